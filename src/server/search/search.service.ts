import type { ItemSort } from '../catalog/items.repo';
import { type ItemListQuery, itemFilterFrom } from '../catalog/list-query';
import type { CatalogScope } from '../catalog/scope';
import { type Page, parseIdList, parseWordList, toPage } from '../http/paging';
import type { StoreSort } from '../stores/stores.repo';
import { searchItemList, searchStoreList } from './search-lists';
import { searchWords } from './search-words';

/** Suggestions of the header box: a few items and stores (ADR 017). */
export const SUGGESTION_ITEMS = 10;
export const SUGGESTION_STORES = 5;
/** contract §4.3: items/item-or-store-search answers up to 50 of each. */
export const ITEM_OR_STORE_LIMIT = 50;

/** The sort choices of the results page, on top of the contract's `filter` words. */
export const SEARCH_SORTS = [
	'relevance',
	'price_low',
	'price_high',
	'rating',
	'newest',
	'name',
] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

const emptyPage = (page: Page) => ({
	total_size: 0,
	limit: page.echo.limit,
	offset: page.echo.offset,
});

function itemSortOf(sortBy: SearchSort | undefined, words: string[], dataType: string): ItemSort {
	if (sortBy === 'price_low' || words.includes('low')) return 'price_asc';
	if (sortBy === 'price_high' || words.includes('high')) return 'price_desc';
	if (sortBy === 'rating') return 'top_rated';
	if (sortBy === 'newest' || dataType === 'new') return 'latest';
	if (sortBy === 'name') return 'name';
	if (dataType === 'discounted') return 'discount';
	return 'relevance';
}

function storeSortOf(
	sortBy: SearchSort | undefined,
	words: string[],
	searched: boolean,
): StoreSort {
	if (sortBy === 'rating') return 'top_rated';
	if (sortBy === 'newest') return 'newly_joined';
	if (sortBy === 'name') return 'name';
	if (words.includes('nearby')) return 'nearby';
	if (words.includes('fast_delivery')) return 'fast';
	if (words.includes('top_rated')) return 'top_rated';
	if (words.includes('popular')) return 'popular';
	return searched ? 'relevance' : 'default';
}

export interface ItemSearchInput extends ItemListQuery {
	name: string;
	category_id?: string | undefined;
	storeId?: number | undefined;
}

/** GET items/search: a page of items ranked by relevance (or the price sort asked for). */
export async function searchItems(scope: CatalogScope, query: ItemSearchInput) {
	const page = toPage(query, { limit: 12 });
	const search = searchWords(query.name);
	if (search.length === 0) return { ...emptyPage(page), products: [], categories: [] };
	const { sortWords, ...filter } = itemFilterFrom(query);
	const categoryIds = query.category_id ? [Number(query.category_id)] : filter.categoryIds;
	return searchItemList(
		scope,
		{
			...filter,
			search,
			...(categoryIds ? { categoryIds } : {}),
			...(query.storeId ? { storeId: query.storeId } : {}),
		},
		itemSortOf(undefined, sortWords, 'searched'),
		page,
		{ withCategories: true },
	);
}

/** GET stores/search: a page of stores ranked by relevance, open and near ones first. */
export async function searchStores(
	scope: CatalogScope,
	query: {
		name: string;
		category_id?: string | undefined;
		limit?: string | undefined;
		offset?: string | undefined;
	},
) {
	const page = toPage(query, { limit: 12 });
	const search = searchWords(query.name);
	if (search.length === 0) return { ...emptyPage(page), stores: [] };
	return searchStoreList(
		scope,
		{ search, ...(query.category_id ? { categoryIds: [Number(query.category_id)] } : {}) },
		'relevance',
		page,
	);
}

