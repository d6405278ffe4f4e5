/// <reference types="astro/client" />

declare namespace App {
	interface Locals {
		locale: import('~/config/locales').Locale;
		dir: 'ltr' | 'rtl';
		/** Set when the URL carried the language (`/id/...`); such pages are canonical there. */
		pathLocale: import('~/config/locales').Locale | null;
		preferences: import('~/lib/preferences').Preferences;
		/** Base URL, lazy database, site info, scopes, customer: the page's context (ADR 036). */
		ctx: import('~/server/http/page-context').PageContext;
	}
}
