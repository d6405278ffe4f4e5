import { isLocale, type Locale } from '~/config/locales';
import { isModuleType, type ModuleType } from '~/config/modules';
import { THEMES, type Theme } from '~/config/cookies';

/** What server rendering knows about the visitor, read from the mirror cookies. */
export interface Preferences {
	locale: Locale | null;
	theme: Theme | null;
	moduleId: number | null;
	moduleType: ModuleType | null;
	zoneIds: number[] | null;
	latLng: { lat: number; lng: number } | null;
}

export interface RawPreferenceCookies {
	language?: string | undefined;
	theme?: string | undefined;
	moduleId?: string | undefined;
	moduleType?: string | undefined;
	zoneId?: string | undefined;
	latLng?: string | undefined;
}

function unquote(value: string | undefined): string | undefined {
	// localStorage keeps `language-setting` JSON-encoded ("\"id\""); accept the cookie either way.
	return value?.replace(/^"(.*)"$/, '$1');
}

function parseZoneIds(raw: string | undefined): number[] | null {
	if (!raw) return null;
	try {
		const parsed: unknown = JSON.parse(raw);
		const list = Array.isArray(parsed) ? parsed : [parsed];
		const ids = list.filter((v): v is number => Number.isSafeInteger(v) && v > 0);
		return ids.length > 0 && ids.length === list.length ? ids : null;
	} catch {
		return null;
	}
}

function parseLatLng(raw: string | undefined): Preferences['latLng'] {
	const [lat, lng] = (raw ?? '').split(',').map(Number);
	if (lat === undefined || lng === undefined || !Number.isFinite(lat) || !Number.isFinite(lng)) {
		return null;
	}
	return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

export function parsePreferences(raw: RawPreferenceCookies): Preferences {
	const language = unquote(raw.language);
	const moduleId = Number(raw.moduleId);
	return {
		locale: isLocale(language) ? language : null,
		theme: (THEMES as readonly string[]).includes(raw.theme ?? '') ? (raw.theme as Theme) : null,
		moduleId: Number.isSafeInteger(moduleId) && moduleId > 0 ? moduleId : null,
		moduleType: raw.moduleType && isModuleType(raw.moduleType) ? raw.moduleType : null,
		zoneIds: parseZoneIds(raw.zoneId),
		latLng: parseLatLng(raw.latLng ? decodeURIComponent(raw.latLng) : undefined),
	};
}

/** `/id/about-us` → `id`; the default language has no prefix. */
export function localeFromPath(pathname: string): Exclude<Locale, 'en'> | null {
	return pathname === '/id' || pathname.startsWith('/id/') ? 'id' : null;
}

export function stripLocalePrefix(pathname: string): string {
	return localeFromPath(pathname) ? pathname.slice(3) || '/' : pathname;
}

/** The URL of a page in a language: the default language unprefixed, others under /{locale}. */
export function localizedPath(pathname: string, locale: Locale): string {
	const bare = stripLocalePrefix(pathname);
	if (locale === 'en') return bare;
	return bare === '/' ? `/${locale}` : `/${locale}${bare}`;
}
