/**
 * Cookies that mirror persistent client state so server rendering knows it
 * (docs/decisions/003-ssr-learns-state-from-cookies.md). Values are plain strings.
 */
export const PREFERENCE_COOKIES = {
	/** `en` | `id`, mirrors localStorage `language-setting`. */
	language: 'language-setting',
	/** `light` | `dark`, mirrors localStorage `settings.theme`. */
	theme: 'theme',
	/** The selected module's id, mirrors localStorage `module`. */
	moduleId: 'module-id',
	/** The selected module's type, so the right home renders before any data loads. */
	moduleType: 'module-type',
	/** JSON array string, mirrors localStorage `zoneid`. */
	zoneId: 'zoneid',
	/** `lat,lng`, mirrors localStorage `currentLatLng`. */
	latLng: 'current-lat-lng',
} as const;

/** One year: preferences outlive sessions. */
export const PREFERENCE_COOKIE_MAX_AGE_S = 31_536_000;

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
