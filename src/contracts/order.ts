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
	/** The new customer's first-order discount (contract §8.1 step 7; ADR 030), 0 if none. */
	ref_bonus_amount: number;
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

/** An order's money on the wire (`customer/order/preview` `pricing`). */
export const orderPricingSchema = z.object({
	items_subtotal: z.number(),
	add_ons_subtotal: z.number(),
	product_discount_amount: z.number(),
	store_discount_amount: z.number(),
	flash_sale_discount_amount: z.number(),
	item_total: z.number(),
	coupon_discount_amount: z.number(),
	coupon_code: z.string().nullable(),
	coupon_discount_title: z.string().nullable(),
	ref_bonus_amount: z.number(),
	tax_status: z.enum(['included', 'excluded']),
	tax_percentage: z.number(),
	total_tax_amount: z.number(),
	original_delivery_charge: z.number(),
	delivery_charge: z.number(),
	free_delivery_by: z.enum(['admin', 'vendor']).nullable(),
	dm_tips: z.number(),
	additional_charge: z.number(),
	extra_packaging_amount: z.number(),
	order_amount: z.number(),
}) satisfies z.ZodType<OrderPricing>;
