/**
 * The new customer's first-order discount (contract §8.1 step 7, `ref_bonus_amount`; ADR 030):
 * the offer customer/info announces as `is_valid_for_discount` (the welcome modal's "special
 * discount on your first order within {validity}"), taken off the items after the coupon. One
 * rule for both, so what the shopper was promised is what checkout charges. Pure.
 */
import { newCustomerDiscount } from '../../customers/new-customer-discount';
import { clamp, percentOf, toMinor } from './money-cents';

export interface FirstOrderCustomer {
	createdAt: Date;
	/** Orders of the customer that still count (any but canceled and failed). */
	liveOrders: number;
}

/** The discount in minor units on `baseMinor` (items − product discounts − coupon); 0 if none. */
export function firstOrderDiscountMinor(
	settings: Record<string, unknown>,
	customer: FirstOrderCustomer | null,
	now: Date,
	baseMinor: number,
	decimals: number,
): number {
	if (!customer || baseMinor <= 0) return 0;
	const offer = newCustomerDiscount(
		settings,
		{ createdAt: customer.createdAt, orderCount: customer.liveOrders },
		now,
	);
	if (!offer.is_valid_for_discount) return 0;
	const off =
		offer.discount_amount_type === 'amount'
			? toMinor(Math.max(0, offer.discount_amount), decimals)
			: percentOf(baseMinor, Math.max(0, offer.discount_amount));
	return clamp(off, 0, baseMinor);
}
