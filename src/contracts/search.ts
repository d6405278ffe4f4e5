import { z } from 'zod';
import { itemSchema, storeSchema } from './catalog';

/**
 * Search (ADR 017): the term a shopper typed. Required and not blank (contract wording); any
 * length is accepted and only its first 100 characters are read (`MAX_TERM_CHARS`).
 */
export const searchNameSchema = z
	.string({ error: 'The name field is required.' })
	.trim()
	.min(1, { error: 'The name field is required.' });

/** The sort choices of the results page (`sort_by`, an extension of get-combined-data). */
export const searchSortSchema = z.enum(
	['relevance', 'price_low', 'price_high', 'rating', 'newest', 'name'],
	{
		error: 'The selected sort is invalid.',
	},
);
export type SearchSortBy = z.infer<typeof searchSortSchema>;

/** GET items/search-suggestion. */
export const searchSuggestionSchema = z.looseObject({
	total_size: z.number(),
	limit: z.number(),
	offset: z.number(),
	products: z.array(
		z.looseObject({
			id: z.number().int(),
			name: z.string(),
			image_full_url: z.string().nullable(),
			store_name: z.string(),
		}),
	),
	stores: z.array(
		z.looseObject({
			id: z.number().int(),
			name: z.string(),
			slug: z.string(),
			logo_full_url: z.string().nullable(),
		}),
	),
});
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;

/** GET items/item-or-store-search: up to `limit` (50) items and stores. */
export const itemOrStoreSchema = z.looseObject({
	items: z.array(itemSchema),
	stores: z.array(storeSchema),
});
export type ItemOrStore = z.infer<typeof itemOrStoreSchema>;

/** GET customer/suggested-items: up to 5 items (a bare array, as 6amMart answers). */
export const suggestedItemsSchema = z.array(itemSchema);
