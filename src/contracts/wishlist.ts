import { z } from 'zod';
import './field-messages';
import { itemSchema, storeSchema } from './catalog';

/**
 * The wishlist of signed-in customers (contract §9, spec §5): favourite items and stores, each
 * kept once. Ids arrive as numbers or, from forms and query strings, as text.
 */

const entryId = (field: string) => {
	const integer = `The ${field} must be an integer.`;
	return z.preprocess(
		(v) => (v === null || v === '' ? undefined : v),
		z
			.union(
				[
					z.number(),
					z
						.string()
						.trim()
						.regex(/^\d{1,9}$/, { error: integer }),
				],
				{ error: integer },
			)
			.transform(Number)
			.pipe(z.number().int().positive({ error: integer }))
			.optional(),
	);
};

/** POST customer/wish-list/add and DELETE customer/wish-list/remove: an item or a store. */
export const wishlistEntryRequestSchema = z
	.object({ item_id: entryId('item id'), store_id: entryId('store id') })
	.superRefine((v, ctx) => {
		if (v.item_id === undefined && v.store_id === undefined)
			ctx.addIssue({
				code: 'custom',
				path: ['item_id'],
				message: 'The item id field is required when store id is not present.',
			});
	});
export type WishlistEntryRequest = z.infer<typeof wishlistEntryRequestSchema>;

/** GET customer/wish-list: the entries in the request's zones (and module), newest first. */
export const wishlistSchema = z.object({
	item: z.array(itemSchema),
	store: z.array(storeSchema),
});
export type Wishlist = z.infer<typeof wishlistSchema>;
