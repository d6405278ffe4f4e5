// contract §8.1 step 9 (parcel), §1.4 vehicle/extra_charge
import { describe, expect, test } from 'vitest';
import {
	parcelCharge,
	parcelRates,
	vehicleExtraCharge,
	vehicleForDistance,
} from './parcel-pricing';

const TIERS = [
	{ id: 2, startingCoverageArea: 8, maximumCoverageArea: 20, extraCharges: 3 },
	{ id: 1, startingCoverageArea: 0, maximumCoverageArea: 8, extraCharges: 0 },
	{ id: 3, startingCoverageArea: 25, maximumCoverageArea: 60, extraCharges: 6 },
];
const GLOBAL = { perKm: 1, minimum: 4 };

describe('vehicleForDistance', () => {
	test.each([
		[0, 1],
		[5, 1],
		[8, 1],
		[8.01, 2],
		[20, 2],
		[22, 3],
		[60, 3],
	])('%s km is covered by vehicle %s', (km, id) => {
		expect(vehicleForDistance(TIERS, km)?.id).toBe(id);
	});

	test('finds no vehicle beyond every tier, and charges nothing extra then', () => {
		expect(vehicleForDistance(TIERS, 61)).toBeNull();
		expect(vehicleExtraCharge(TIERS, 61)).toBe(0);
		expect(vehicleExtraCharge([], 3)).toBe(0);
	});
});

describe('parcelRates', () => {
	test.each([
		['the category rates', { perKm: 1.3, minimum: 7 }, { perKm: 1.3, minimum: 7 }],
		['a free per-km rate of the category', { perKm: 0, minimum: 5 }, { perKm: 0, minimum: 5 }],
		['the global rates without category rates', { perKm: null, minimum: 9 }, GLOBAL],
	])('uses %s', (_, category, expected) => {
		expect(parcelRates(category, GLOBAL)).toEqual(expected);
	});
});

describe('parcelCharge', () => {
	test.each([
		// distance, per-km, minimum, extra, decimals, charge
		['the minimum for a short trip', 2, 1, 4, 0, 2, 4],
		['distance × per-km above the minimum', 6.5, 1, 4, 0, 2, 6.5],
		['the vehicle extra on top', 12, 1, 4, 3, 2, 15],
		['the vehicle extra on top of the minimum', 1, 0.8, 4, 3, 2, 7],
		['per-km rounded half away from zero', 3.333, 1.5, 0, 0, 2, 5],
		['whole units with no decimals', 6.4, 1, 4, 0, 0, 6],
		['cents exactly (0.1 + 0.2)', 0.3, 1, 0, 0.1, 2, 0.4],
	])('charges %s', (_, distanceKm, perKm, minimum, vehicleExtra, decimals, charge) => {
		expect(parcelCharge({ distanceKm, rates: { perKm, minimum }, vehicleExtra, decimals })).toBe(
			charge,
		);
	});

	test('a longer distance never costs less', () => {
		let last = 0;
		for (let km = 0; km <= 60; km += 0.5) {
			const rates = { perKm: 1, minimum: 4 };
			const fee = parcelCharge({
				distanceKm: km,
				rates,
				vehicleExtra: vehicleExtraCharge(TIERS, km),
				decimals: 2,
			});
			expect(fee).toBeGreaterThanOrEqual(last);
			last = fee;
		}
	});

	test('refuses a negative distance', () => {
		expect(() =>
			parcelCharge({ distanceKm: -1, rates: GLOBAL, vehicleExtra: 0, decimals: 2 }),
		).toThrow(RangeError);
	});
});
