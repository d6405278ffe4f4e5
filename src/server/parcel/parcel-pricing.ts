/**
 * Parcel pricing (contract §8.1 step 9, "Parcel: category rates or global parcel rates + vehicle
 * extra"; contract §1.4 `vehicle/extra_charge`). Pure: the one place a parcel's fee is computed,
 * with the same fields the original client computes it from, so both show the same price.
 */
import type { OrderPricing } from '~/contracts/order';
import { amountOrThrow, fromMinor, roundHalfAway, toMinor } from '../orders/pricing/money-cents';

/** A delivery-vehicle tier: it covers `starting ≤ km ≤ maximum` and adds `extraCharges`. */
export interface VehicleTier {
	id: number;
	startingCoverageArea: number;
	maximumCoverageArea: number;
	extraCharges: number;
}

/**
 * The tier for a distance (contract §1.4): the first covering it, else the nearest one starting
 * above it (a gap between tiers); none when the distance is beyond every tier.
 */
export function vehicleForDistance<T extends VehicleTier>(
	tiers: readonly T[],
	km: number,
): T | null {
	const sorted = [...tiers].sort(
		(a, b) => a.startingCoverageArea - b.startingCoverageArea || a.id - b.id,
	);
	const covering = sorted.find((t) => t.startingCoverageArea <= km && km <= t.maximumCoverageArea);
	return covering ?? sorted.find((t) => t.startingCoverageArea > km) ?? null;
}

/** The extra charge `vehicle/extra_charge?distance=` answers: the tier's, 0 without one. */
export function vehicleExtraCharge(tiers: readonly VehicleTier[], km: number): number {
	return vehicleForDistance(tiers, km)?.extraCharges ?? 0;
}

export interface ParcelRates {
	perKm: number;
	minimum: number;
}

/**
 * The category's `parcel_per_km_shipping_charge` / `parcel_minimum_shipping_charge` when it sets a
 * per-km rate (0 included, as the original client reads it), else the global parcel rates.
 */
export function parcelRates(
	category: { perKm: number | null; minimum: number | null },
	global: ParcelRates,
): ParcelRates {
	if (category.perKm !== null && category.perKm >= 0)
		return { perKm: category.perKm, minimum: category.minimum ?? 0 };
	return global;
}

export interface ParcelChargeInput {
	distanceKm: number;
	rates: ParcelRates;
	/** The vehicle tier's extra charge for this distance. */
	vehicleExtra: number;
	decimals: number;
}

/** charge = max(distance × per-km, minimum) + vehicle extra, in the shop's decimals. */
export function parcelCharge(input: ParcelChargeInput): number {
	const { decimals } = input;
	const km = amountOrThrow(input.distanceKm, 'distance');
	const perKm = toMinor(amountOrThrow(input.rates.perKm, 'per-km rate'), decimals);
	const minimum = toMinor(amountOrThrow(input.rates.minimum, 'minimum charge'), decimals);
	const extra = toMinor(amountOrThrow(input.vehicleExtra, 'vehicle extra charge'), decimals);
	const byDistance = roundHalfAway(km * perKm);
	return fromMinor(Math.max(byDistance, minimum) + extra, decimals);
}

/**
 * A parcel's money as an order row keeps it (contract §3.4): no items, tax or coupon; the charge,
 * and the rider's tip when tips are on (contract §8.1 step 10).
 */
export function parcelPricing(input: {
	charge: number;
	dmTips: number;
	tipsEnabled: boolean;
	decimals: number;
}): OrderPricing {
	const d = input.decimals;
	const charge = toMinor(amountOrThrow(input.charge, 'charge'), d);
	const tips = input.tipsEnabled ? toMinor(amountOrThrow(input.dmTips, 'tip'), d) : 0;
	return {
		items_subtotal: 0,
		add_ons_subtotal: 0,
		product_discount_amount: 0,
		store_discount_amount: 0,
		flash_sale_discount_amount: 0,
		item_total: 0,
		coupon_discount_amount: 0,
		coupon_code: null,
		coupon_discount_title: null,
		ref_bonus_amount: 0,
		tax_status: 'excluded',
		tax_percentage: 0,
		total_tax_amount: 0,
		original_delivery_charge: fromMinor(charge, d),
		delivery_charge: fromMinor(charge, d),
		free_delivery_by: null,
		dm_tips: fromMinor(tips, d),
		additional_charge: 0,
		extra_packaging_amount: 0,
		order_amount: fromMinor(charge + tips, d),
	};
}
