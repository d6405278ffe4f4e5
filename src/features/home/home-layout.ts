import type { ModuleType } from '~/config/modules';

// spec §1 home sections per module type, §2 /home, §4 tabs, §9 sizes. The order is the page's.

export type HomeSectionKey =
	| 'banners'
	| 'categories'
	| 'categoryTabs'
	| 'paidAds'
	| 'campaigns'
	| 'bestReviewed'
	| 'popular'
	| 'flashSale'
	| 'newArrivals'
	| 'stores'
	| 'coupons'
	| 'recommended'
	| 'featuredStores'
	| 'specialOffers'
	| 'whyChoose'
	| 'videoBanner'
	| 'cashback'
	| 'brands'
	| 'featuredCategories'
	| 'commonConditions'
	| 'basicMedicine'
	| 'parcelCategories'
	| 'howItWorks';

/**
 * The sections of each module's home, in order. Food shows the flash-sale teaser beside its
 * popular items; the visit-again strip needs a signed-in customer and is left to the client.
 */
export const HOME_SECTIONS: Record<ModuleType, readonly HomeSectionKey[]> = {
	food: [
		'banners',
		'categories',
		'paidAds',
		'campaigns',
		'bestReviewed',
		'popular',
		'newArrivals',
		'stores',
		'coupons',
		'recommended',
		'featuredStores',
		'specialOffers',
		'whyChoose',
		'videoBanner',
		'cashback',
	],
	grocery: [
		'banners',
		'categories',
		'categoryTabs',
		'newArrivals',
		'flashSale',
		'bestReviewed',
		'brands',
		'popular',
		'coupons',
		'campaigns',
		'featuredCategories',
		'stores',
		'specialOffers',
		'whyChoose',
		'videoBanner',
		'cashback',
	],
	pharmacy: [
		'banners',
		'commonConditions',
		'basicMedicine',
		'featuredStores',
		'categories',
		'bestReviewed',
		'coupons',
		'stores',
		'specialOffers',
		'whyChoose',
		'videoBanner',
		'cashback',
	],
	ecommerce: [
		'banners',
		'categories',
		'brands',
		'flashSale',
		'newArrivals',
		'bestReviewed',
		'popular',
		'campaigns',
		'stores',
		'specialOffers',
		'whyChoose',
		'videoBanner',
		'cashback',
	],
	parcel: ['parcelCategories', 'howItWorks'],
};

/**
 * Where each module's home stops being the first screen (ADR 038): this section and the ones after
 * it are not in the page's HTML but in `/fragments/home-more`, fetched when the shopper scrolls
 * near them; without JavaScript the page lists links to their full lists instead. Parcel's home
 * is short and has none.
 */
const LAZY_FROM: Partial<Record<ModuleType, HomeSectionKey>> = {
	food: 'popular',
	grocery: 'newArrivals',
	pharmacy: 'basicMedicine',
	ecommerce: 'newArrivals',
};

/** Sections that float over the first screen wherever they sit in the order (the cashback opener). */
const FLOATING: readonly HomeSectionKey[] = ['cashback'];

/** Which sections a render holds: the whole home, the first screen, or the rest. */
export type HomePart = 'all' | 'first' | 'rest';

/** The sections of a module's home in `part`, in the page's order. */
export function homeSections(type: ModuleType, part: HomePart = 'all'): readonly HomeSectionKey[] {
	const all = HOME_SECTIONS[type];
	const lazy = LAZY_FROM[type];
	const cut = lazy ? all.indexOf(lazy) : -1;
	if (part === 'all') return all;
	if (cut < 0) return part === 'first' ? all : [];
	const later = all.slice(cut);
	return part === 'first'
		? [...all.slice(0, cut), ...later.filter((key) => FLOATING.includes(key))]
		: later.filter((key) => !FLOATING.includes(key));
}

/** Data a section needs besides its own (food's popular items carry the flash-sale teaser). */
const EXTRA_DATA: Partial<Record<HomeSectionKey, readonly HomeDataNeed[]>> = {
	howItWorks: ['videoBanner'],
};

export type HomeDataNeed = Exclude<HomeSectionKey, 'howItWorks'>;

/** The data to load for a module's home: its sections, plus the teaser beside food's popular items. */
export function homeDataKeys(type: ModuleType, part: HomePart = 'all'): HomeDataNeed[] {
	const keys = new Set<HomeDataNeed>();
	const sections = homeSections(type, part);
	for (const section of sections) {
		if (section !== 'howItWorks') keys.add(section);
		for (const extra of EXTRA_DATA[section] ?? []) keys.add(extra);
	}
	if (type === 'food' && sections.includes('popular')) keys.add('flashSale');
	return [...keys];
}

/** Sections that belong to a cart: none of them on the parcel home (spec §1). */
export const CART_SECTIONS: readonly HomeSectionKey[] = [
	'categories',
	'categoryTabs',
	'paidAds',
	'campaigns',
	'bestReviewed',
	'popular',
	'flashSale',
	'newArrivals',
	'stores',
	'coupons',
	'recommended',
	'featuredStores',
	'specialOffers',
	'brands',
	'featuredCategories',
	'commonConditions',
	'basicMedicine',
];
