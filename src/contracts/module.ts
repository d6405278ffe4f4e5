import { z } from 'zod';

/** Delivery rates of one module in one zone (the module_zone pivot). */
export const modulePivotSchema = z.object({
	zone_id: z.number().int(),
	module_id: z.number().int(),
	per_km_shipping_charge: z.number().nullable(),
	minimum_shipping_charge: z.number().nullable(),
	maximum_shipping_charge: z.number().nullable(),
	maximum_cod_order_amount: z.number().nullable(),
});

export const moduleZoneSchema = z.object({
	id: z.number().int(),
	name: z.string(),
	display_name: z.string(),
	status: z.number().int(),
	cash_on_delivery: z.boolean(),
	digital_payment: z.boolean(),
	pivot: modulePivotSchema,
});

/** GET /module entries (contract §2). `status` is the string "1", as the real backend casts it. */
export const moduleSchema = z.object({
	id: z.number().int(),
	module_name: z.string(),
	module_type: z.enum(['grocery', 'pharmacy', 'ecommerce', 'food', 'parcel']),
	slug: z.string(),
	thumbnail: z.string().nullable(),
	icon: z.string().nullable(),
	icon_full_url: z.string().nullable(),
	thumbnail_full_url: z.string().nullable(),
	status: z.string(),
	stores_count: z.number().int(),
	items_count: z.number().int(),
	theme_id: z.number().int(),
	description: z.string().nullable(),
	all_zone_service: z.number().int(),
	created_at: z.string(),
	updated_at: z.string(),
	translations: z.array(z.unknown()),
	storage: z.array(z.unknown()),
	zones: z.array(moduleZoneSchema),
});
export type Module = z.infer<typeof moduleSchema>;
