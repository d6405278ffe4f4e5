import { describe, expect, test } from 'vitest';
import { inStock, type ProductItem, productPrice } from './product-facts';

const base: ProductItem = {
	price: 10,
	discount: 0,
	discount_type: 'percent',
	store_discount: 0,
	stock: 5,
	module_type: 'grocery',
	variations: [],
};

describe('productPrice', () => {
	test.each([
		[{}, { was: 10, now: 10, label: null }],
		[{ discount: 20 }, { was: 10, now: 8, label: '20%' }],
		[
			{ discount: 2, discount_type: 'amount' },
			{ was: 10, now: 8, label: null },
		],
		[{ store_discount: 10 }, { was: 10, now: 9, label: '10%' }],
		[
			{ discount: 5, store_discount: 50 },
			{ was: 10, now: 9.5, label: '5%' },
		],
		[
			{
				variations: [
					{ type: '1kg', price: 12, stock: 1 },
					{ type: '500g', price: 7, stock: 0 },
				],
			},
			{ was: 7, now: 7, label: null },
		],
	])('%j → %j', (change, price) => {
		expect(productPrice({ ...base, ...change })).toEqual(price);
	});
});

describe('inStock', () => {
	test.each([
		[{}, true],
		[{ stock: 0 }, false],
		[{ stock: 0, module_type: 'food' }, true],
		[{ stock: 0, variations: [{ type: 'S', price: 1, stock: 2 }] }, true],
		[{ stock: 9, variations: [{ type: 'S', price: 1, stock: 0 }] }, false],
	])('%j → %s', (change, expected) => {
		expect(inStock({ ...base, ...change })).toBe(expected);
	});
});
