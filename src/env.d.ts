/// <reference types="astro/client" />

declare namespace App {
	interface Locals {
		locale: import('~/config/locales').Locale;
		dir: 'ltr' | 'rtl';
		/** Set when the URL carried the language (`/id/...`); such pages are canonical there. */
		pathLocale: import('~/config/locales').Locale | null;
		preferences: import('~/lib/preferences').Preferences;
	}
}
