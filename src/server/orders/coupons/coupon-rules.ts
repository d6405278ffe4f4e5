/** Coupons (contract §4.6 coupon/apply, §8.1 steps 5 and 7, §10.4). Pure. */
import { clamp, fromMinor, percentOf, toMinor } from '../pricing/money-cents';

/** What the discount needs from a coupon row. */
export interface CouponTerms {
	code: string;
	title: string;
	/** default | store_wise | zone_wise | free_delivery | first_order */
	couponType: string;
	/** percent | amount */
	discountType: string;
	discount: number;
	/** 0 = no cap. */
	maxDiscount: number;
	minPurchase: number;
	/** admin | vendor: who pays for a free delivery. */
	createdBy: string;
}

/** A coupon row as the eligibility rules read it. */
export interface CouponRule extends CouponTerms {
	status: number;
	moduleId: number;
	/** YYYY-MM-DD, inclusive. */
	startDate: string;
	expireDate: string;
	/** Uses per customer (first_order: orders allowed before); null = unlimited. */
	limit: number | null;
	/** Store ids (store_wise) or zone ids (zone_wise). */
	data: number[];
	/** The vendor's store for vendor coupons. */
	storeId: number | null;
	/** ["all"] or customer ids. */
	customerIds: (string | number)[];
}

/** Who applies the coupon; counts come from the customer's orders. */
export type CouponCustomer =
	| { kind: 'guest' }
	| { kind: 'customer'; id: number | null; orderCount: number; usesOfCode: number };

export interface CouponContext {
	/** The shop's local date, YYYY-MM-DD. */
	today: string;
	/** The `moduleId` of the request. */
	moduleId: number;
	/** The store ordered from; null when unknown. */
	store: { id: number; zoneId: number } | null;
	customer: CouponCustomer;
	/** Items after product discounts (`ItemsPricing.item_total`); null skips the min_purchase test. */
	itemTotal?: number | null;
	decimals: number;
}

export type CouponRejection =
	| 'not_found'
	| 'expired'
	| 'not_started'
	| 'not_eligible'
	| 'wrong_zone'
	| 'limit_reached'
	| 'min_purchase';

/** HTTP status per rejection (contract §4.6: 404 unknown, 406 limit, 407 expired, 403 not eligible). */
export const COUPON_REJECTION_STATUS = {
	not_found: 404,
	expired: 407,
	not_started: 407,
	not_eligible: 403,
	wrong_zone: 403,
	limit_reached: 406,
	min_purchase: 403,
} as const satisfies Record<CouponRejection, number>;

export type CouponCheck =
	| { ok: true }
	| {
			ok: false;
			reason: CouponRejection;
			status: (typeof COUPON_REJECTION_STATUS)[CouponRejection];
	  };

const reject = (reason: CouponRejection): CouponCheck => ({
	ok: false,
	reason,
	status: COUPON_REJECTION_STATUS[reason],
});

/** Whether the coupon counts the customer's orders or uses (first-order and limited coupons). */
export function limitedPerCustomer(coupon: Pick<CouponRule, 'couponType' | 'limit'>): boolean {
	// A limit of 0 is "none", as the original's loose `limit == null` test reads it.
	return coupon.couponType === 'first_order' || (coupon.limit !== null && coupon.limit > 0);
}

/**
 * The per-customer limits: first-order coupons only while the customer's orders are under the
 * limit (none or 0 still means the first order only), others at most `limit` uses of the code.
 * Guests cannot use either ('not found' for them, contract §8.1 step 5).
 */
export function customerLimit(
	coupon: Pick<CouponRule, 'couponType' | 'limit'>,
	customer: CouponCustomer,
): 'not_found' | 'limit_reached' | null {
	if (!limitedPerCustomer(coupon)) return null;
	if (customer.kind === 'guest') return 'not_found';
	const reached =
		coupon.couponType === 'first_order'
			? customer.orderCount >= Math.max(1, coupon.limit ?? 1)
			: customer.usesOfCode >= (coupon.limit ?? 0);
	return reached ? 'limit_reached' : null;
}

/**
 * Whether a coupon applies, in the order the 6amMart backend checks (contract §4.6): active and
 * of this module, today within its dates, store-wise and vendor coupons only at their store,
 * addressed to everyone or this customer, zone-wise only for a store in its zones, first-order
 * only while the customer's orders are under its limit, otherwise at most `limit` uses; guests
 * cannot use a coupon with a per-user limit (it is "not found" for them, contract §8.1 step 5).
 * Finally `min_purchase` against the item total, when one is given.
 */
export function checkCoupon(coupon: CouponRule, ctx: CouponContext): CouponCheck {
	if (coupon.status !== 1 || coupon.moduleId !== ctx.moduleId) return reject('not_found');
	if (ctx.today < coupon.startDate) return reject('not_started');
	if (ctx.today > coupon.expireDate) return reject('expired');
	const storeId = ctx.store?.id ?? null;
	if (coupon.couponType === 'store_wise' && (storeId === null || !coupon.data.includes(storeId))) {
		return reject('not_found');
	}
	if (coupon.createdBy === 'vendor' && storeId !== coupon.storeId) return reject('not_found');
	const customers = coupon.customerIds.map(String);
	const customerId = ctx.customer.kind === 'customer' ? ctx.customer.id : null;
	if (
		!customers.includes('all') &&
		(customerId === null || !customers.includes(String(customerId)))
	) {
		return reject('not_eligible');
	}
	if (
		coupon.couponType === 'zone_wise' &&
		(!ctx.store || !coupon.data.includes(ctx.store.zoneId))
	) {
		return reject('wrong_zone');
	}
	const limited = customerLimit(coupon, ctx.customer);
	if (limited) return reject(limited);
	if (
		ctx.itemTotal != null &&
		toMinor(ctx.itemTotal, ctx.decimals) < toMinor(coupon.minPurchase, ctx.decimals)
	) {
		return reject('min_purchase');
	}
	return { ok: true };
}

/** `couponDiscount()` in minor units (R3), for `priceOrder()`. */
export function couponDiscountMinor(
	coupon: CouponTerms,
	baseMinor: number,
	decimals: number,
): number {
	if (coupon.couponType === 'free_delivery' || baseMinor <= 0) return 0;
	let off =
		coupon.discountType === 'percent'
			? percentOf(baseMinor, Math.max(0, coupon.discount))
			: toMinor(Math.max(0, coupon.discount), decimals);
	if (coupon.maxDiscount > 0) off = Math.min(off, toMinor(coupon.maxDiscount, decimals));
	return clamp(off, 0, baseMinor);
}

/**
 * The coupon's discount on the item total (items + add-ons − product discounts): a percent capped
 * by `max_discount` when above 0, or a fixed amount; never more than the base; 0 for free
 * delivery coupons (they waive the delivery charge instead).
 */
export function couponDiscount(coupon: CouponTerms, base: number, decimals: number): number {
	return fromMinor(couponDiscountMinor(coupon, toMinor(base, decimals), decimals), decimals);
}
