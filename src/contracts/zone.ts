import { z } from 'zod';

const geoPolygonSchema = z.object({
	type: z.literal('Polygon'),
	coordinates: z.array(z.array(z.tuple([z.number(), z.number()]))),
});

/** Delivery rates of one module in one zone (the module_zone pivot). */
export const modulePivotSchema = z.object({
	zone_id: z.number().int(),
	module_id: z.number().int(),
	per_km_shipping_charge: z.number().nullable(),
	minimum_shipping_charge: z.number().nullable(),
	maximum_shipping_charge: z.number().nullable(),
	maximum_cod_order_amount: z.number().nullable(),
});

/** A zone as get-zone-id's `zone_data` and module `zones` carry it (contract §1.2). */
export const zoneSchema = z.object({
	id: z.number().int(),
	name: z.string(),
	display_name: z.string(),
	status: z.number().int(),
	cash_on_delivery: z.boolean(),
	digital_payment: z.boolean(),
	offline_payment: z.boolean(),
	increased_delivery_fee: z.number(),
	increased_delivery_fee_status: z.number().int(),
	increase_delivery_charge_message: z.string().nullable(),
	coordinates: geoPolygonSchema,
	created_at: z.string(),
	updated_at: z.string(),
});
export type Zone = z.infer<typeof zoneSchema>;

export const zoneModuleSchema = z.object({
	id: z.number().int(),
	module_name: z.string(),
	module_type: z.string(),
	pivot: modulePivotSchema,
});

export const zoneDataSchema = zoneSchema.extend({ modules: z.array(zoneModuleSchema) });
export type ZoneData = z.infer<typeof zoneDataSchema>;

/** GET /config/get-zone-id: `zone_id` is a JSON-encoded string such as "[5,1]". */
export const zoneIdResponseSchema = z.object({
	zone_id: z.string(),
	zone_data: z.array(zoneDataSchema),
});
export type ZoneIdResponse = z.infer<typeof zoneIdResponseSchema>;
