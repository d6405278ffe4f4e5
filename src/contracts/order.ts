import { z } from 'zod';

/** How an order reaches the customer (contract §8.1). */
export const ORDER_TYPES = ['delivery', 'take_away', 'parcel'] as const;
export const orderTypeSchema = z.enum(ORDER_TYPES);
export type OrderType = z.infer<typeof orderTypeSchema>;

/** Payment methods of order placement (contract §8.1, §10.2). */
export const PAYMENT_METHODS = [
	'cash_on_delivery',
	'digital_payment',
	'wallet',
	'offline_payment',
] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

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

/** Who pays for a free delivery (order column `free_delivery_by`, contract §3.4). */
export type FreeDeliveryBy = 'admin' | 'vendor' | null;

/**
 * An order's money, as the order row stores it (contract §3.4, §8.1 steps 7-10). Amounts are in
 * the shop's currency, rounded to its decimals.
 */
export interface OrderPricing {
	/** Items (unit price × quantity) before any discount. */
	items_subtotal: number;
	/** Add-ons of every line (charged once per line, contract §11.9). */
	add_ons_subtotal: number;
	/** Flash-sale, store-wide and item discounts together. */
	product_discount_amount: number;
	/** The part of `product_discount_amount` that came from the store-wide discount. */
	store_discount_amount: number;
	/** The part that came from flash sales. */
	flash_sale_discount_amount: number;
	/** items + add-ons − product discounts: what the items cost the customer before a coupon. */
	item_total: number;
	coupon_discount_amount: number;
	coupon_code: string | null;
	coupon_discount_title: string | null;
	tax_status: 'included' | 'excluded';
	tax_percentage: number;
	total_tax_amount: number;
	/** The delivery charge before any free delivery. */
	original_delivery_charge: number;
	delivery_charge: number;
	free_delivery_by: FreeDeliveryBy;
	dm_tips: number;
	additional_charge: number;
	extra_packaging_amount: number;
	/** What the customer pays. */
	order_amount: number;
}

/** Free-delivery progress of a cart (spec §9). */
export interface FreeDeliveryProgress {
	/** subtotal / free_delivery_over as a percentage, clamped to 0-100. */
	percent: number;
	/** How much more to add for free delivery; 0 once reached. */
	remaining: number;
	reached: boolean;
}

/**
 * spec §9: free-delivery progress = cart subtotal / free_delivery_over as a percentage clamped 0
 * to 100; the remaining amount is shown until it reaches 0. Null when the shop sets no threshold.
 * Pure, shared by the cart drawer (browser) and order pricing (server).
 */
export function freeDeliveryProgress(
	subtotal: number,
	freeDeliveryOver: number | null | undefined,
	decimals = 2,
): FreeDeliveryProgress | null {
	if (freeDeliveryOver == null || !Number.isFinite(freeDeliveryOver) || freeDeliveryOver <= 0) {
		return null;
	}
	const amount = Number.isFinite(subtotal) ? Math.max(0, subtotal) : 0;
	const scale = 10 ** decimals;
	// Whole minor units (cents) so 50 − 49.9 is 0.1, not 0.10000000000000142.
	const minor = (value: number) => Math.round(Number((value * scale).toPrecision(15)));
	const remainingMinor = Math.max(0, minor(freeDeliveryOver) - minor(amount));
	return {
		percent: Math.min(100, (amount / freeDeliveryOver) * 100),
		remaining: remainingMinor / scale,
		reached: remainingMinor === 0,
	};
}
