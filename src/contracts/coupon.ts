import { z } from 'zod';

/** Coupon kinds (contract §4.6). */
export const COUPON_TYPES = [
	'default',
	'store_wise',
	'zone_wise',
	'free_delivery',
	'first_order',
] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

/**
 * A coupon as `coupon/apply` answers it (contract §4.6): the coupon row, with `data` and
 * `customer_id` as JSON-in-a-string columns (contract §11.19).
 */
export const couponSchema = z.looseObject({
	id: z.number().int(),
	title: z.string(),
	code: z.string(),
	start_date: z.string(),
	expire_date: z.string(),
	/** Same as `expire_date`: the original client's coupon card reads this name. */
	end_date: z.string(),
	min_purchase: z.number(),
	max_discount: z.number(),
	discount: z.number(),
	discount_type: z.enum(['percent', 'amount']),
	coupon_type: z.string(),
	limit: z.number().int().nullable(),
	status: z.number().int(),
	data: z.string(),
	total_uses: z.number().int(),
	module_id: z.number().int(),
	created_by: z.string(),
	customer_id: z.string(),
	store_id: z.number().int().nullable(),
	created_at: z.string(),
	updated_at: z.string(),
});
export type Coupon = z.infer<typeof couponSchema>;
