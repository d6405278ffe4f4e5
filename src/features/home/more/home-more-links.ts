import type { Locale } from '~/config/locales';
import type { ModuleType } from '~/config/modules';
import { m } from '~/i18n/messages';
import { type HomeSectionKey, homeSections } from '../home-layout';
import { newArrivalsHref, sitePath, specialOffersHref } from '../home-links';

// ADR 038: what the home offers in place of its later sections before they arrive, and to a
// visitor or crawler without JavaScript — links to the full lists those sections preview.

interface MoreLink {
	key: HomeSectionKey;
	label: string;
	href: string;
}

function linkOf(key: HomeSectionKey, moduleId: number, locale: Locale): MoreLink | null {
	const at = (label: string, href: string) => ({ key, label, href });
	switch (key) {
		case 'newArrivals':
			return at(m['home.newArrivals']({}, { locale }), newArrivalsHref(moduleId, locale));
		case 'stores':
			return at(
				m['home.stores']({}, { locale }),
				sitePath(`/store/popular?module_id=${moduleId}`, locale),
			);
		case 'categories':
			return at(
				m['home.categories']({}, { locale }),
				sitePath(`/categories?module_id=${moduleId}`, locale),
			);
		case 'brands':
			return at(
				m['home.brands']({}, { locale }),
				sitePath(`/all-brands?module_id=${moduleId}`, locale),
			);
		case 'coupons':
			return at(m['home.coupons']({}, { locale }), sitePath('/coupons', locale));
		case 'specialOffers':
			return at(m['home.specialOffers']({}, { locale }), specialOffersHref(moduleId, locale));
		default:
			return null;
	}
}

/** The full-list links of the sections a module's home leaves to `/fragments/home-more`. */
export function moreLinks(type: ModuleType, moduleId: number, locale: Locale): MoreLink[] {
	return homeSections(type, 'rest').flatMap((key) => linkOf(key, moduleId, locale) ?? []);
}