/** GET items/search-suggestion: a few item names and stores for what the shopper is typing. */
export async function suggestions(scope: CatalogScope, term: string) {
	const search = searchWords(term);
	const page = toPage({ limit: String(SUGGESTION_ITEMS) });
	if (search.length === 0) return { ...emptyPage(page), products: [], stores: [] };
	const [items, stores] = await Promise.all([
		searchItemList(scope, { search }, 'relevance', page),
		searchStoreList(scope, { search }, 'relevance', toPage({ limit: String(SUGGESTION_STORES) })),
	]);
	return {
		total_size: items.total_size,
		limit: SUGGESTION_ITEMS,
		offset: 1,
		products: items.products.map((p) => ({
			id: p.id,
			name: p.name,
			image: p.image,
			image_full_url: p.image_full_url,
			store_name: p.store_name,
		})),
		stores: stores.stores.map((s) => ({
			id: s.id,
			name: s.name,
			slug: s.slug,
			logo_full_url: s.logo_full_url,
		})),
	};
}

/** GET items/item-or-store-search: items and stores by name (`limit` each, at most 50). */
export async function itemOrStore(scope: CatalogScope, term: string, limit = ITEM_OR_STORE_LIMIT) {
	const search = searchWords(term);
	if (search.length === 0) return { items: [], stores: [] };
	const page = toPage({ limit: String(Math.min(limit, ITEM_OR_STORE_LIMIT)) });
	const [items, stores] = await Promise.all([
		searchItemList(scope, { search }, 'relevance', page),
		searchStoreList(scope, { search }, 'relevance', page),
	]);
	return { items: items.products, stores: stores.stores };
}

export interface CombinedInput extends ItemListQuery {
	list_type: 'item' | 'store';
	data_type?: string | undefined;
	name?: string | undefined;
	store_type?: 'all' | 'newly_joined' | 'popular' | 'top_rated' | undefined;
	filter_data?: 'all' | 'delivery' | 'take_away' | undefined;
	featured?: '0' | '1' | undefined;
	sort_by?: SearchSort | undefined;
}

const ITEM_DATA_TYPES = ['searched', 'discounted', 'brand', 'new', 'category'];

/** GET get-combined-data (contract §4.7): items or stores by data_type, with the filters. */
export async function combinedData(scope: CatalogScope, query: CombinedInput) {
	const page = toPage(query, { limit: 10 });
	const words = parseWordList(query.filter);
	const search = searchWords(query.name);
	const searched = query.data_type === 'searched';
	const openNow = words.includes('currently_open') || words.includes('open');
	if (query.list_type === 'store') {
		if (searched && search.length === 0) return { ...emptyPage(page), stores: [] };
		const categoryIds = parseIdList(query.category_ids, 'category_ids');
		const filter = {
			...(searched ? { search } : {}),
			...(query.data_type === 'discounted' || words.includes('discounted')
				? { discounted: true }
				: {}),
			...(query.data_type === 'category'
				? { categoryIds: categoryIds.length ? categoryIds : [0] }
				: {}),
			...(searched && categoryIds.length ? { categoryIds } : {}),
			...(query.type === 'veg' || query.type === 'non_veg' ? { veg: query.type } : {}),
			...(query.rating_count && Number(query.rating_count) > 0
				? { minRating: Number(query.rating_count) }
				: {}),
			...(query.featured === '1' ? { featured: true } : {}),
			...(query.filter_data ? { delivery: query.filter_data } : {}),
			...(words.includes('free_delivery') ? { freeDelivery: true } : {}),
			...(openNow ? { openNow: true } : {}),
		};
		const sort =
			query.store_type && query.store_type !== 'all'
				? (query.store_type as StoreSort)
				: storeSortOf(query.sort_by, words, searched);
		return searchStoreList(scope, filter, sort, page);
	}
	const { sortWords, ...filter } = itemFilterFrom(query);
	const dataType = query.data_type ?? '';
	const empty = { ...emptyPage(page), products: [], categories: [] };
	if (!ITEM_DATA_TYPES.includes(dataType)) return empty;
	if (searched && search.length === 0) return empty;
	if (dataType === 'brand' && !filter.brandIds) return empty;
	if (dataType === 'category' && !filter.categoryIds) return empty;
	return searchItemList(
		scope,
		{
			...filter,
			...(searched ? { search } : {}),
			...(dataType === 'discounted' ? { discounted: true } : {}),
			...(openNow ? { availableNow: true } : {}),
		},
		itemSortOf(query.sort_by, sortWords, dataType),
		page,
		{ withCategories: true },
	);
}
