import { describe, expect, test } from 'vitest';
import {
	adminFreeDeliveryRule,
	type DeliveryInput,
	deliveryCharge,
	resolveDeliveryRates,
} from './delivery-charge';

const D = 2;

describe('resolveDeliveryRates', () => {
	const store = { selfDelivery: false, perKm: 2, minimum: 5, maximum: 20 };
	const defaults = { perKm: 0.8, minimum: 2.5 };
	test.each([
		[
			'the module-zone rates',
			store,
			{ perKm: 0.9, minimum: 3, maximum: 14 },
			{ perKm: 0.9, minimum: 3, maximum: 14 },
		],
		[
			'settings fill what the pivot lacks',
			store,
			{ perKm: null, minimum: 3, maximum: null },
			{ perKm: 0.8, minimum: 3, maximum: null },
		],
		['settings without a pivot', store, null, { perKm: 0.8, minimum: 2.5, maximum: null }],
		[
			'a self-delivery store uses its own',
			{ ...store, selfDelivery: true },
			{ perKm: 0.9, minimum: 3, maximum: 14 },
			{ perKm: 2, minimum: 5, maximum: 20 },
		],
	])('%s', (_name, s, pivot, expected) => {
		expect(resolveDeliveryRates({ store: s, pivot, defaults })).toEqual(expected);
	});
});

describe('adminFreeDeliveryRule', () => {
	test.each([
		[
			'by order amount',
			{
				admin_free_delivery: {
					status: true,
					type: 'free_delivery_by_order_amount',
					free_delivery_over: 50,
				},
			},
			{ toAllStores: false, over: 50 },
		],
		[
			'to all stores',
			{ admin_free_delivery: { status: 1, type: 'free_delivery_to_all_store' } },
			{ toAllStores: true, over: null },
		],
		[
			'switched off',
			{ admin_free_delivery: { status: false, free_delivery_over: 50 }, free_delivery_over: 50 },
			{ toAllStores: false, over: null },
		],
		['legacy free_delivery_over', { free_delivery_over: '40' }, { toAllStores: false, over: 40 }],
		['none', { free_delivery_over: null }, { toAllStores: false, over: null }],
	])('%s', (_name, settings, expected) => {
		expect(adminFreeDeliveryRule(settings)).toEqual(expected);
	});
});

describe('deliveryCharge', () => {
	// contract §8.1 step 9, §11.11
	const input: DeliveryInput = {
		orderType: 'delivery',
		distanceKm: 5,
		rates: { perKm: 0.8, minimum: 2.5, maximum: 12 },
		storeFreeDelivery: false,
		adminFreeDelivery: { toAllStores: false, over: 50 },
		eligibleSubtotal: 30,
		freeDeliveryCoupon: null,
	};
	test.each<[string, Partial<DeliveryInput>, number, number, string | null]>([
		['distance × per km', {}, 4, 4, null],
		['the minimum for a short ride', { distanceKm: 1 }, 2.5, 2.5, null],
		['capped at the maximum', { distanceKm: 40 }, 12, 12, null],
		[
			'no cap when the maximum is null',
			{ distanceKm: 40, rates: { perKm: 0.8, minimum: 2.5, maximum: null } },
			32,
			32,
			null,
		],
		[
			'no cap when the maximum is below the minimum',
			{ distanceKm: 40, rates: { perKm: 0.8, minimum: 5, maximum: 3 } },
			32,
			32,
			null,
		],
		['a per-km product rounds once', { distanceKm: 3.333 }, 2.67, 2.67, null],
		['plus the zone surge percent', { surgePercent: 10 }, 4.4, 4.4, null],
		['surge on the capped charge', { distanceKm: 40, surgePercent: 10 }, 13.2, 13.2, null],
		['plus the vehicle extra charge', { vehicleExtraCharge: 1.5 }, 5.5, 5.5, null],
		['take-away has none', { orderType: 'take_away' }, 0, 0, null],
		['a free-delivery store pays', { storeFreeDelivery: true }, 4, 0, 'vendor'],
		['the admin threshold reached', { eligibleSubtotal: 50 }, 4, 0, 'admin'],
		['the admin threshold missed by a cent', { eligibleSubtotal: 49.99 }, 4, 4, null],
		[
			'admin free delivery to all stores',
			{ adminFreeDelivery: { toAllStores: true, over: null } },
			4,
			0,
			'admin',
		],
		[
			'an admin free-delivery coupon',
			{ freeDeliveryCoupon: { createdBy: 'admin' } },
			4,
			0,
			'admin',
		],
		[
			'a vendor free-delivery coupon',
			{ freeDeliveryCoupon: { createdBy: 'vendor' } },
			4,
			0,
			'vendor',
		],
	])('%s', (_name, over, original, charge, by) => {
		expect(deliveryCharge({ ...input, ...over }, D)).toEqual({
			original_delivery_charge: original,
			delivery_charge: charge,
			free_delivery_by: by,
		});
	});

	test('refuses a negative distance', () => {
		expect(() => deliveryCharge({ ...input, distanceKm: -1 }, D)).toThrow(RangeError);
	});
});
