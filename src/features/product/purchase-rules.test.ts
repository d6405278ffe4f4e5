import { describe, expect, test } from 'vitest';
import { addOnsTotal, discountedUnit, lineTotal } from './product-price';
import { quantityProblemText } from './product-text';
import {
	addOnPayload,
	availability,
	lineChanges,
	lineForChoice,
	purchaseBlock,
	shortDescription,
	stepAddOn,
	stepQuantity,
	toggleAddOn,
} from './purchase-rules';

// spec §5 discounts, contract §11.9–10: the same unit price as the server's cart rules.
describe('discountedUnit', () => {
	test.each([
		[{ discount: 0, discount_type: 'percent', store_discount: 0 }, 10, 10],
		[{ discount: 15, discount_type: 'percent', store_discount: 0 }, 10, 8.5],
		[{ discount: 2, discount_type: 'amount', store_discount: 0 }, 10, 8],
		[{ discount: 30, discount_type: 'percent', store_discount: 10 }, 10, 9],
		[{ discount: 20, discount_type: 'amount', store_discount: 0 }, 10, 0],
	])('%j of %d is %d', (item, base, unit) => {
		expect(discountedUnit(item, base)).toBe(unit);
	});
});

describe('lineTotal', () => {
	const item = { discount: 10, discount_type: 'percent', store_discount: 0 };
	test('charges add-ons once per line, not per unit', () => {
		expect(lineTotal(item, { basePrice: 6.4, quantity: 3, addOns: 3.5 })).toEqual({
			total: 20.78,
			was: 22.7,
		});
	});

	test('add-ons total is price × quantity of each chosen add-on', () => {
		const addOns = [
			{ id: 1, price: 2.5 },
			{ id: 2, price: 1 },
			{ id: 3, price: 0.6 },
		];
		expect(addOnsTotal(addOns, { 1: 1, 2: 2 })).toBe(4.5);
		expect(addOnsTotal(addOns, {})).toBe(0);
	});
});

// spec §5 cart limits, §9 default quantity 1
describe('stepQuantity', () => {
	test.each([
		['minus stops at 1', { quantity: 1, delta: -1, maximum: null, stock: null }, 1, null],
		['plus without limits', { quantity: 1, delta: 1, maximum: null, stock: null }, 2, null],
		['food ignores stock', { quantity: 5, delta: 1, maximum: 0, stock: null }, 6, null],
		['above stock', { quantity: 3, delta: 1, maximum: null, stock: 3 }, 3, 'Out of Stock'],
		['above the maximum', { quantity: 2, delta: 1, maximum: 2, stock: 9 }, 2, 'Out of Limits'],
		[
			'other lines count toward the maximum',
			{ quantity: 1, delta: 1, maximum: 3, stock: 9, otherLines: 2 },
			1,
			'Out of Limits',
		],
	])('%s', (_, input, quantity, text) => {
		const step = stepQuantity(input);
		expect(step.quantity).toBe(quantity);
		expect(step.problem && quantityProblemText(step.problem, 'en')).toBe(text);
	});
});

// spec §4 add-ons: check raises the quantity by one, uncheck lowers it by one.
describe('add-ons', () => {
	test.each([
		[{}, true, 1],
		[{ 7: 1 }, false, 0],
		[{ 7: 3 }, false, 2],
		[{ 7: 0 }, false, 0],
	])('%j, checked %s → %d', (qtys, checked, qty) => {
		expect(toggleAddOn(qtys, 7, checked)[7]).toBe(qty);
	});

	test('steppers never go below 0 or above 100', () => {
		expect(stepAddOn({ 7: 1 }, 7, -1)[7]).toBe(0);
		expect(stepAddOn({ 7: 0 }, 7, -1)[7]).toBe(0);
		expect(stepAddOn({ 7: 100 }, 7, 1)[7]).toBe(100);
	});

	test('the payload lists chosen add-ons by id', () => {
		expect(addOnPayload([{ id: 9 }, { id: 2 }, { id: 5 }], { 9: 2, 2: 1, 5: 0 })).toEqual({
			add_on_ids: [2, 9],
			add_on_qtys: [1, 2],
		});
	});
});

