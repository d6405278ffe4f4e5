import { describe, expect, test } from 'vitest';
import { addOnsText, lineTotal, orderSummary, variationText } from './order-lines';
import type { OrderLine } from '../order-types';

// spec §2 order details; contract §8.3 lines, §11.9 add-ons once per line

const line = (patch: Partial<OrderLine> = {}): OrderLine => ({
	id: 1,
	price: 5,
	quantity: 2,
	...patch,
});

describe('variationText', () => {
	test.each([
		[
			{
				variation: [
					{ name: 'Size', values: { label: ['Large'] } },
					{ name: 'Toppings', values: { label: ['Egg', 'Chilli'] } },
				],
			},
			'Size: Large, Toppings: Egg, Chilli',
		],
		[{ variation: [{ type: 'S-Red' }] }, 'S-Red'],
		[{ variation: [], variant: 'M-Blue' }, 'M-Blue'],
		[{ variation: [{ name: 'Size', values: { label: [] } }] }, ''],
		[{ variation: 'junk' }, ''],
		[{}, ''],
	])('reads %j as %j', (patch, text) => {
		expect(variationText(line(patch as Partial<OrderLine>))).toBe(text);
	});
});

describe('addOnsText', () => {
	test.each([
		[
			[
				{ name: 'Cheese', price: 1, quantity: 2 },
				{ name: 'Egg', price: 1, quantity: 1 },
			],
			'Cheese (×2), Egg',
		],
		[[], ''],
		[null, ''],
	])('reads %j as %j', (addOns, text) => {
		expect(addOnsText(line({ add_ons: addOns }))).toBe(text);
	});
});

describe('lineTotal', () => {
	test.each([
		[{ price: 5, quantity: 2 }, 10],
		[{ price: '4.20', quantity: '3', total_add_on_price: 1.5 }, 14.1],
		[{ price: 0.1, quantity: 3 }, 0.3],
	])('%j costs %d (add-ons once)', (patch, total) => {
		expect(lineTotal(line(patch))).toBe(total);
	});
});

describe('orderSummary', () => {
	const lines = [
		line({ price: 5, quantity: 2, discount_on_item: 0.5, total_add_on_price: 2 }),
		line({ id: 2, price: '3.30', quantity: 1 }),
	];

	test('adds up the lines and takes the order’s charges and total from the server', () => {
		expect(
			orderSummary(
				{
					id: 1,
					order_status: 'pending',
					order_amount: 17.84,
					coupon_discount_amount: 1,
					total_tax_amount: 0.54,
					tax_status: 'excluded',
					delivery_charge: 2,
					dm_tips: 1,
					additional_charge: 0.5,
				},
				lines,
			),
		).toEqual({
			itemsPrice: 13.3,
			addOns: 2,
			discount: 1,
			couponDiscount: 1,
			tax: 0.54,
			taxIncluded: false,
			deliveryFee: 2,
			tips: 1,
			otherCharges: 0.5,
			total: 17.84,
			firstOrderDiscount: 0,
			walletPaid: 0,
			due: 0,
		});
	});

	test('reports an included tax without adding it', () => {
		const summary = orderSummary(
			{
				id: 1,
				order_status: 'pending',
				order_amount: 10,
				total_tax_amount: 0.9,
				tax_status: 'included',
			},
			[],
		);
		expect(summary).toMatchObject({ tax: 0, taxIncluded: true, total: 10 });
	});
});
