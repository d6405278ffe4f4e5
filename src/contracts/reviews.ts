import { z } from 'zod';

/** Reviews (contract §4.3, §8.4, §6 review reminder), snake_case as on the wire. */
const wholeNumber = (field: string) =>
	z
		.union([z.number(), z.string().trim()], { error: `The ${field} field is required.` })
		.transform(String)
		.pipe(z.string().regex(/^\d{1,9}$/, { error: `The ${field} must be an integer.` }))
		.transform(Number);

const rating = z
	.union([z.number(), z.string().trim()], { error: 'The rating field is required.' })
	.transform(Number)
	.pipe(
		z
			.number({ error: 'The rating must be a number.' })
			.int({ error: 'The rating must be a whole number.' })
			.min(1, { error: 'The rating must be at least 1.' })
			.max(5, { error: 'The rating may not be greater than 5.' }),
	);

const comment = z
	.string()
	.trim()
	.max(1000, { error: 'The comment may not be greater than 1000 characters.' })
	.optional()
	.default('');

export const itemReviewRequestSchema = z.object({
	item_id: wholeNumber('item id'),
	order_id: wholeNumber('order id'),
	rating,
	comment,
});

export const deliveryManReviewRequestSchema = z.object({
	delivery_man_id: wholeNumber('delivery man id'),
	order_id: wholeNumber('order id'),
	rating,
	comment,
});

export const reviewOrderRequestSchema = z.object({ order_id: wholeNumber('order id') });
export const storeReviewsRequestSchema = z.object({ store_id: wholeNumber('store id') });

export const reviewMessageSchema = z.object({ message: z.string() });

export const reviewReminderSchema = z.object({
	order_id: z.number().nullable(),
	images: z.array(z.string().nullable()),
});

export const reviewableOrderSchema = z.object({
	order_id: z.number(),
	order_status: z.string(),
	items: z.array(
		z.object({
			item_id: z.number().nullable(),
			name: z.string(),
			image_full_url: z.string().nullable(),
			reviewed: z.boolean(),
		}),
	),
	delivery_man: z
		.object({
			id: z.number(),
			f_name: z.string(),
			l_name: z.string(),
			image_full_url: z.string().nullable(),
			reviewed: z.boolean(),
		})
		.nullable(),
});
export type ReviewableOrder = z.infer<typeof reviewableOrderSchema>;
export type ReviewReminder = z.infer<typeof reviewReminderSchema>;

export const storeReviewSchema = z.looseObject({
	id: z.number(),
	item_id: z.number(),
	rating: z.number(),
	comment: z.string(),
	attachment: z.array(z.string()),
	item_name: z.string(),
	customer_name: z.string(),
	created_at: z.string(),
});
