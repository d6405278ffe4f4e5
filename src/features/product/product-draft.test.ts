import { describe, expect, test } from 'vitest';
import { draftFromLine, initialDraft, purchase } from './product-draft';
import type { ProductItem } from './product-item';

const base = {
	id: 2,
	name: 'Roasted Chicken Rice',
	description: '',
	slug: 'roasted-chicken-rice',
	image_full_url: null,
	images_full_url: [],
	category_ids: [],
	store_id: 1,
	store_name: 'Ah Seng',
	module_id: 1,
	module_type: 'food',
	module: { id: 1, module_name: 'Food', module_type: 'food' },
	price: 4.9,
	discount: 0,
	discount_type: 'percent',
	store_discount: 0,
	variations: [],
	choice_options: [],
	food_variations: [
		{
			name: 'Portion',
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
	add_ons: [
		{ id: 1, name: 'Extra chicken', price: 2.5 },
		{ id: 2, name: 'Braised egg', price: 1 },
	],
	stock: 0,
	maximum_cart_quantity: null,
	flash_sale: 0,
	available_time_starts: '00:00:00',
	available_time_ends: '23:59:59',
	schedule_order: true,
	veg: 0,
	organic: 0,
	halal_tag_status: 0,
	is_prescription_required: 0,
	recommended: 0,
	avg_rating: 4.5,
	rating_count: 2,
} satisfies ProductItem;

// spec §2 product detail, §4, §5: the panel's figures for a draft.
describe('purchase', () => {
	test('a food item adds option prices to the base price and add-ons once per line', () => {
		const draft = {
			...initialDraft(base),
			food: [['Large']],
			addOns: { 1: 1, 2: 2 },
			quantity: 2,
		};
		const result = purchase(base, draft, '12:00:00');
		expect(result.basePrice).toBe(6.4);
		expect(result.price.total).toBe(17.3); // 6.40 × 2 + 2.50 + 2 × 1.00
		expect(result.payload).toEqual({
			variation: [{ name: 'Portion', values: { label: ['Large'] } }],
			add_on_ids: [1, 2],
			add_on_qtys: [1, 2],
			quantity: 2,
		});
		expect(result.problem).toBeNull();
		expect(result.block).toBeNull();
		expect(result.inStock).toBe(false);
	});

	test('a required group left empty is the problem to show', () => {
		const result = purchase(base, initialDraft(base), '12:00:00');
		expect(result.problem).toEqual({
			groupIndex: 0,
			problem: { kind: 'required', name: 'Portion' },
		});
	});

	const tee = {
		...base,
		module_type: 'ecommerce',
		module: { id: 4, module_name: 'Shop', module_type: 'ecommerce' },
		food_variations: [],
		add_ons: [],
		price: 30,
		stock: 18,
		store_discount: 10,
		choice_options: [{ name: 'choice_1', title: 'Size', options: ['S', 'M'] }],
		variations: [
			{ type: 'S', price: 30, stock: 0 },
			{ type: 'M', price: 32, stock: 4 },
		],
	} satisfies ProductItem;

	test('a variation replaces the base price and its stock limits the quantity', () => {
		const result = purchase(tee, { ...initialDraft(tee), selection: [1] }, '12:00:00');
		expect(result.basePrice).toBe(32);
		expect(result.price).toEqual({ total: 28.8, was: 32 });
		expect(result.stockLimit).toBe(4);
		expect(result.inStock).toBe(true);
		expect(result.payload.variation).toEqual([{ type: 'M' }]);
	});

	test('a variation at 0 blocks buying and hides the In Stock chip', () => {
		const result = purchase(tee, initialDraft(tee), '12:00:00');
		expect(result.block).toBe('variationOutOfStock');
		expect(result.inStock).toBe(false);
	});

	test('a cart line gives back its choice', () => {
		const draft = draftFromLine(tee, {
			id: 5,
			item_id: tee.id,
			item_type: 'App\\Models\\Item',
			quantity: 3,
			variation: [{ type: 'M' }],
			add_on_ids: [],
			add_on_qtys: [],
		});
		expect(draft).toMatchObject({ selection: [1], quantity: 3, touched: false });
	});
});
