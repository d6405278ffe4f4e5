import { persistentAtom } from '@nanostores/persistent';
import { PREFERENCE_COOKIES } from '~/config/cookies';
import { DEFAULT_LOCALE, isLocale, type Locale, localeDirection } from '~/config/locales';
import { jsonCodec } from './codec';
import { writePreferenceCookie } from './cookie-mirror';
import { $settings } from './settings.state';

/** localStorage `language-setting`: a JSON string such as `"id"`, as the original storefront wrote. */
export const $language = persistentAtom<Locale>(
	'language-setting',
	DEFAULT_LOCALE,
	jsonCodec(DEFAULT_LOCALE, isLocale),
);

/** Stores the language, its direction and the mirror cookie (spec §4 language change). */
export function setLanguage(locale: Locale): void {
	$language.set(locale);
	$settings.set({ ...$settings.get(), direction: localeDirection(locale) });
	writePreferenceCookie(PREFERENCE_COOKIES.language, locale);
}
