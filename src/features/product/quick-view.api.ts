import { api } from '~/api-client/client';
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
