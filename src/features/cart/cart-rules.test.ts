import { describe, expect, test } from 'vitest';
import {
	addOnSummary,
	cartModel,
	cartSubtotal,
	checkoutStep,
	decreaseAction,
	minimumOrderProgress,
	increaseRefusal,
	lineForItem,
	lineListTotal,
	lineStock,
	otherStoreInCart,
	quantityLabel,
	type RuleLine,
	variationSummary,
} from './cart-rules';

function line(
	change: Omit<Partial<RuleLine>, 'item'> & { item?: Partial<RuleLine['item']> } = {},
): RuleLine {
	const { item, ...rest } = change;
	return {
		id: 1,
		item_id: 11,
		item_type: 'App\\Models\\Item',
		quantity: 1,
		variation: [],
		total_price: 2,
		...rest,
		item: {
			store_id: 1,
			module_type: 'grocery',
			stock: 10,
			maximum_cart_quantity: null,
			variations: [],
			...item,
		},
	};
}

// issue 14 item 4: the store's minimum order, shown in the cart like the free-delivery progress
describe('minimumOrderProgress', () => {
	test.each([
		[0, 25, { percent: 0, remaining: 25 }],
		[12.5, 25, { percent: 50, remaining: 12.5 }],
		[24.9, 25, { percent: 99.6, remaining: 0.1 }],
		[25, 25, { percent: 100, remaining: 0 }],
		[40, 25, { percent: 100, remaining: 0 }],
	])('%d of a %d minimum → %j', (subtotal, minimum, expected) => {
		expect(minimumOrderProgress(subtotal, minimum)).toEqual(expected);
	});

	test.each([null, undefined, 0, -1, Number.NaN])('is hidden with minimum %s', (minimum) => {
		expect(minimumOrderProgress(10, minimum)).toBeNull();
	});
});

// spec §9: cart quantity shown with a leading zero below 10
describe('quantityLabel', () => {
	test.each([
		[1, '01'],
		[9, '09'],
		[10, '10'],
		[123, '123'],
		[0, '00'],
	])('%d → %s', (quantity, label) => {
		expect(quantityLabel(quantity)).toBe(label);
	});
});

// spec §5 cart limits
describe('increaseRefusal', () => {
	test.each([
		['non-food below stock', {}, null],
		['non-food at stock', { quantity: 10 }, 'outOfStock'],
		['non-food above stock', { quantity: 4, item: { stock: 3 } }, 'outOfStock'],
		['non-food with no stock', { item: { stock: 0 } }, 'outOfStock'],
		['non-food at the maximum', { quantity: 3, item: { maximum_cart_quantity: 3 } }, 'outOfLimits'],
		['non-food below the maximum', { quantity: 2, item: { maximum_cart_quantity: 3 } }, null],
		['a maximum of 0 means none', { quantity: 2, item: { maximum_cart_quantity: 0 } }, null],
		['food keeps no stock', { quantity: 40, item: { module_type: 'food', stock: 0 } }, null],
		[
			'food at the maximum',
			{ quantity: 5, item: { module_type: 'food', stock: 0, maximum_cart_quantity: 5 } },
			'outOfLimits',
		],
		[
			"the chosen variation's stock",
			{
				quantity: 2,
				variation: [{ type: 'S-Red' }],
				item: { stock: 50, variations: [{ type: 'S-Red', price: 9, stock: 2 }] },
			},
			'outOfStock',
		],
	] as const)('%s → %s', (_, change, expected) => {
		const subject = line(change as Parameters<typeof line>[0]);
		expect(increaseRefusal(subject, [subject])).toBe(expected);
	});

	test("counts the item's other lines against the maximum", () => {
		const first = line({ id: 1, quantity: 2, item: { maximum_cart_quantity: 4 } });
		const second = line({ id: 2, quantity: 2, item: { maximum_cart_quantity: 4 } });
		const other = line({ id: 3, item_id: 12, quantity: 9, item: { maximum_cart_quantity: 4 } });
		expect(increaseRefusal(first, [first, second, other])).toBe('outOfLimits');
		expect(increaseRefusal(first, [first, other])).toBeNull();
	});
});

