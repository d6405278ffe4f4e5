import { inArray } from 'drizzle-orm';
import { searchWords } from '../search/search-words';
import { categories } from '../db/schema';
import {
	listBanners,
	sectionBanners,
	videoContent,
	whyChoose,
} from '../promotions/banners.service';
import { listItemCampaigns } from '../promotions/campaigns.service';
import { currentFlashSale } from '../promotions/flash-sales.service';
import {
	listAdvertisements,
	listCashbacks,
	listCoupons,
	listParcelCategories,
} from '../promotions/offers.service';
import { listStores } from '../stores/stores.service';
import { findTranslations } from '../translations/translations.repo';
import { listBrands } from './brands.service';
import { listCategories } from './categories.service';
import type { ItemSort } from './items.repo';
import { type ItemFilter, listItems } from './items.service';
import type { CatalogScope } from './scope';
import {
	CACHE_MS,
	cached,
	conditionsWithItems,
	items,
	page,
	type RunningSale,
	servable,
} from './home-section-reads';

// The data of a module's home page (spec §1, §2, §4, §9), read straight from the services the
// API routes use, with the same sorts and the spec's page sizes.

/** spec §9 page sizes. */
export const HOME_LIMITS = {
	bestReviewed: 10,
	popular: 12,
	newArrivals: 10,
	recommended: 15,
	specialOffers: 15,
	commonConditions: 20,
	featuredCategories: 20,
	featuredStores: 20,
	popularStores: 12,
	basicMedicine: 10,
	flashTeaser: 15,
	categoryTabs: 30,
	categoryTabCount: 4,
} as const;

type Loaded<T> = T extends () => Promise<infer R> ? R : never;

function loaders(scope: CatalogScope) {
	const once = <T>(load: () => Promise<T>) => {
		let value: Promise<T> | undefined;
		return () => {
			value ??= load();
			return value;
		};
	};
	const sectionBannerFiles = once(() => sectionBanners(scope));
	const allCategories = once(() =>
		cached(scope, 'categories', CACHE_MS.categories, () => listCategories(scope)),
	);
	const bannerList = once(() =>
		cached(scope, 'banners', CACHE_MS.banners, () => listBanners(scope, false)),
	);
	return {
		banners: async () => (await bannerList()).banners,
		categories: allCategories,
		/** Grocery tabs (spec §4): All, then the top featured categories that have items. */
		categoryTabs: async () => {
			const all = await allCategories();
			const featured = all.filter((c) => c.featured === 1 && c.products_count > 0);
			const tabs = (featured.length > 0 ? featured : all.filter((c) => c.products_count > 0)).slice(
				0,
				HOME_LIMITS.categoryTabCount,
			);
			if (tabs.length === 0) return { tabs: [], items: [] };
			const list = await items(
				scope,
				{ categoryIds: tabs.map((t) => t.id) },
				'popular',
				HOME_LIMITS.categoryTabs,
			);
			return { tabs: tabs.map((t) => ({ id: t.id, name: t.name })), items: list };
		},
		paidAds: () => listAdvertisements(scope),
		campaigns: async () => {
			const [basic, itemCampaigns] = await Promise.all([
				bannerList().then((b) => b.campaigns),
				listItemCampaigns(scope),
			]);
			return { basic, items: itemCampaigns };
		},
		bestReviewed: async () => ({
			items: await items(scope, { reviewed: true }, 'top_rated', HOME_LIMITS.bestReviewed),
			banner: servable((await sectionBannerFiles()).best_reviewed_section_banner_full_url),
		}),
		popular: () => items(scope, {}, 'popular', HOME_LIMITS.popular),
		flashSale: async () => {
			const running = (await currentFlashSale(scope)) as Partial<RunningSale>;
			if (!running.id || !running.active_products?.length) return null;
			return {
				id: running.id,
				title: running.title ?? '',
				end_date: running.end_date ?? '',
				products: running.active_products.slice(0, HOME_LIMITS.flashTeaser),
			};
		},
		newArrivals: async () => ({
			items: await items(scope, {}, 'latest', HOME_LIMITS.newArrivals),
			banner: servable((await sectionBannerFiles()).new_arrival_section_banner_full_url),
		}),
		stores: async () =>
			(await listStores(scope, {}, 'popular', page(HOME_LIMITS.popularStores))).stores,
		coupons: () => listCoupons(scope),
		recommended: () => items(scope, { recommended: true }, 'popular', HOME_LIMITS.recommended),
		featuredStores: async () =>
			(await listStores(scope, { featured: true }, 'default', page(HOME_LIMITS.featuredStores)))
				.stores,
		specialOffers: () => items(scope, { discounted: true }, 'discount', HOME_LIMITS.specialOffers),
		whyChoose: async () => (await whyChoose(scope)).banners,
		videoBanner: () => videoContent(scope),
		cashback: () => listCashbacks(scope),
		brands: async () =>
			(await listBrands(scope.db, { moduleId: scope.moduleId, baseUrl: scope.baseUrl })).filter(
				(b) => b.items_count > 0,
			),
		featuredCategories: () =>
			cached(scope, 'featured-categories', CACHE_MS.featured, async () => {
				const featured = (await allCategories()).filter((c) => c.featured === 1);
				if (featured.length === 0) return { categories: [], items: [] };
				const list = await items(
					scope,
					{ categoryIds: featured.map((f) => f.id) },
					'popular',
					HOME_LIMITS.featuredCategories,
				);
				return { categories: featured.map((f) => ({ id: f.id, name: f.name })), items: list };
			}),
		commonConditions: () =>
			cached(scope, 'conditions', CACHE_MS.conditions, () =>
				conditionsWithItems(scope, HOME_LIMITS.commonConditions),
			),
		basicMedicine: async () => ({
			items: await items(scope, { basic: true }, 'popular', HOME_LIMITS.basicMedicine),
			banner: servable((await sectionBannerFiles()).basic_section_nearby_full_url),
		}),
		parcelCategories: () => listParcelCategories(scope),
	};
}

