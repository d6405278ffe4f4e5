import { describe, expect, test } from 'vitest';
import {
	CART_MESSAGES,
	type CartItemFacts,
	checkQuantity,
	checkSameStore,
	chooseAddOns,
	chooseFoodOptions,
	chooseVariation,
	type FoodGroup,
	resolveLine,
	unitPrice,
	variationKey,
} from './cart-rules';

const size: FoodGroup = {
	name: 'Size',
	type: 'single',
	min: 1,
	max: 1,
	required: 'on',
	values: [
		{ label: 'Regular', optionPrice: 0 },
		{ label: 'Large', optionPrice: 1.5 },
	],
};
const toppings: FoodGroup = {
	name: 'Toppings',
	type: 'multi',
	min: 1,
	max: 2,
	required: 'off',
	values: [
		{ label: 'Egg', optionPrice: 1 },
		{ label: 'Chilli', optionPrice: 0.3 },
		{ label: 'Cheese', optionPrice: 1.5 },
	],
};
const sides: FoodGroup = { ...toppings, name: 'Sides', min: 2, max: 3, required: 'on' };

const base: CartItemFacts = {
	price: 5,
	discount: 0,
	discount_type: 'percent',
	store_discount: 0,
	store_id: 7,
	stock: 0,
	flash_sale: 0,
	maximum_cart_quantity: null,
	variations: [],
	choice_options: [],
	food_variations: [size, toppings],
	add_ons: [
		{ id: 3, price: 1, store_id: 7 },
		{ id: 9, price: 2.5, store_id: 7 },
		{ id: 11, price: 4, store_id: 8 },
	],
};

const shirt: CartItemFacts = {
	...base,
	price: 20,
	stock: 12,
	food_variations: '',
	add_ons: [],
	choice_options: [{ title: 'Size' }],
	variations: [
		{ type: 'S', price: 20, stock: 5 },
		{ type: 'M', price: 22, stock: 0 },
		{ type: 'L', price: 24, stock: 3 },
	],
};

const pick = (name: string, ...labels: string[]) => ({ name, values: { label: labels } });

describe('chooseFoodOptions', () => {
	// spec §5 variation groups: required at least one; multi within min..max; optional multi when chosen.
	test.each([
		['a required group left empty', [], CART_MESSAGES.required('Size')],
		[
			'two picks in a single group',
			[pick('Size', 'Regular', 'Large')],
			CART_MESSAGES.between('Size', 1, 1),
		],
		[
			'an optional multi group above its maximum',
			[pick('Size', 'Large'), pick('Toppings', 'Egg', 'Chilli', 'Cheese')],
			CART_MESSAGES.between('Toppings', 1, 2),
		],
		['a label the group does not have', [pick('Size', 'Huge')], CART_MESSAGES.unknownVariation],
		['a group the item does not have', [pick('Sauce', 'Red')], CART_MESSAGES.unknownVariation],
		[
			'one group named twice',
			[pick('Size', 'Large'), pick('Size', 'Regular')],
			CART_MESSAGES.unknownVariation,
		],
		['a non-food type', [{ type: 'S' }], CART_MESSAGES.unknownVariation],
	])('refuses %s', (_, input, message) => {
		const result = chooseFoodOptions(base, input);
		expect(result).toEqual({ ok: false, error: { status: 403, code: 'variation', message } });
	});

	test('refuses a required multi group below its minimum', () => {
		const result = chooseFoodOptions({ price: 5, food_variations: [sides] }, [
			pick('Sides', 'Egg'),
		]);
		expect(result.ok || result.error.message).toBe(CART_MESSAGES.between('Sides', 2, 3));
	});

	test.each([
		['the required group alone', [pick('Size', 'Regular')], 5],
		['option prices added to the base price', [pick('Size', 'Large')], 6.5],
		[
			'an optional multi group within its bounds',
			[pick('Toppings', 'Chilli', 'Egg'), pick('Size', 'Large')],
			7.8,
		],
	])('accepts %s', (_, input, price) => {
		const result = chooseFoodOptions(base, input);
		if (!result.ok) throw new Error(result.error.message);
		expect(result.value.basePrice).toBeCloseTo(price, 6);
	});

	test('keeps the choice in the item order, so equal choices have equal keys', () => {
		const a = chooseFoodOptions(base, [pick('Toppings', 'Egg', 'Chilli'), pick('Size', 'Large')]);
		const b = chooseFoodOptions(base, [pick('Size', 'Large'), pick('Toppings', 'Chilli', 'Egg')]);
		if (!a.ok || !b.ok) throw new Error('refused');
		expect(a.value.variation).toEqual([
			{ name: 'Size', values: { label: ['Large'] } },
			{ name: 'Toppings', values: { label: ['Egg', 'Chilli'] } },
		]);
		expect(variationKey(a.value.variation)).toBe(variationKey(b.value.variation));
	});
});

