/** Languages the storefront speaks (spec §2 language menu). */
export const LOCALES = ['en', 'id'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Languages written right to left; none of ours today, but `dir` follows this list. */
export const RTL_LOCALES: readonly string[] = ['ar', 'he', 'fa', 'ur'];

export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', id: 'Bahasa Indonesia' };

export function isLocale(value: unknown): value is Locale {
	return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function localeDirection(locale: string): 'ltr' | 'rtl' {
	return RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr';
}