type Loaders = ReturnType<typeof loaders>;
export type HomeDataKey = keyof Loaders;
export type HomeData = { [K in HomeDataKey]?: Loaded<Loaders[K]> };

/** Loads the named sections of a module's home, all at once. */
export async function loadHome(
	scope: CatalogScope,
	keys: readonly HomeDataKey[],
): Promise<HomeData> {
	const load = loaders(scope);
	const unique = [...new Set(keys)];
	const values = await Promise.all(unique.map((key) => load[key]()));
	return Object.fromEntries(unique.map((key, i) => [key, values[i]])) as HomeData;
}

/** The `data_type` lists of /home (spec §2): special offers, a category, a brand, new, search. */
export type HomeListType = 'discounted' | 'category' | 'brand' | 'new' | 'searched';

export interface HomeListQuery {
	type: HomeListType;
	/** Category id (category) or brand id (brand). */
	id?: number | null;
	/** The search text (searched). */
	search?: string | null;
}

/** One page of a `data_type` list, with the category's or brand's name when there is one. */
export async function listHomeItems(scope: CatalogScope, query: HomeListQuery, number: number) {
	const limit = 12; // spec §9 lists: 12
	const id = query.id ?? 0;
	const filter: ItemFilter = {};
	let sort: ItemSort = 'popular';
	let name: string | null = null;
	switch (query.type) {
		case 'discounted':
			filter.discounted = true;
			sort = 'discount';
			break;
		case 'category': {
			filter.categoryIds = [id];
			const [row] = await scope.db
				.select({ name: categories.name })
				.from(categories)
				.where(inArray(categories.id, [id]));
			const text = await findTranslations(scope.db, 'Category', [id], scope.locale);
			name = text.get(id)?.name ?? row?.name ?? null;
			break;
		}
		case 'brand': {
			filter.brandIds = [id];
			const all = await listBrands(scope.db, { moduleId: null, baseUrl: scope.baseUrl });
			name = all.find((b) => b.id === id)?.name ?? null;
			break;
		}
		case 'new':
			sort = 'latest';
			break;
		case 'searched': {
			// spec §5: search ignores empty text.
			const words = searchWords(query.search ?? undefined);
			if (words.length === 0) return { name, total: 0, items: [], page: number, pages: 1 };
			filter.search = words;
			sort = 'relevance';
			break;
		}
	}
	const result = await listItems(scope, filter, sort, page(limit, number));
	return {
		name,
		total: result.total_size,
		items: result.products,
		page: number,
		pages: Math.max(1, Math.ceil(result.total_size / limit)),
	};
}