describe('chooseVariation', () => {
	test.each([
		['no choice when the item has variations', [], 'variation', CART_MESSAGES.required('Size')],
		['a type that does not exist', [{ type: 'XL' }], 'variation', CART_MESSAGES.unknownVariation],
		['two types', [{ type: 'S' }, { type: 'L' }], 'variation', CART_MESSAGES.unknownVariation],
		['a variation out of stock', [{ type: 'M' }], 'stock', CART_MESSAGES.variationOutOfStock],
	])('refuses %s', (_, input, code, message) => {
		expect(chooseVariation(shirt, input)).toEqual({
			ok: false,
			error: { status: 403, code, message },
		});
	});

	test('uses the variation price instead of the base price, and its stock', () => {
		expect(chooseVariation(shirt, [{ type: 'L' }])).toEqual({
			ok: true,
			value: { variation: [{ type: 'L' }], basePrice: 24, stock: 3 },
		});
	});

	test('caps the stock by what a running flash sale has left', () => {
		const result = chooseVariation({ ...shirt, flash_sale: 1, stock: 2 }, [{ type: 'S' }]);
		expect(result.ok && result.value.stock).toBe(2);
	});

	test('takes the item stock and price when the item has no variations', () => {
		const plain = { ...shirt, variations: [] };
		expect(chooseVariation(plain, [])).toEqual({
			ok: true,
			value: { variation: [], basePrice: 20, stock: 12 },
		});
		expect(chooseVariation(plain, [{ type: 'S' }]).ok).toBe(false);
	});
});

describe('chooseAddOns', () => {
	test('pairs quantities with ids as sent, defaults to 1, keeps them by id', () => {
		expect(chooseAddOns(base, [9, 3], [2])).toEqual({
			ok: true,
			value: { ids: [3, 9], qtys: [1, 2], total: 6 },
		});
	});

	test.each([
		['an add-on the item does not offer', [42], []],
		["another store's add-on", [11], []],
		['the same add-on twice', [3, 3], []],
		['more quantities than add-ons', [3], [1, 1]],
	])('refuses %s', (_, ids, qtys) => {
		expect(chooseAddOns(base, ids, qtys).ok).toBe(false);
	});

	test('refuses an absurd add-on quantity', () => {
		const result = chooseAddOns(base, [3], [1000]);
		expect(result.ok || result.error.message).toBe(CART_MESSAGES.outOfLimits);
	});
});

describe('unitPrice', () => {
	// contract §11.10: store-wide percent first, else the item's (or flash sale's) own discount.
	test.each([
		['no discount', { discount: 0, discount_type: 'percent', store_discount: 0 }, 10],
		['an item percent discount', { discount: 10, discount_type: 'percent', store_discount: 0 }, 9],
		['an item amount discount', { discount: 1.5, discount_type: 'amount', store_discount: 0 }, 8.5],
		[
			'a store discount before the item discount',
			{ discount: 50, discount_type: 'percent', store_discount: 20 },
			8,
		],
		[
			'an amount above the price, floored at zero',
			{ discount: 15, discount_type: 'amount', store_discount: 0 },
			0,
		],
	])('applies %s', (_, discount, expected) => {
		expect(unitPrice(discount, 10, 0)).toBeCloseTo(expected, 6);
	});

	test('adds the add-ons after the discount', () => {
		expect(unitPrice({ discount: 10, discount_type: 'percent', store_discount: 0 }, 10, 3.5)).toBe(
			12.5,
		);
	});
});

