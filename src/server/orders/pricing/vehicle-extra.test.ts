import { describe, expect, test } from 'vitest';
import type { OrderType } from '~/contracts/order';
import { storeOrderVehicleExtra } from './vehicle-extra';

// The demo's tiers (seed/parcel.ts): a gap between 20 and 25 km, nothing past 60 km.
const tiers = [
	{ id: 1, startingCoverageArea: 0, maximumCoverageArea: 8, extraCharges: 0 },
	{ id: 2, startingCoverageArea: 8, maximumCoverageArea: 20, extraCharges: 3 },
	{ id: 3, startingCoverageArea: 25, maximumCoverageArea: 60, extraCharges: 6 },
];

describe('storeOrderVehicleExtra', () => {
	test.each<[string, OrderType, boolean, number, number]>([
		['a short delivery rides the first tier', 'delivery', false, 2, 0],
		['the tier covering the distance', 'delivery', false, 12.5, 3],
		['a boundary belongs to the first tier covering it', 'delivery', false, 8, 0],
		['in a gap, the nearest tier above', 'delivery', false, 22, 6],
		['the last tier', 'delivery', false, 60, 6],
		['beyond every tier: no extra', 'delivery', false, 61, 0],
		['take-away carries nothing', 'take_away', false, 12.5, 0],
		['a self-delivery store uses its own rates', 'delivery', true, 12.5, 0],
	])('%s', (_, orderType, selfDelivery, distanceKm, expected) => {
		expect(storeOrderVehicleExtra({ orderType, selfDelivery, tiers, distanceKm })).toBe(expected);
	});

	test('no vehicles configured: no extra', () => {
		expect(
			storeOrderVehicleExtra({
				orderType: 'delivery',
				selfDelivery: false,
				tiers: [],
				distanceKm: 9,
			}),
		).toBe(0);
	});
});