describe('lineStock', () => {
	test("is the chosen variation's stock, else the item's", () => {
		const variations = [{ type: 'M', price: 5, stock: 4 }];
		expect(lineStock(line({ variation: [{ type: 'M' }], item: { stock: 9, variations } }))).toBe(4);
		expect(lineStock(line({ variation: [{ type: 'XL' }], item: { stock: 9, variations } }))).toBe(
			9,
		);
		expect(lineStock(line({ item: { stock: 9 } }))).toBe(9);
	});
});

// spec §4 cart item: at 1 the minus becomes delete
describe('decreaseAction', () => {
	test.each([
		[1, 'remove'],
		[2, 'decrease'],
		[12, 'decrease'],
	] as const)('quantity %d → %s', (quantity, action) => {
		expect(decreaseAction(quantity)).toBe(action);
	});
});

// spec §4 cart drawer button
describe('checkoutStep', () => {
	test.each([
		[{ lines: 2, signedIn: true, guestCheckout: false }, 'checkout'],
		[{ lines: 2, signedIn: true, guestCheckout: true }, 'checkout'],
		[{ lines: 2, signedIn: false, guestCheckout: true }, 'guest-prompt'],
		[{ lines: 2, signedIn: false, guestCheckout: false }, 'sign-in'],
		[{ lines: 0, signedIn: true, guestCheckout: true }, 'home'],
		[{ lines: 0, signedIn: false, guestCheckout: false }, 'home'],
	] as const)('%j → %s', (state, step) => {
		expect(checkoutStep(state)).toBe(step);
	});
});

// spec §5: one store per cart
describe('otherStoreInCart', () => {
	test.each([
		[[], 1, false],
		[[line({ item: { store_id: 1 } })], 1, false],
		[[line({ item: { store_id: 1 } })], 2, true],
	] as const)('lines %# with store %d → %s', (lines, storeId, expected) => {
		expect(otherStoreInCart(lines, storeId)).toBe(expected);
	});
});

describe('cartSubtotal', () => {
	test('sums the line totals (add-ons once per line)', () => {
		expect(cartSubtotal([{ total_price: 10.2 }, { total_price: 0.1 }, { total_price: 4.9 }])).toBe(
			15.2,
		);
		expect(cartSubtotal([])).toBe(0);
	});
});

// spec §7 cart/add model
describe('cartModel', () => {
	test.each([
		[{}, 'Item'],
		[{ available_date_starts: null }, 'Item'],
		[{ available_date_starts: '2026-11-01' }, 'ItemCampaign'],
	] as const)('%j → %s', (item, model) => {
		expect(cartModel(item)).toBe(model);
	});
});

describe('lineForItem', () => {
	test('finds the first line of an item of the model asked for', () => {
		const campaign = line({ id: 5, item_type: 'App\\Models\\ItemCampaign' });
		const item = line({ id: 6 });
		expect(lineForItem([campaign, item], 11)?.id).toBe(6);
		expect(lineForItem([campaign, item], 11, 'ItemCampaign')?.id).toBe(5);
		expect(lineForItem([campaign, item], 99)).toBeUndefined();
	});
});

describe('variationSummary and addOnSummary', () => {
	test('name the chosen options and add-ons', () => {
		expect(
			variationSummary([
				{ name: 'Portion', values: { label: ['Large'] } },
				{ name: 'Sides', values: { label: ['Egg', 'Tofu'] } },
			]),
		).toBe('Portion: Large · Sides: Egg, Tofu');
		expect(variationSummary([{ type: 'S-Red' }])).toBe('S-Red');
		expect(
			addOnSummary({
				add_on_ids: [2, 3, 99],
				add_on_qtys: [1, 2, 1],
				item: {
					add_ons: [
						{ id: 2, name: 'Braised egg' },
						{ id: 3, name: 'Extra rice' },
					],
				},
			}),
		).toBe('Braised egg, Extra rice × 2');
	});
});

describe('lineListTotal', () => {
	test.each([
		// price is the unit list price; total_price the server's discounted line total
		[
			'a discounted line shows what it saves',
			{ price: 10, quantity: 2, add_ons_price: 1.5, total_price: 17.5 },
			21.5,
		],
		[
			'a line at list price shows only its total',
			{ price: 10, quantity: 2, add_ons_price: 0, total_price: 20 },
			null,
		],
		[
			'add-ons count once per line',
			{ price: 4.2, quantity: 3, add_ons_price: 2, total_price: 12 },
			14.6,
		],
	])('%s', (_, line, expected) => {
		expect(lineListTotal(line)).toBe(expected);
	});
});
