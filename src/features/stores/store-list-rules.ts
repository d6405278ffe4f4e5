// spec §2 "Stores list" and §4 "Stores list", §9 store filters: tabs All / Newly Joined /
// Popular / Top Rated (store types all, newly_joined, popular, top_rated) and the delivery
// filter All / Delivery / Take Away (all, delivery, take_away), both kept in the URL.
import type { ModuleType } from '~/config/modules';

export const STORE_TYPES = ['all', 'newly_joined', 'popular', 'top_rated'] as const;
export type StoreType = (typeof STORE_TYPES)[number];

export const DELIVERY_FILTERS = ['all', 'delivery', 'take_away'] as const;
export type DeliveryFilter = (typeof DELIVERY_FILTERS)[number];

/** The repository order of each tab: Popular as returned, Top Rated by rating, New by date. */
export const STORE_SORT = {
	all: 'default',
	newly_joined: 'newly_joined',
	popular: 'popular',
	top_rated: 'top_rated',
} as const satisfies Record<StoreType, string>;

/** The tab a URL asks for (`?type=`), else the list's own tab. */
export function storeTypeFrom(url: URL, fallback: StoreType): StoreType {
	const raw = url.searchParams.get('type');
	return (STORE_TYPES as readonly string[]).includes(raw ?? '') ? (raw as StoreType) : fallback;
}

/** The delivery filter a URL asks for (`?filter=`), else all. */
export function deliveryFilterFrom(url: URL): DeliveryFilter {
	const raw = url.searchParams.get('filter');
	return (DELIVERY_FILTERS as readonly string[]).includes(raw ?? '')
		? (raw as DeliveryFilter)
		: 'all';
}

/** Most categories the small-screen filter may combine. */
export const MAX_CATEGORY_FILTER = 20;

/**
 * The categories a stores list is narrowed to (`?category=3&category=8`, spec §2 small-screen
 * popover): positive ids, each once, at most 20; anything else is ignored.
 */
export function categoryIdsFrom(url: URL): number[] {
	const ids = url.searchParams
		.getAll('category')
		.filter((raw) => /^\d{1,9}$/.test(raw))
		.map(Number)
		.filter((id) => id > 0);
	return [...new Set(ids)].slice(0, MAX_CATEGORY_FILTER);
}

/** Food calls its stores restaurants (spec §2). */
export function storesWord(moduleType: ModuleType | null): 'stores' | 'restaurants' {
	return moduleType === 'food' ? 'restaurants' : 'stores';
}

/** What a module calls its items on tabs and headings (spec §2 search page tabs). */
export function itemsWord(
	moduleType: ModuleType | null,
): 'items' | 'foods' | 'medicines' | 'groceries' {
	if (moduleType === 'food') return 'foods';
	if (moduleType === 'pharmacy') return 'medicines';
	if (moduleType === 'grocery') return 'groceries';
	return 'items';
}

/** issue 14 item 5: `?open=1` keeps only stores open now (shop time); anything else shows all. */
export function openNowFrom(url: URL): boolean {
	return url.searchParams.get('open') === '1';
}
