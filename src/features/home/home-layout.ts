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

/** Data a section needs besides its own (food's popular items carry the flash-sale teaser). */
const EXTRA_DATA: Partial<Record<HomeSectionKey, readonly HomeDataNeed[]>> = {
	howItWorks: ['videoBanner'],
};

export type HomeDataNeed = Exclude<HomeSectionKey, 'howItWorks'>;

/** The data to load for a module's home: its sections, plus the teaser beside food's popular items. */
export function homeDataKeys(type: ModuleType): HomeDataNeed[] {
	const keys = new Set<HomeDataNeed>();
	for (const section of HOME_SECTIONS[type]) {
		if (section !== 'howItWorks') keys.add(section);
		for (const extra of EXTRA_DATA[section] ?? []) keys.add(extra);
	}
	if (type === 'food' && keys.has('popular')) keys.add('flashSale');
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
