import { describe, expect, test } from 'vitest';
import { buyNowSummaryLine, cartSummaryLines, lineDetails } from './checkout-lines';

// spec §2 /checkout lines; §3 cart item; contract §7 variation formats

const item = {
	id: 9,
	name: 'Chicken Rice',
	image_full_url: '/images/product/chicken-rice.webp',
	store_id: 1,
	module_id: 1,
	add_ons: [
		{ id: 1, name: 'Egg' },
		{ id: 2, name: 'Soup' },
	],
};

describe('lineDetails', () => {
	test.each([
		['nothing chosen', [], [], [], ''],
		['a food option', [{ name: 'Size', values: { label: ['Large'] } }], [], [], 'Size: Large'],
		[
			'several food labels and add-ons',
			[{ name: 'Sides', values: { label: ['Egg', 'Tofu'] } }],
			[1, 2],
			[2, 1],
			'Sides: Egg, Tofu · Egg × 2 · Soup',
		],
		['a non-food variation', [{ type: 'S-Red' }], [], [], 'S-Red'],
		['an unknown add-on is left out', [], [99], [1], ''],
		['junk in the variation is ignored', [null, 3, { name: 'X' }], [], [], ''],
	])('%s', (_name, variation, ids, qtys, text) => {
		expect(lineDetails(item, { variation, add_on_ids: ids, add_on_qtys: qtys })).toBe(text);
	});
});

describe('cartSummaryLines', () => {
	test('shows the server’s line total', () => {
		const [line] = cartSummaryLines([
			{
				id: 3,
				quantity: 2,
				total_price: 11.5,
				variation: [],
				add_on_ids: [1],
				add_on_qtys: [1],
				item,
			},
		]);
		expect(line).toEqual({
			key: 'cart-3',
			name: 'Chicken Rice',
			image: '/images/product/chicken-rice.webp',
			quantity: 2,
			details: 'Egg',
			total: 11.5,
			prescription: false,
		});
	});

	test('marks a medicine sold on prescription', () => {
		const lines = cartSummaryLines(
			[0, 1].map((rx) => ({
				id: rx,
				quantity: 1,
				variation: [],
				add_on_ids: [],
				add_on_qtys: [],
				item: { ...item, is_prescription_required: rx },
			})),
		);
		expect(lines.map((l) => l.prescription)).toEqual([false, true]);
	});
});

describe('buyNowSummaryLine', () => {
	test('has no total until the preview prices it', () => {
		const line = buyNowSummaryLine({
			item,
			line: {
				item_id: 9,
				item_type: 'Item',
				quantity: 3,
				variation: [],
				add_on_ids: [],
				add_on_qtys: [],
			},
		});
		expect(line).toMatchObject({ key: 'buy-9', quantity: 3, total: null });
	});
});
