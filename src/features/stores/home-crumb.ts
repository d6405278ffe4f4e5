import type { Locale } from '~/config/locales';
import { localizedPath } from '~/lib/preferences';

/**
 * The breadcrumb's "Home" (issue 14 item 6): a shopper with a delivery location goes back to the
 * module's home (`/home?module_id=`, which also selects that module), not to the landing page
 * that asks for a location again; a first visitor (or a crawler) goes to the landing page.
 */
export function homeCrumbPath(
	locale: Locale,
	place: { located: boolean; moduleId: number | null | undefined },
): string {
	if (!place.located) return localizedPath('/', locale);
	return localizedPath(place.moduleId ? `/home?module_id=${place.moduleId}` : '/home', locale);
}
