// Issue 14 item 3: one free-delivery rule for the store card, the cart, the checkout and pricing.
import { describe, expect, test } from 'vitest';
import { type AdminFreeDelivery, adminFreeDeliveryRule, freeDelivery } from './free-delivery';

const over50: AdminFreeDelivery = { toAllStores: false, over: 50 };
const none: AdminFreeDelivery = { toAllStores: false, over: null };
const all: AdminFreeDelivery = { toAllStores: true, over: null };

describe('freeDelivery', () => {
	test.each([
		// store's flag, admin rule, subtotal → what the shopper is told
		[true, over50, 12.5, { free: true, by: 'store', percent: 100, remaining: 0 }],
		[true, none, 0, { free: true, by: 'store', percent: 100, remaining: 0 }],
		[false, all, 3, { free: true, by: 'all-stores', percent: 100, remaining: 0 }],
		[false, over50, 12.5, { free: false, by: null, percent: 25, remaining: 37.5 }],
		[false, over50, 0, { free: false, by: null, percent: 0, remaining: 50 }],
		[false, over50, 49.99, { free: false, by: null, percent: 100, remaining: 0.01 }],
		[false, over50, 50, { free: true, by: 'threshold', percent: 100, remaining: 0 }],
		[false, over50, 80, { free: true, by: 'threshold', percent: 100, remaining: 0 }],
		[
			false,
			{ toAllStores: false, over: 30 },
			10,
			{ free: false, by: null, percent: 33.3, remaining: 20 },
		],
		[false, over50, -5, { free: false, by: null, percent: 0, remaining: 50 }],
		[false, none, 10, null],
		[false, { toAllStores: false, over: 0 }, 10, null],
	] as const)(
		'store free %s, rule %j, subtotal %d',
		(storeFreeDelivery, rule, subtotal, expected) => {
			expect(freeDelivery({ storeFreeDelivery, rule, subtotal })).toEqual(expected);
		},
	);

	test('a free-delivery store is never asked for more in the cart (the issue’s S$37.00 at 25%)', () => {
		expect(freeDelivery({ storeFreeDelivery: true, rule: over50, subtotal: 12.5 })?.remaining).toBe(
			0,
		);
	});
});

describe('adminFreeDeliveryRule', () => {
	test.each([
		[{ free_delivery_over: 50 }, { toAllStores: false, over: 50 }],
		[{ free_delivery_over: '40' }, { toAllStores: false, over: 40 }],
		[{ free_delivery_over: null }, { toAllStores: false, over: null }],
		[
			{ admin_free_delivery: { status: 0, free_delivery_over: 50 } },
			{ toAllStores: false, over: null },
		],
		[
			{ admin_free_delivery: { status: 1, type: 'free_delivery_to_all_store' } },
			{ toAllStores: true, over: null },
		],
		[
			{
				admin_free_delivery: {
					status: '1',
					type: 'free_delivery_by_order_amount',
					free_delivery_over: 60,
				},
			},
			{ toAllStores: false, over: 60 },
		],
	])('%j → %j', (settings, expected) => {
		expect(adminFreeDeliveryRule(settings)).toEqual(expected);
	});
});
