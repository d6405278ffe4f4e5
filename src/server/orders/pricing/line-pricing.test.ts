import { describe, expect, test } from 'vitest';
import {
	type LineInput,
	meetsMinimumOrder,
	type PricedItem,
	priceItems,
	priceLine,
	unitPrice,
} from './line-pricing';

const D = 2;
const noDiscount = { discount: 0, discountType: 'percent' };

describe('unitPrice', () => {
	// contract §8.1 step 6, §11.9
	const burger: PricedItem = {
		moduleType: 'food',
		price: 8,
		variations: [],
		foodVariations: [
			{
				name: 'Size',
				values: [
					{ label: 'Regular', optionPrice: 0 },
					{ label: 'Large', optionPrice: 1.5 },
				],
			},
			{
				name: 'Extras',
				values: [
					{ label: 'Egg', optionPrice: 0.8 },
					{ label: 'Cheese', optionPrice: 1 },
				],
			},
		],
	};
	const shirt: PricedItem = {
		moduleType: 'ecommerce',
		price: 20,
		variations: [
			{ type: 'S-Red', price: 18 },
			{ type: 'L-Red', price: 22 },
		],
		foodVariations: [],
	};

	test.each([
		['food base price without options', burger, {}, 8],
		[
			'food adds the chosen option prices',
			burger,
			{
				foodOptions: [
					{ name: 'Size', labels: ['Large'] },
					{ name: 'Extras', labels: ['Egg', 'Cheese'] },
				],
			},
			11.3,
		],
		[
			'food with an unknown label',
			burger,
			{ foodOptions: [{ name: 'Size', labels: ['XL'] }] },
			null,
		],
		[
			'food with an unknown group',
			burger,
			{ foodOptions: [{ name: 'Sauce', labels: ['Egg'] }] },
			null,
		],
		['a variation replaces the base price', shirt, { variant: 'L-Red' }, 22],
		['an unknown variation', shirt, { variant: 'XL-Blue' }, null],
		['variations but none chosen', shirt, {}, null],
		['no variations: the base price', { ...shirt, variations: [] }, { variant: 'anything' }, 20],
	])('%s', (_name, item, choice, expected) => {
		const price = unitPrice(item, choice);
		if (expected === null) expect(price).toBeNull();
		else expect(price).toBeCloseTo(expected, 10);
	});
});

describe('priceLine', () => {
	test('unit price × quantity, add-ons once per line, discount per unit', () => {
		const line: LineInput = {
			unitPrice: 4.5,
			quantity: 3,
			addOns: [
				{ price: 0.8, quantity: 2 },
				{ price: 1.1, quantity: 1 },
			],
			discount: { discount: 10, discountType: 'percent' },
		};
		expect(priceLine(line, D)).toEqual({
			unit_price: 4.5,
			quantity: 3,
			discount_on_item: 0.45,
			discount_source: 'item',
			total_add_on_price: 2.7,
			subtotal: 16.2,
			discount: 1.35,
			total: 14.85,
		});
	});

	test.each([
		['a zero quantity', { unitPrice: 1, quantity: 0, discount: noDiscount }],
		['a fractional quantity', { unitPrice: 1, quantity: 1.5, discount: noDiscount }],
		['a negative price', { unitPrice: -1, quantity: 1, discount: noDiscount }],
		[
			'a negative add-on quantity',
			{ unitPrice: 1, quantity: 1, addOns: [{ price: 1, quantity: -1 }], discount: noDiscount },
		],
	])('refuses %s', (_name, line) => {
		expect(() => priceLine(line, D)).toThrow(RangeError);
	});
});

describe('priceItems', () => {
	const storeWide = (unitPrice: number, quantity = 1): LineInput => ({
		unitPrice,
		quantity,
		discount: { discount: 5, discountType: 'amount', storeDiscountPercent: 10 },
	});

	test('sums lines and splits discounts by source', () => {
		const items = priceItems(
			[
				{ unitPrice: 10, quantity: 2, discount: { discount: 1, discountType: 'amount' } },
				{
					unitPrice: 5,
					quantity: 1,
					addOns: [{ price: 0.5, quantity: 2 }],
					discount: { ...noDiscount, flashSale: { discount: 20, discountType: 'percent' } },
				},
			],
			null,
			D,
		);
		expect(items).toMatchObject({
			items_subtotal: 25,
			add_ons_subtotal: 1,
			subtotal: 26,
			flash_sale_discount_amount: 1,
			store_discount_amount: 0,
			product_discount_amount: 3,
			item_total: 23,
		});
	});

	test.each([
		['applies the store-wide discount at its minimum purchase', 20, 0, 20, 2, 18],
		['drops it below the minimum purchase', 25, 0, 20, 0, 20],
		['caps it at the maximum discount', 0, 1.5, 20, 1.5, 18.5],
		['no cap when the maximum is 0', 0, 0, 20, 2, 18],
	])('%s', (_name, minPurchase, maxDiscount, subtotal, store, itemTotal) => {
		const items = priceItems([storeWide(10, 2)], { minPurchase, maxDiscount }, D);
		expect(items.subtotal).toBe(subtotal);
		expect(items.store_discount_amount).toBe(store);
		expect(items.product_discount_amount).toBe(store);
		expect(items.item_total).toBe(itemTotal);
	});

	test('a dropped store-wide discount leaves its lines without discount', () => {
		const items = priceItems([storeWide(10)], { minPurchase: 50, maxDiscount: 0 }, D);
		expect(items.lines[0]).toMatchObject({
			discount_on_item: 0,
			discount_source: 'none',
			total: 10,
		});
	});

	test('has no float drift over many small lines', () => {
		const lines = Array.from({ length: 10 }, () => ({
			unitPrice: 0.1,
			quantity: 1,
			discount: noDiscount,
		}));
		expect(priceItems(lines, null, D).subtotal).toBe(1);
	});
});

describe('meetsMinimumOrder', () => {
	// contract §8.1 step 8
	test.each([
		[20, 0, true],
		[19.99, 20, false],
		[20, 20, true],
		[0.1 + 0.2, 0.3, true],
	])('subtotal %d against minimum %d → %s', (subtotal, minimum, expected) => {
		expect(meetsMinimumOrder(subtotal, minimum, D)).toBe(expected);
	});
});
