import { queryOptions } from '@tanstack/react-query';
import { api } from '~/api-client/client';
import { catalogKey } from '~/api-client/query-keys';
import type { CatalogItem } from './product-item';

/** The item with its store (GET items/details/{id}, contract §4.3; id or slug). */
export type ItemDetails = CatalogItem & {
	store_details?: { id: number; slug: string | null } | null;
};

export function fetchItemDetails(key: string | number, signal?: AbortSignal): Promise<ItemDetails> {
	return api
		.options(signal ? { signal } : {})
		.url(`/items/details/${encodeURIComponent(String(key))}`)
		.get()
		.json<ItemDetails>();
}

/** The quick view's item; its own error state ('Could not load'), so no toast. */
export const itemDetailsQuery = (key: string | number) =>
	queryOptions({
		queryKey: catalogKey('item-details', { key: String(key) }),
		queryFn: ({ signal }) => fetchItemDetails(key, signal),
		meta: { silent: true },
	});
