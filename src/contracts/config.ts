import { z } from 'zod';
import { moduleSchema } from './module';

/**
 * GET /config (contract §1.1): one flat object. The fields the storefront reads are typed; the
 * remaining business switches pass through as the settings store them.
 */
export const configSchema = z.looseObject({
	business_name: z.string(),
	logo: z.string(),
	logo_full_url: z.string().nullable(),
	fav_icon_full_url: z.string().nullable(),
	phone: z.string(),
	email: z.string(),
	address: z.string(),
	country: z.string(),
	default_location: z.object({ lat: z.string(), lng: z.string() }),
	currency_symbol: z.string(),
	currency_symbol_direction: z.enum(['left', 'right']),
	digit_after_decimal_point: z.number().int(),
	footer_text: z.string(),
	free_delivery_over: z.number().nullable(),
	guest_checkout_status: z.number().int(),
	customer_wallet_status: z.number().int(),
	loyalty_point_status: z.number().int(),
	ref_earning_status: z.number().int(),
	refund_policy: z.number().int(),
	cancelation_policy: z.number().int(),
	shipping_policy: z.number().int(),
	country_picker_status: z.number().int(),
	base_urls: z.record(z.string(), z.string()),
	language: z.array(z.object({ key: z.string(), value: z.string() })),
	sys_language: z.array(
		z.object({
			key: z.string(),
			value: z.string(),
			direction: z.enum(['ltr', 'rtl']),
			default: z.boolean(),
		}),
	),
	module_config: z.record(z.string(), z.unknown()),
	module: moduleSchema.omit({ zones: true }).nullable(),
});
export type Config = z.infer<typeof configSchema>;
