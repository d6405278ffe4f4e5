import { z } from 'zod';

/** An item as lists and details carry it (contract §3.1); documented fields, more pass through. */
export const itemSchema = z.looseObject({
	id: z.number().int(),
	name: z.string(),
	description: z.string(),
	slug: z.string(),
	image_full_url: z.string().nullable(),
	images_full_url: z.array(z.string().nullable()),
	category_ids: z.array(z.object({ id: z.string(), position: z.number(), name: z.string() })),
	store_id: z.number().int(),
	store_name: z.string(),
	module_id: z.number().int(),
	module_type: z.string(),
	/** The item's module (contract §3.1): the original client's card reads `module.module_type`. */
	module: z
		.looseObject({ id: z.number().int(), module_name: z.string(), module_type: z.string() })
		.nullable(),
	price: z.number(),
	discount: z.number(),
	discount_type: z.string(),
	store_discount: z.number(),
	variations: z.array(z.object({ type: z.string(), price: z.number(), stock: z.number() })),
	food_variations: z.array(z.unknown()),
	add_ons: z.array(z.object({ id: z.number(), name: z.string(), price: z.number() }).loose()),
	stock: z.number(),
	maximum_cart_quantity: z.number().nullable(),
	flash_sale: z.number(),
	available_time_starts: z.string(),
	available_time_ends: z.string(),
	veg: z.number(),
	organic: z.number(),
	halal_tag_status: z.number(),
	is_prescription_required: z.number(),
	recommended: z.number(),
	avg_rating: z.number(),
	rating_count: z.number(),
});

/** A store as lists carry it (contract §3.2). */
export const storeSchema = z.looseObject({
	id: z.number().int(),
	name: z.string(),
	slug: z.string(),
	logo_full_url: z.string().nullable(),
	cover_photo_full_url: z.string().nullable(),
	address: z.string(),
	latitude: z.string(),
	longitude: z.string(),
	module_id: z.number().int(),
	zone_id: z.number().int(),
	open: z.number(),
	active: z.boolean(),
	distance: z.number(),
	avg_rating: z.number(),
	rating_count: z.number(),
	delivery_time: z.string(),
	free_delivery: z.boolean(),
	delivery: z.boolean(),
	take_away: z.boolean(),
	featured: z.number(),
	total_items: z.number(),
	/** Our addition (issue 14): a closed store's next opening, shop time; null when open. */
	opens_at: z
		.object({ days: z.number().int(), weekday: z.number().int(), time: z.string() })
		.nullable()
		.optional(),
});

const echo = z.union([z.string(), z.number()]);
export const itemPageSchema = z.looseObject({
	total_size: z.number().int(),
	limit: echo,
	offset: echo,
	products: z.array(itemSchema),
});
/** items/recommended and items/suggested: the same page under the key `items` (contract §4). */
export const itemListPageSchema = z.looseObject({
	total_size: z.number().int(),
	limit: echo,
	offset: echo,
	items: z.array(itemSchema),
});
export const storePageSchema = z.looseObject({
	total_size: z.number().int(),
	limit: echo,
	offset: echo,
	stores: z.array(storeSchema),
});

export const categorySchema = z.looseObject({
	id: z.number().int(),
	name: z.string(),
	slug: z.string(),
	image_full_url: z.string().nullable(),
	parent_id: z.number().int(),
	position: z.number().int(),
	module_id: z.number().int(),
	featured: z.number().int(),
	products_count: z.number().int(),
	childes_count: z.number().int(),
});

/** A brand as GET brand lists it, with its active items (contract §4). */
export const brandSchema = z.looseObject({
	id: z.number().int(),
	name: z.string(),
	slug: z.string(),
	image: z.string().nullable(),
	image_full_url: z.string().nullable(),
	status: z.number().int(),
	module_id: z.number().int().nullable(),
	items_count: z.number().int(),
});
export type Brand = z.infer<typeof brandSchema>;

/** A common condition (pharmacy) as GET common-condition lists it (contract §4). */
export const commonConditionSchema = z.looseObject({
	id: z.number().int(),
	name: z.string(),
	slug: z.string(),
	status: z.number().int(),
	items_count: z.number().int(),
});
export type CommonCondition = z.infer<typeof commonConditionSchema>;