describe('checkQuantity', () => {
	// spec §5 cart limits.
	test.each([
		['zero', { quantity: 0, otherLines: 0, maximum: null, stock: null }, 'quantity'],
		['a fraction', { quantity: 1.5, otherLines: 0, maximum: null, stock: null }, 'quantity'],
		[
			'more than the maximum',
			{ quantity: 4, otherLines: 0, maximum: 3, stock: null },
			'cart_item_limit',
		],
		[
			'the maximum across lines of one item',
			{ quantity: 2, otherLines: 2, maximum: 3, stock: 10 },
			'cart_item_limit',
		],
		['more than the stock', { quantity: 6, otherLines: 0, maximum: null, stock: 5 }, 'stock'],
		[
			'any quantity of a sold-out item',
			{ quantity: 1, otherLines: 0, maximum: 5, stock: 0 },
			'stock',
		],
	])('refuses %s', (_, input, code) => {
		const result = checkQuantity(input);
		expect(result.ok || result.error.code).toBe(code);
	});

	test.each([
		['exactly the maximum', { quantity: 3, otherLines: 0, maximum: 3, stock: null }],
		['exactly the stock', { quantity: 5, otherLines: 0, maximum: null, stock: 5 }],
		['food, which keeps no stock', { quantity: 40, otherLines: 0, maximum: null, stock: null }],
		['a maximum of 0, meaning none', { quantity: 9, otherLines: 0, maximum: 0, stock: 10 }],
	])('accepts %s', (_, input) => {
		expect(checkQuantity(input).ok).toBe(true);
	});

	test('names the spec texts', () => {
		const over = checkQuantity({ quantity: 4, otherLines: 0, maximum: 3, stock: null });
		const out = checkQuantity({ quantity: 6, otherLines: 0, maximum: null, stock: 5 });
		expect([over, out].map((r) => !r.ok && r.error.message)).toEqual([
			'Out of Limits',
			'Out of Stock',
		]);
	});
});

describe('checkSameStore', () => {
	// spec §5: the cart holds items from one store only.
	test.each([
		[[], 7, true],
		[[7, 7], 7, true],
		[[7], 8, false],
	])('cart of stores %j, adding from store %i: %s', (stores, store, allowed) => {
		expect(checkSameStore(stores, store).ok).toBe(allowed);
	});
});

describe('resolveLine', () => {
	test('prices a food line: options, store discount, add-ons', () => {
		const item = { ...base, store_discount: 10 };
		const result = resolveLine(
			item,
			{ variation: [pick('Size', 'Large')], addOnIds: [9], addOnQtys: [2] },
			false,
		);
		expect(result).toEqual({
			ok: true,
			value: {
				variation: [{ name: 'Size', values: { label: ['Large'] } }],
				variationKey: '[{"name":"Size","values":{"label":["Large"]}}]',
				addOnIds: [9],
				addOnQtys: [2],
				// (5 + 1.5) less 10 %, per unit; the add-ons once per line.
				price: 5.85,
				// The wire's `price`: the unit before the discount (issue 19).
				listPrice: 6.5,
				addOnsPrice: 5,
				stock: null,
			},
		});
	});

	test('gives a stock-keeping line the chosen variation stock', () => {
		const result = resolveLine(
			shirt,
			{ variation: [{ type: 'S' }], addOnIds: [], addOnQtys: [] },
			true,
		);
		expect(result.ok && [result.value.price, result.value.stock]).toEqual([20, 5]);
	});
});
