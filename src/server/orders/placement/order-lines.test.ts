import { describe, expect, test } from 'vitest';
import type { ModuleType } from '~/config/modules';
import { ApiError } from '../../http/errors';
import { itemKey } from '../../catalog/items-by-key';
import { type LineRequest, type OrderItemFacts, resolveOrderLines } from './order-lines';

const STORE = 10;

const item = (overrides: Partial<OrderItemFacts> = {}): OrderItemFacts => ({
	id: 1,
	name: 'Kaya toast',
	price: 5,
	discount: 0,
	discount_type: 'percent',
	store_discount: 0,
	store_id: STORE,
	stock: 20,
	flash_sale: 0,
	maximum_cart_quantity: null,
	variations: [],
	choice_options: [],
	food_variations: '',
	add_ons: [{ id: 7, name: 'Extra butter', price: 0.5, store_id: STORE }],
	is_prescription_required: 0,
	available_time_starts: '00:00:00',
	available_time_ends: '23:59:59',
	...overrides,
});

const tee = item({
	id: 2,
	name: 'Tee',
	price: 20,
	stock: 5,
	variations: [
		{ type: 'S', price: 18, stock: 3 },
		{ type: 'M', price: 20, stock: 2 },
	],
	choice_options: [{ title: 'Size' }],
});

const noodles = item({
	id: 3,
	name: 'Laksa',
	price: 6,
	food_variations: [
		{
			name: 'Size',
			type: 'single',
			min: 1,
			max: 1,
			required: 'on',
			values: [
				{ label: 'Regular', optionPrice: 0 },
				{ label: 'Large', optionPrice: 1.5 },
			],
		},
	],
	available_time_starts: '11:00:00',
	available_time_ends: '21:00:00',
});

const line = (overrides: Partial<LineRequest> = {}): LineRequest => ({
	itemType: 'Item',
	itemId: 1,
	quantity: 1,
	variation: [],
	addOnIds: [],
	addOnQtys: [],
	...overrides,
});

const catalogue = (...list: OrderItemFacts[]) =>
	new Map(list.map((i) => [itemKey('Item', i.id), i] as const));

const resolve = (
	requests: LineRequest[],
	items = catalogue(item(), tee, noodles),
	moduleType: ModuleType = 'grocery',
	time = '12:00:00',
	prescriptionAttached = false,
) =>
	resolveOrderLines(requests, items, {
		storeId: STORE,
		moduleType,
		orderTime: { date: '2026-11-21', time, weekday: 6 },
		locale: 'en',
		prescriptionAttached,
	});

function failure(run: () => unknown) {
	try {
		run();
	} catch (error) {
		if (error instanceof ApiError)
			return [error.status, error.errors[0]?.code, error.errors[0]?.message];
		throw error;
	}
	return null;
}

