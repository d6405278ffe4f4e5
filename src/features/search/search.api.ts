import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '~/api-client/client';
import { catalogKey } from '~/api-client/query-keys';
import type { ItemOrStore, SearchSuggestion } from '~/contracts/search';
import { $currentLatLng } from '~/state/location.state';
import { apiQuery, type SearchState } from './search-params';

// The search islands' data (ADR 018), as TanStack Query options shared by their components.

/** Suggestions shown under the header box: 8 items and 8 stores. */
export const SUGGESTION_LIMIT = 8;

export type SuggestionItem = {
	id: number;
	name: string;
	slug?: string;
	image_full_url: string | null;
	store_name: string;
};
export type SuggestionStore = {
	id: number;
	name: string;
	slug: string | null;
	logo_full_url: string | null;
};
export interface Suggestions {
	items: SuggestionItem[];
	stores: SuggestionStore[];
}

/**
 * Items and stores for a term: items/item-or-store-search (contract §4.3) when the shopper's
 * position is known, which it asks for, else items/search-suggestion.
 */
export function suggestionsQuery(term: string) {
	return queryOptions({
		queryKey: catalogKey('search-suggestions', { term }),
		enabled: term.trim().length > 0,
		staleTime: 60_000,
		meta: { silent: true },
		queryFn: async ({ signal }): Promise<Suggestions> => {
			if ($currentLatLng.get()) {
				const body = await api
					.query({ name: term, limit: SUGGESTION_LIMIT })
					.options({ signal })
					.get('/items/item-or-store-search')
					.json<ItemOrStore>();
				return { items: body.items as SuggestionItem[], stores: body.stores as SuggestionStore[] };
			}
			const body = await api
				.query({ name: term })
				.options({ signal })
				.get('/items/search-suggestion')
				.json<SearchSuggestion>();
			return { items: body.products as SuggestionItem[], stores: body.stores as SuggestionStore[] };
		},
	});
}

/** GET customer/suggested-items, for signed-in shoppers. */
export function suggestedItemsQuery(signedIn: boolean) {
	return queryOptions({
		queryKey: catalogKey('suggested-items'),
		enabled: signedIn,
		staleTime: 300_000,
		meta: { silent: true },
		queryFn: ({ signal }) =>
			api.options({ signal }).get('/customer/suggested-items').json<SuggestionItem[]>(),
	});
}

export interface ResultPage {
	total_size: number;
	offset: number | string;
	products?: ResultItem[];
	stores?: ResultStore[];
}
export type ResultItem = {
	id: number;
	name: string;
	slug: string | null;
	image_full_url: string | null;
	store_name: string;
	store_id: number;
	price: number;
	discount: number;
	discount_type: string;
	avg_rating: number;
	rating_count: number;
	veg: number;
	/** What the card's add button needs (the cards' `data-*` contract, catalog/card-actions.ts). */
	module_id: number;
	module_type: string;
	variations: unknown[];
	food_variations: unknown[] | '';
};
export type ResultStore = {
	id: number;
	name: string;
	slug: string | null;
	logo_full_url: string | null;
	address: string | null;
	avg_rating: number;
	delivery_time: string;
	open: number;
	active: boolean;
};

/** Pages of the results tab (get-combined-data), the next one until the list is complete. */
export function resultsQuery(state: SearchState, firstPage?: ResultPage) {
	const { page: _, view: __, ...key } = state;
	return infiniteQueryOptions({
		queryKey: catalogKey('search-results', key),
		initialPageParam: state.page,
		...(firstPage ? { initialData: { pages: [firstPage], pageParams: [state.page] } } : {}),
		staleTime: 60_000,
		queryFn: ({ pageParam, signal }) =>
			api
				.query(apiQuery(state, pageParam))
				.headers(state.moduleId ? { moduleId: String(state.moduleId) } : {})
				.options({ signal })
				.get('/get-combined-data')
				.json<ResultPage>(),
		getNextPageParam: (last, pages, lastParam) => {
			const rows = (last.products ?? last.stores ?? []).length;
			const seen = pages.reduce((n, p) => n + (p.products ?? p.stores ?? []).length, 0);
			return rows > 0 && seen + (state.page - 1) * 12 < last.total_size ? lastParam + 1 : undefined;
		},
	});
}
