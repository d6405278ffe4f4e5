import type { AstroGlobal } from 'astro';
import type { Locale } from '~/config/locales';
import type { Preferences } from '~/lib/preferences';
import { findSession } from '../auth/auth.repo';
import { hashToken, isTokenShaped } from '../auth/tokens';
import { type CatalogScope, moduleScope, pageScope } from '../catalog/scope';
import { getSettings, getTimeZone } from '../config/settings';
import { getSiteInfo, type SiteInfo } from '../config/site-info';
import { getDatabase } from '../db/client';
import type { Database } from '../db/database';
import { readServerEnv } from '../env';
import { parseBearerToken } from './request-context';

/**
 * What a server-rendered page knows about its request (ADR 036), on `Astro.locals.ctx`: set by the
 * middleware for every page, read by page loaders and the chrome. Everything that touches the
 * database is lazy and asked for once per request: a page that needs none opens nothing.
 */
export interface PageContext {
	/** The public origin, no trailing slash: `PUBLIC_URL`, else the request's own. */
	baseUrl: string;
	/** The request's instant; every reader of "now" on the page agrees. */
	now: Date;
	/** The map's tile server and its credit (`MAP_TILE_URL`, `MAP_TILE_ATTRIBUTION`); '' for none. */
	mapTiles: { url: string; attribution: string };
	db(): Promise<Database>;
	/** The business, its contact, money format and switches (the chrome's data). */
	site(): Promise<SiteInfo>;
	settings(): Promise<Record<string, unknown>>;
	/** The shop's time zone (settings), for dates shown on the page. */
	timeZone(): Promise<string>;
	/** The catalogue scope without module or zone (details pages), at the visitor's position. */
	pageScope(): Promise<CatalogScope>;
	/**
	 * The same scope without the visitor's position: for a page shared by every shopper (page
	 * cache, ADR 033), whose distances the overlay writes per request.
	 */
	sharedPageScope(): Promise<CatalogScope>;
	/**
	 * The scope of a module page: the module given (or the cookie's) in the visitor's zones; at
	 * the visitor's position unless `shared` (a page every shopper of the zone shares, ADR 033).
	 */
	moduleScope(
		moduleId?: number | null,
		options?: { shared?: boolean },
	): Promise<CatalogScope | null>;
	/**
	 * The signed-in customer, from an `Authorization: Bearer` header. Page navigations carry no
	 * token (it lives in localStorage, ADR 004): only fragments asked for by a script know one.
	 */
	customer(): Promise<{ id: number } | null>;
}

/** The parts of `Astro` a page loader may use: pages pass `Astro` itself. */
export type PageInput = Pick<
	AstroGlobal,
	| 'locals'
	| 'url'
	| 'params'
	| 'request'
	| 'cookies'
	| 'response'
	| 'redirect'
	| 'rewrite'
	| 'clientAddress'
>;

function once<T>(read: () => Promise<T>): () => Promise<T> {
	let value: Promise<T> | undefined;
	return () => {
		value ??= read();
		return value;
	};
}

export function pageContext(input: {
	url: URL;
	request: Request;
	locale: Locale;
	preferences: Preferences;
	now?: Date;
	/** Where the database comes from: the process's own (tests hand in theirs). */
	database?: () => Promise<Database>;
}): PageContext {
	const { locale, preferences } = input;
	const now = input.now ?? new Date();
	const env = readServerEnv();
	const baseUrl = (env.PUBLIC_URL ?? input.url.origin).replace(/\/$/, '');
	const db = once(input.database ?? (async () => (await getDatabase()).db));
	const settings = once(async () => getSettings(await db()));
	const scopeInput = { locale, baseUrl, latLng: preferences.latLng, now };
	return {
		baseUrl,
		now,
		mapTiles: { url: env.MAP_TILE_URL ?? '', attribution: env.MAP_TILE_ATTRIBUTION ?? '' },
		db,
		site: once(async () => getSiteInfo(await db(), { locale, baseUrl })),
		settings,
		timeZone: once(async () => getTimeZone(await db())),
		pageScope: once(async () => pageScope(await db(), scopeInput)),
		sharedPageScope: once(async () => pageScope(await db(), { ...scopeInput, latLng: null })),
		moduleScope: async (moduleId = preferences.moduleId, options = {}) =>
			moduleScope(await db(), {
				...scopeInput,
				...(options.shared ? { latLng: null } : {}),
				moduleId,
				zoneIds: preferences.zoneIds,
			}),
		customer: once(async () => {
			const token = parseBearerToken(input.request.headers.get('authorization'));
			if (!token || !isTokenShaped(token)) return null;
			const session = await findSession(await db(), hashToken(token), now);
			return session ? { id: session.userId } : null;
		}),
	};
}
