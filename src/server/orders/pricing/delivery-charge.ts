/** Delivery charge (contract §8.1 step 9, §11.11). Pure. */
import type { FreeDeliveryBy, OrderType } from '~/contracts/order';
import { amountOrThrow, fromMinor, percentOf, roundHalfAway, toMinor } from './money-cents';
import { type AdminFreeDelivery, freeDelivery } from '~/lib/free-delivery';

export interface DeliveryRates {
	perKm: number;
	minimum: number;
	/** null or 0 = no cap. */
	maximum: number | null;
}

/**
 * The rates of a delivery: a self-delivery store's own; otherwise the module × zone pivot, each
 * missing value from the global settings (`per_km_shipping_charge`, `minimum_shipping_charge`).
 */
export function resolveDeliveryRates(input: {
	store: { selfDelivery: boolean; perKm: number; minimum: number; maximum: number | null };
	pivot: { perKm: number | null; minimum: number | null; maximum: number | null } | null;
	defaults: { perKm: number; minimum: number; maximum?: number | null };
}): DeliveryRates {
	const { store, pivot, defaults } = input;
	if (store.selfDelivery) {
		return { perKm: store.perKm, minimum: store.minimum, maximum: store.maximum };
	}
	return {
		perKm: pivot?.perKm ?? defaults.perKm,
		minimum: pivot?.minimum ?? defaults.minimum,
		maximum: pivot?.maximum ?? defaults.maximum ?? null,
	};
}

// The admin's rule and the free-delivery decision are the one rule in lib (issue 14 item 3).
export { type AdminFreeDelivery, adminFreeDeliveryRule } from '~/lib/free-delivery';

export interface DeliveryInput {
	orderType: OrderType;
	/** km, as the client computed it (contract §11.11). */
	distanceKm: number;
	rates: DeliveryRates;
	/** The zone's `increased_delivery_fee` (%) when its status is on, else 0. */
	surgePercent?: number;
	/** The delivery vehicle's extra charge for this distance; 0 without vehicles. */
	vehicleExtraCharge?: number;
	/** The store's `free_delivery` flag. */
	storeFreeDelivery: boolean;
	adminFreeDelivery: AdminFreeDelivery;
	/** What the admin threshold is compared with: the items after discounts and coupon. */
	eligibleSubtotal: number;
	/** A free_delivery coupon whose min_purchase is met. */
	freeDeliveryCoupon?: { createdBy: string } | null;
}

export interface DeliveryCharge {
	original_delivery_charge: number;
	delivery_charge: number;
	free_delivery_by: FreeDeliveryBy;
}

/** Who waives the delivery charge, in order: the store's flag, the admin's rule, a coupon. */
function freeDeliveryBy(input: DeliveryInput, decimals: number): FreeDeliveryBy {
	const rule = freeDelivery({
		storeFreeDelivery: input.storeFreeDelivery,
		rule: input.adminFreeDelivery,
		subtotal: input.eligibleSubtotal,
		decimals,
	});
	if (rule?.free) return rule.by === 'store' ? 'vendor' : 'admin';
	if (input.freeDeliveryCoupon) {
		return input.freeDeliveryCoupon.createdBy === 'vendor' ? 'vendor' : 'admin';
	}
	return null;
}

/** `deliveryCharge()` in minor units (R4), for `priceOrder()`. */
export function deliveryMinor(
	input: DeliveryInput,
	decimals: number,
): { original: number; charge: number; by: FreeDeliveryBy } {
	if (input.orderType === 'take_away') return { original: 0, charge: 0, by: null };
	const distance = amountOrThrow(input.distanceKm, 'distance');
	const { rates } = input;
	const minimum = toMinor(rates.minimum, decimals);
	let base = Math.max(roundHalfAway(distance * toMinor(rates.perKm, decimals)), minimum);
	const maximum = rates.maximum ? toMinor(rates.maximum, decimals) : 0;
	if (maximum > 0 && maximum >= minimum) base = Math.min(base, maximum);
	base += toMinor(input.vehicleExtraCharge ?? 0, decimals);
	const original = base + percentOf(base, Math.max(0, input.surgePercent ?? 0));
	const by = freeDeliveryBy(input, decimals);
	return { original, charge: by ? 0 : original, by };
}

/**
 * The delivery charge: max(distance × per-km, minimum), capped at the maximum when it is set and
 * not below the minimum, plus the vehicle's extra charge, plus the zone's surge percent. 0 for
 * take-away; waived (with who pays) for a free-delivery store, the admin's rule, or a free
 * delivery coupon. `original_delivery_charge` keeps the amount before the waiver.
 */
export function deliveryCharge(input: DeliveryInput, decimals: number): DeliveryCharge {
	const { original, charge, by } = deliveryMinor(input, decimals);
	return {
		original_delivery_charge: fromMinor(original, decimals),
		delivery_charge: fromMinor(charge, decimals),
		free_delivery_by: by,
	};
}
