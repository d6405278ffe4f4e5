import { z } from 'zod';
import { modulePivotSchema, zoneSchema } from './zone';

/** A zone as a module lists it, with that module's rates there. */
export const moduleZoneSchema = zoneSchema
	.pick({
		id: true,
		name: true,
		display_name: true,
		status: true,
		cash_on_delivery: true,
		digital_payment: true,
	})
	.extend({ pivot: modulePivotSchema });

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