describe('resolveOrderLines', () => {
	// contract §8.1 step 6; spec §5 cart limits and texts
	test.each([
		[
			'no lines',
			[],
			undefined,
			'grocery',
			[403, 'order_details', 'You can not place empty orders'],
		],
		[
			'an unknown item',
			[line({ itemId: 99 })],
			undefined,
			'grocery',
			[404, 'item', 'Product unavailable'],
		],
		[
			'an unknown campaign item',
			[line({ itemType: 'ItemCampaign', itemId: 99 })],
			undefined,
			'grocery',
			[404, 'campaign', 'Product unavailable'],
		],
		[
			'another store’s item',
			[line()],
			catalogue(item({ store_id: 11 })),
			'grocery',
			[403, 'different_stores', 'Please select items from the same store'],
		],
		[
			'a prescription item without an image',
			[line()],
			catalogue(item({ is_prescription_required: 1 })),
			'pharmacy',
			[403, 'prescription', 'prescription is required'],
		],
		[
			'more than the maximum across two lines',
			[
				line({ itemId: 2, variation: [{ type: 'S' }] }),
				line({ itemId: 2, variation: [{ type: 'M' }] }),
			],
			catalogue(item({ ...tee, maximum_cart_quantity: 1 })),
			'ecommerce',
			[406, 'quantity', 'Out of Limits'],
		],
		[
			'more than the stock',
			[line({ quantity: 21 })],
			undefined,
			'grocery',
			[406, 'campaign', 'Out of Stock'],
		],
		[
			'more of a variation than it has',
			[line({ itemId: 2, quantity: 3, variation: [{ type: 'M' }] })],
			undefined,
			'ecommerce',
			[406, 'campaign', 'Out of Stock'],
		],
		[
			'a sold-out variation',
			[line({ itemId: 2, variation: [{ type: 'M' }] })],
			catalogue({ ...tee, variations: [{ type: 'M', price: 20, stock: 0 }] }),
			'ecommerce',
			[406, 'campaign', 'Out of Stock'],
		],
		[
			'a variation that does not exist',
			[line({ itemId: 2, variation: [{ type: 'XL' }] })],
			undefined,
			'ecommerce',
			[403, 'variation', 'The selected variation is not available.'],
		],
		[
			'a required food option left out',
			[line({ itemId: 3 })],
			undefined,
			'food',
			[403, 'variation', 'Variation Size can not remain without selection'],
		],
		[
			'an add-on of another item',
			[line({ addOnIds: [8] })],
			undefined,
			'grocery',
			[403, 'add_on_ids', 'The selected add-on is not available for this item.'],
		],
		[
			'food outside its hours',
			[line({ itemId: 3, variation: [{ name: 'Size', values: { label: ['Regular'] } }] })],
			undefined,
			'food',
			[406, 'item', 'Laksa is not available at the order time'],
		],
	] as const)('refuses %s', (_, requests, items, moduleType, expected) => {
		expect(
			failure(() =>
				resolve(
					[...requests] as LineRequest[],
					items,
					moduleType,
					moduleType === 'food' ? '10:00:00' : '12:00:00',
				),
			),
		).toEqual(expected);
	});

	test('a prescription item is ordered when an image came with the order', () => {
		const rx = catalogue(item({ is_prescription_required: 1 }));
		const lines = resolve([line()], rx, 'pharmacy', '12:00:00', true);
		expect(lines).toHaveLength(1);
	});

	test('food keeps no stock: any quantity within the maximum', () => {
		const lines = resolve([line({ quantity: 500 })], catalogue(item({ stock: 0 })), 'food');
		expect(lines[0]?.pricing.quantity).toBe(500);
	});

	test('prices from the database: variation price, options, add-ons per line', () => {
		const [shirt, laksa] = resolve(
			[
				line({ itemId: 2, quantity: 2, variation: [{ type: 'S' }] }),
				line({
					itemId: 3,
					quantity: 2,
					variation: [{ name: 'Size', values: { label: ['Large'] } }],
				}),
			],
			catalogue(tee, { ...noodles, add_ons: [{ id: 7, name: 'Egg', price: 1, store_id: STORE }] }),
			'ecommerce',
		);
		expect(shirt).toMatchObject({
			variant: 'S',
			variation: [{ type: 'S' }],
			pricing: { unitPrice: 18, quantity: 2, addOns: [] },
		});
		expect(laksa?.pricing.unitPrice).toBe(7.5);
		const [withAddOn] = resolve([line({ quantity: 3, addOnIds: [7], addOnQtys: [2] })]);
		expect(withAddOn?.addOns).toEqual([{ id: 7, name: 'Extra butter', price: 0.5, quantity: 2 }]);
		expect(withAddOn?.pricing.addOns).toEqual([{ price: 0.5, quantity: 2 }]);
	});

	test('hands the flash sale, store-wide and item discounts to pricing', () => {
		const [flash] = resolve([line()], catalogue(item({ flash_sale: 1, discount: 20 })));
		expect(flash?.pricing.discount).toEqual({
			flashSale: { discount: 20, discountType: 'percent' },
			storeDiscountPercent: 0,
			discount: 20,
			discountType: 'percent',
		});
		const [store] = resolve([line()], catalogue(item({ store_discount: 10 })));
		expect(store?.pricing.discount.storeDiscountPercent).toBe(10);
	});
});
