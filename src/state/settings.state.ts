import { persistentAtom } from '@nanostores/persistent';
import { PREFERENCE_COOKIES, THEMES, type Theme } from '~/config/cookies';
import { writePreferenceCookie } from './cookie-mirror';

/** localStorage `settings` (spec §3): text direction, and the theme the visitor chose. */
export interface Settings {
	direction: 'ltr' | 'rtl';
	theme?: Theme;
}

const DEFAULT_SETTINGS: Settings = { direction: 'ltr' };

export function decodeSettings(raw: string): Settings {
	try {
		const value: unknown = JSON.parse(raw);
		if (typeof value !== 'object' || value === null) return DEFAULT_SETTINGS;
		const { direction, theme } = value as Record<string, unknown>;
		return {
			direction: direction === 'rtl' ? 'rtl' : 'ltr',
			...((THEMES as readonly unknown[]).includes(theme) ? { theme: theme as Theme } : {}),
		};
	} catch {
		return DEFAULT_SETTINGS;
	}
}

export const $settings = persistentAtom<Settings>('settings', DEFAULT_SETTINGS, {
	encode: JSON.stringify,
	decode: decodeSettings,
});

/** Applies a theme to the page now, remembers it, and tells the server through its cookie. */
export function setTheme(theme: Theme): void {
	document.documentElement.dataset.theme = theme;
	$settings.set({ ...$settings.get(), theme });
	writePreferenceCookie(PREFERENCE_COOKIES.theme, theme);
}
