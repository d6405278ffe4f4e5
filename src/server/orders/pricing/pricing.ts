/**
 * Order pricing (contract §8.1 steps 7-10): puts the lines, coupon, tax and delivery rules
 * together. Pure: no database, no clock; callers pass what the rows say. Money is exact; the
 * rounding points are listed in `money-cents.ts`.
 */
import type { OrderPricing } from '~/contracts/order';
import { type CouponTerms, couponDiscountMinor } from '../coupons/coupon-rules';
import { type DeliveryInput, deliveryMinor } from './delivery-charge';
import type { ItemsPricing } from './line-pricing';
import { amountOrThrow, fromMinor, toMinor } from './money-cents';
import { taxMinor } from './order-tax';

export interface OrderPricingInput {
	decimals: number;
	items: ItemsPricing;
	/** A coupon `checkCoupon()` accepted with this order's item total; null without one. */
	coupon: CouponTerms | null;
	/** The store's `tax` percent; `tax_included` from the settings. */
	tax: { percent: number; included: boolean };
	delivery: Omit<DeliveryInput, 'eligibleSubtotal' | 'freeDeliveryCoupon'>;
	/** Delivery-person tip; counted for delivery orders when `dm_tips_status` is on. */
	dmTips?: number;
	tipsEnabled?: boolean;
	/** The service charge (`additional_charge`) when its status is on, else 0. */
	additionalCharge?: number;
	/** The store's packaging amount when requested and enabled, else 0. */
	extraPackagingAmount?: number;
	/** The first-order discount (minor units) on the items after the coupon (ADR 030). */
	firstOrderOff?: ((baseMinor: number) => number) | undefined;
}

/**
 * The order's money (contract §8.1 steps 7-10): item total − coupon − first-order discount =
 * discounted items; tax on
 * them; delivery; tips; service charge; packaging. `order_amount` = discounted items + excluded
 * tax + delivery charge + tips + service charge + packaging.
 */
export function priceOrder(input: OrderPricingInput): OrderPricing {
	const d = input.decimals;
	const items = input.items;
	const itemTotal = toMinor(items.item_total, d);
	const coupon =
		input.coupon && itemTotal >= toMinor(input.coupon.minPurchase, d) ? input.coupon : null;
	const couponOff = coupon ? couponDiscountMinor(coupon, itemTotal, d) : 0;
	const refBonus = input.firstOrderOff ? input.firstOrderOff(itemTotal - couponOff) : 0;
	const discounted = itemTotal - couponOff - refBonus;
	const tax = taxMinor(discounted, input.tax.percent, input.tax.included);
	const delivery = deliveryMinor(
		{
			...input.delivery,
			eligibleSubtotal: fromMinor(discounted, d),
			freeDeliveryCoupon: coupon?.couponType === 'free_delivery' ? coupon : null,
		},
		d,
	);
	const tips =
		input.tipsEnabled && input.delivery.orderType === 'delivery'
			? toMinor(amountOrThrow(input.dmTips ?? 0, 'tip'), d)
			: 0;
	const additional = toMinor(amountOrThrow(input.additionalCharge ?? 0, 'additional charge'), d);
	const packaging = toMinor(amountOrThrow(input.extraPackagingAmount ?? 0, 'packaging'), d);
	const total =
		discounted + (input.tax.included ? 0 : tax) + delivery.charge + tips + additional + packaging;
	const money = (minor: number) => fromMinor(minor, d);
	return {
		items_subtotal: items.items_subtotal,
		add_ons_subtotal: items.add_ons_subtotal,
		product_discount_amount: items.product_discount_amount,
		store_discount_amount: items.store_discount_amount,
		flash_sale_discount_amount: items.flash_sale_discount_amount,
		item_total: items.item_total,
		coupon_discount_amount: money(couponOff),
		coupon_code: coupon?.code ?? null,
		coupon_discount_title: coupon?.title ?? null,
		ref_bonus_amount: money(refBonus),
		tax_status: input.tax.included ? 'included' : 'excluded',
		tax_percentage: input.tax.percent,
		total_tax_amount: money(tax),
		original_delivery_charge: money(delivery.original),
		delivery_charge: money(delivery.charge),
		free_delivery_by: delivery.by,
		dm_tips: money(tips),
		additional_charge: money(additional),
		extra_packaging_amount: money(packaging),
		order_amount: money(total),
	};
}
