// The results page's state lives in its URL (spec §2 /home?data_type=searched&search=…): every
// filter change is a new URL, so a result list can be shared and the back button undoes it.
// The same state turns into the API query (get-combined-data, contract §4.7).

export const SEARCH_PAGE_SIZE = 12; // spec §9 lists
export const PRICE_MIN = 0; // spec §9 price range
export const PRICE_MAX = 20_000;
export const PRICE_GAP = 1;
export const SORTS = ['relevance', 'price_low', 'price_high', 'rating', 'newest', 'name'] as const;
export type Sort = (typeof SORTS)[number];
export const RATINGS = [4, 3, 2] as const;

export interface SearchState {
	term: string;
	moduleId: number | null;
	tab: 'items' | 'stores';
	view: 'grid' | 'list';
	sort: Sort;
	veg: 'veg' | 'non_veg' | null;
	rating: number | null;
	minPrice: number;
	maxPrice: number;
	discounted: boolean;
	freeDelivery: boolean;
	openNow: boolean;
	categoryIds: number[];
	brandIds: number[];
	page: number;
}

const ids = (raw: string[]) =>
	[
		...new Set(
			raw
				.join(',')
				.split(',')
				.map(Number)
				.filter((n) => Number.isSafeInteger(n) && n > 0),
		),
	].slice(0, 20);
const whole = (raw: string | null, min: number, max: number, fallback: number) => {
	const n = Number(raw);
	return raw !== null && raw !== '' && Number.isFinite(n)
		? Math.min(max, Math.max(min, Math.round(n)))
		: fallback;
};

/** Reads the state from the page's query; anything malformed falls back to the default. */
export function parseSearchState(params: URLSearchParams): SearchState {
	const sort = params.get('sort');
	const veg = params.get('veg');
	const rating = Number(params.get('rating'));
	let minPrice = whole(params.get('min_price'), PRICE_MIN, PRICE_MAX, PRICE_MIN);
	let maxPrice = whole(params.get('max_price'), PRICE_MIN, PRICE_MAX, PRICE_MAX);
	if (maxPrice - minPrice < PRICE_GAP) [minPrice, maxPrice] = [PRICE_MIN, PRICE_MAX];
	const moduleId = Number(params.get('module_id'));
	return {
		term: (params.get('search') ?? params.get('name') ?? '').trim().slice(0, 100),
		moduleId: Number.isSafeInteger(moduleId) && moduleId > 0 ? moduleId : null,
		tab: params.get('tab') === 'stores' ? 'stores' : 'items',
		view: params.get('view') === 'list' ? 'list' : 'grid',
		sort: SORTS.find((s) => s === sort) ?? 'relevance',
		veg: veg === 'veg' || veg === 'non_veg' ? veg : null,
		rating: RATINGS.find((r) => r === rating) ?? null,
		minPrice,
		maxPrice,
		discounted: params.get('discounted') === '1',
		freeDelivery: params.get('free_delivery') === '1',
		openNow: params.get('open_now') === '1',
		categoryIds: ids(params.getAll('category_ids')),
		brandIds: ids(params.getAll('brand_ids')),
		page: whole(params.get('page'), 1, 1000, 1),
	};
}

/** The page's query for a state: defaults left out, so equal states have equal URLs. */
export function searchQuery(state: SearchState): URLSearchParams {
	const q = new URLSearchParams({ data_type: 'searched', search: state.term });
	if (state.moduleId) q.set('module_id', String(state.moduleId));
	if (state.tab !== 'items') q.set('tab', state.tab);
	if (state.view !== 'grid') q.set('view', state.view);
	if (state.sort !== 'relevance') q.set('sort', state.sort);
	if (state.veg) q.set('veg', state.veg);
	if (state.rating) q.set('rating', String(state.rating));
	if (state.minPrice !== PRICE_MIN) q.set('min_price', String(state.minPrice));
	if (state.maxPrice !== PRICE_MAX) q.set('max_price', String(state.maxPrice));
	if (state.discounted) q.set('discounted', '1');
	if (state.freeDelivery) q.set('free_delivery', '1');
	if (state.openNow) q.set('open_now', '1');
	if (state.categoryIds.length) q.set('category_ids', state.categoryIds.join(','));
	if (state.brandIds.length) q.set('brand_ids', state.brandIds.join(','));
	if (state.page > 1) q.set('page', String(state.page));
	return q;
}

/** A changed state starts again at page 1 (spec §4: a filter change replaces the list). */
export function withChange(state: SearchState, change: Partial<SearchState>): SearchState {
	return { ...state, page: 1, ...change };
}

/** The get-combined-data query of one page of the state's tab (contract §4.7, plus sort_by). */
export function apiQuery(state: SearchState, page: number): Record<string, string> {
	const filter = [
		state.discounted ? 'discounted' : '',
		state.freeDelivery ? 'free_delivery' : '',
		state.openNow ? 'currently_open' : '',
	].filter(Boolean);
	const q: Record<string, string> = {
		list_type: state.tab === 'stores' ? 'store' : 'item',
		data_type: 'searched',
		name: state.term,
		limit: String(SEARCH_PAGE_SIZE),
		offset: String(page),
		sort_by: state.sort,
	};
	if (filter.length) q.filter = filter.join(',');
	if (state.veg) q.type = state.veg;
	if (state.rating) q.rating_count = String(state.rating);
	if (state.tab === 'items' && (state.minPrice !== PRICE_MIN || state.maxPrice !== PRICE_MAX)) {
		q.min_price = String(state.minPrice);
		q.max_price = String(state.maxPrice);
	}
	if (state.categoryIds.length) q.category_ids = JSON.stringify(state.categoryIds);
	if (state.tab === 'items' && state.brandIds.length) q.brand_ids = JSON.stringify(state.brandIds);
	return q;
}

export type Chip = { key: string; change: Partial<SearchState> };

/** Applied-filter chips (spec §5: the price range is not one), each with its removal. */
export function appliedChips(state: SearchState): Chip[] {
	const chips: Chip[] = [];
	if (state.veg) chips.push({ key: state.veg, change: { veg: null } });
	if (state.rating) chips.push({ key: `rating:${state.rating}`, change: { rating: null } });
	if (state.discounted) chips.push({ key: 'discounted', change: { discounted: false } });
	if (state.freeDelivery) chips.push({ key: 'free_delivery', change: { freeDelivery: false } });
	if (state.openNow) chips.push({ key: 'open_now', change: { openNow: false } });
	for (const id of state.categoryIds)
		chips.push({
			key: `category:${id}`,
			change: { categoryIds: state.categoryIds.filter((c) => c !== id) },
		});
	for (const id of state.brandIds)
		chips.push({
			key: `brand:${id}`,
			change: { brandIds: state.brandIds.filter((b) => b !== id) },
		});
	return chips;
}

/**
 * Whether search engines may index a results URL (ADR 018): the first page of a real term with
 * no filters; junk terms (no letter or digit) and filtered or later pages are `noindex`.
 */
export function searchIndexable(state: SearchState | null, junk: boolean): boolean {
	if (!state || junk || state.page > 1 || state.tab !== 'items') return false;
	return appliedChips(state).length === 0 && state.sort === 'relevance';
}
