import { DEFAULT_LOCALE, isLocale, type Locale } from '~/config/locales';
import { toId } from '~/contracts/ids';

/** What every API call may say about its caller (spec §7 headers, contract §0.2). */
export interface RequestContext {
	/** `zoneId` header: a JSON array string such as "[5,1]"; a bare number counts as one zone. */
	zoneIds: number[] | null;
	moduleId: number | null;
	latitude: number | null;
	longitude: number | null;
	locale: Locale;
	/** Bearer token; `Bearer null` (sent by logged-out apps) means none. */
	token: string | null;
	guestId: string | null;
	/** Origin used for absolute image URLs. */
	baseUrl: string;
	/** The request's instant; injected so tests can fix the time. */
	now: Date;
}

const MAX_ZONE_IDS = 50;

export function parseZoneIdHeader(raw: string | null | undefined): number[] | null {
	if (!raw?.trim()) return null;
	let parsed: unknown;
	try {
		parsed = JSON.parse(raw);
	} catch {
		return null;
	}
	if (typeof parsed === 'string') return parseZoneIdHeader(parsed); // "\"[1,2]\"" from double-encoding clients
	const list = Array.isArray(parsed) ? parsed : [parsed];
	// An id out of int4 range is no zone: the header then counts as absent (contract §0.6 403).
	const ids = list.map(toId);
	if (ids.length === 0 || ids.length > MAX_ZONE_IDS || ids.some((id) => id === null)) return null;
	return [...new Set(ids as number[])];
}

export function parseModuleIdHeader(raw: string | null | undefined): number | null {
	return toId(raw ?? null);
}

/** Coordinates arrive raw (`1.30`) or JSON-quoted (`"1.30"`); empty or malformed means unknown. */
export function parseCoordinateHeader(
	raw: string | null | undefined,
	limit: 90 | 180,
): number | null {
	const text = raw
		?.trim()
		.replace(/^"(.*)"$/, '$1')
		.trim();
	if (!text) return null;
	const value = Number(text);
	return Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
}

export function parseLocaleHeader(raw: string | null | undefined): Locale {
	const code = raw?.trim().toLowerCase().slice(0, 2);
	return isLocale(code) ? code : DEFAULT_LOCALE;
}

export function parseBearerToken(raw: string | null | undefined): string | null {
	const match = raw?.match(/^Bearer\s+(\S+)\s*$/i);
	const token = match?.[1];
	return token && token !== 'null' && token !== 'undefined' ? token : null;
}

export function parseGuestId(raw: string | null | undefined): string | null {
	const text = raw?.trim();
	return text && /^[A-Za-z0-9-]{1,64}$/.test(text) ? text : null;
}

/** A plain `http(s)://host[:port]/` start: its origin is the text itself. */
const PLAIN_ORIGIN = /^(https?):\/\/([a-z0-9.-]+)(:[1-9]\d{0,4})?(?=[/?#]|$)/;

/**
 * `new URL(url).origin` without parsing the whole URL when the URL starts plainly (lower-case
 * host, no credentials, no default port to drop); anything else goes through `URL`.
 */
export function originOf(url: string): string {
	const m = PLAIN_ORIGIN.exec(url);
	const port = m?.[3];
	if (m && !(port === ':80' && m[1] === 'http') && !(port === ':443' && m[1] === 'https'))
		return m[0];
	return new URL(url).origin;
}

/** `new URL(url).searchParams.get('guest_id')`, reading the query only when it names one. */
function guestIdParam(url: string): string | null {
	// `guest%5Fid` is the same name once decoded.
	if (!/guest(_|%5f)id/i.test(url)) return null;
	return new URL(url).searchParams.get('guest_id');
}

export function readRequestContext(
	request: Request,
	publicUrl?: string,
	now: Date = new Date(),
): RequestContext {
	const h = request.headers;
	const url = request.url;
	return {
		zoneIds: parseZoneIdHeader(h.get('zoneId')),
		moduleId: parseModuleIdHeader(h.get('moduleId')),
		latitude: parseCoordinateHeader(h.get('latitude'), 90),
		longitude: parseCoordinateHeader(h.get('longitude'), 180),
		locale: parseLocaleHeader(h.get('X-localization')),
		token: parseBearerToken(h.get('Authorization')),
		guestId: parseGuestId(guestIdParam(url)),
		baseUrl: (publicUrl ?? originOf(url)).replace(/\/$/, ''),
		now,
	};
}