// spec §2 not-available display, §5 availability window
describe('availability', () => {
	const breakfast = { available_time_starts: '08:00:00', available_time_ends: '12:00:00' };
	test.each([
		['inside the window', '09:30:00', false, { kind: 'open' }],
		[
			'outside, no scheduling',
			'13:00:00',
			false,
			{ kind: 'closed', start: '08:00', end: '12:00', orderLater: false },
		],
		[
			'outside, scheduling allowed',
			'13:00:00',
			true,
			{ kind: 'closed', start: '08:00', end: '12:00', orderLater: true },
		],
	])('%s', (_, now, schedule, expected) => {
		expect(availability({ ...breakfast, schedule_order: schedule }, now)).toEqual(expected);
	});
});

// spec §2 In Stock chip and Out of Stock, §4 variation stock
describe('purchaseBlock', () => {
	const open = { kind: 'open' } as const;
	const closed = { kind: 'closed', start: '08:00', end: '12:00', orderLater: false } as const;
	test.each([
		['food is never out of stock', false, false, 0, null, open, null, false],
		['an item with stock', true, false, 5, null, open, null, true],
		['an item at 0', true, false, 0, null, open, 'outOfStock', false],
		['a variation with stock', true, true, 5, 3, open, null, true],
		['a variation at 0', true, true, 5, 0, open, 'variationOutOfStock', false],
		['outside the hours', false, false, 0, null, closed, 'unavailable', false],
		['orderable for later', false, false, 0, null, { ...closed, orderLater: true }, null, false],
	] as const)(
		'%s',
		(_, keepsStock, hasVariations, itemStock, variationStock, when, block, chip) => {
			expect(
				purchaseBlock({ keepsStock, hasVariations, itemStock, variationStock, availability: when }),
			).toEqual({ block, inStock: chip });
		},
	);
});

// spec §2 Add to Cart / Update To Cart, §8 'No changes found to update.'
describe('cart lines', () => {
	const line = {
		id: 40,
		item_id: 2,
		item_type: 'App\\Models\\Item',
		quantity: 2,
		variation: [{ name: 'Portion', values: { label: ['Large'] } }],
		add_on_ids: [1],
		add_on_qtys: [1],
	};
	test('finds the line with the same item, model and variation', () => {
		const lines = [line];
		expect(lineForChoice(lines, 2, 'Item', line.variation)).toBe(line);
		expect(lineForChoice(lines, 2, 'Item', [])).toBeUndefined();
		expect(lineForChoice(lines, 2, 'ItemCampaign', line.variation)).toBeUndefined();
	});

	test.each([
		[{ quantity: 2, add_on_ids: [1], add_on_qtys: [1] }, null],
		[{ quantity: 3, add_on_ids: [1], add_on_qtys: [1] }, { quantity: 3 }],
		[
			{ quantity: 2, add_on_ids: [1, 2], add_on_qtys: [1, 1] },
			{ add_on_ids: [1, 2], add_on_qtys: [1, 1] },
		],
		[
			{ quantity: 2, add_on_ids: [], add_on_qtys: [] },
			{ add_on_ids: [], add_on_qtys: [] },
		],
	])('%j changes %j', (draft, changes) => {
		expect(lineChanges(line, draft)).toEqual(changes);
	});
});

// spec §9 detail description truncated at 130 characters
describe('shortDescription', () => {
	test('cuts long text at 130 characters and keeps short text', () => {
		const long = 'a'.repeat(140);
		expect(shortDescription(long)).toEqual({ text: `${'a'.repeat(130)}…`, cut: true });
		expect(shortDescription('Crisp.')).toEqual({ text: 'Crisp.', cut: false });
	});
});
