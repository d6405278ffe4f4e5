/**
 * Exact money (contract §8.1). Every amount becomes a whole number of the shop's smallest unit
 * (cents when `digit_after_decimal_point` is 2) and is added as an integer. Rounding (half away
 * from zero) happens at these points only:
 *   R1 each input amount (price, add-on price, rate, tip, threshold) when it enters;
 *   R2 a percent discount per unit (flash sale, store-wide, item), contract §8.1 step 7;
 *   R3 a percent coupon discount, once per order;
 *   R4 distance × per-km rate, and the zone's surge percent, once each;
 *   R5 the tax, once per order.
 * Results are converted back to currency numbers with the shop's decimals.
 */

/** Half away from zero, tolerant of binary noise: 1.005 × 100 = 100.49999… counts as 100.5. */
export function roundHalfAway(value: number): number {
	const clean = Number(value.toPrecision(15));
	return Math.sign(clean) * Math.round(Math.abs(clean)) || 0;
}

export function amountOrThrow(value: number, what: string): number {
	if (!Number.isFinite(value) || value < 0) throw new RangeError(`${what} must be a number ≥ 0`);
	return value;
}

/** An amount in whole minor units (R1). */
export function toMinor(amount: number, decimals: number): number {
	return roundHalfAway(amount * 10 ** decimals);
}

export function fromMinor(minor: number, decimals: number): number {
	return minor / 10 ** decimals;
}

/** Rounds an amount to the shop's decimals. */
export function roundMoney(amount: number, decimals: number): number {
	return fromMinor(toMinor(amount, decimals), decimals);
}

/** `percent` % of a minor amount, rounded to a minor unit. */
export function percentOf(minor: number, percent: number): number {
	return roundHalfAway((minor * percent) / 100);
}

export const clamp = (value: number, min: number, max: number) =>
	Math.min(max, Math.max(min, value));
