import { describe, expect, test } from 'vitest';
import { type FoodGroup, foodGroups, optionPrice } from './product-item';
import { variationProblemText } from './product-text';
import {
	chosenVariation,
	foodHint,
	foodOptionsTotal,
	foodProblem,
	foodSelectionFromPayload,
	foodVariationPayload,
	selectionForType,
	toggleFoodOption,
	variationKey,
	variationType,
} from './variation-rules';

const size = { name: 'choice_1', title: 'Size', options: ['S', 'M', 'L'] };
const colour = { name: 'choice_2', title: 'Colour', options: ['Ivory', 'Rose'] };
const shirt = {
	price: 90,
	stock: 20,
	flash_sale: 0,
	choice_options: [size, colour],
	variations: [
		{ type: 'S-Ivory', price: 91, stock: 12 },
		{ type: 'S-Rose', price: 92, stock: 0 },
		{ type: 'M-Ivory', price: 93, stock: 10 },
	],
};

// spec §4 variation stock: the chosen options name one variation, whose price and stock apply.
describe('chosenVariation', () => {
	test.each([
		[[0, 0], { type: 'S-Ivory', price: 91, stock: 12 }],
		[[0, 1], { type: 'S-Rose', price: 92, stock: 0 }],
		[[1, 0], { type: 'M-Ivory', price: 93, stock: 10 }],
		[[2, 1], { type: 'L-Rose', price: 90, stock: 0 }],
	])('options %j name %j', (selection, expected) => {
		expect(chosenVariation(shirt, selection)).toEqual(expected);
	});

	test('is null for an item without variations', () => {
		expect(chosenVariation({ ...shirt, variations: [] }, [0, 0])).toBeNull();
	});

	test('caps the stock at the flash sale stock', () => {
		expect(chosenVariation({ ...shirt, flash_sale: 1, stock: 4 }, [0, 0])?.stock).toBe(4);
	});

	test('matches types written without spaces', () => {
		const pack = { name: 'choice_1', title: 'Pack', options: ['10 pcs'] };
		const eggs = {
			...shirt,
			choice_options: [pack],
			variations: [{ type: '10pcs', price: 3, stock: 5 }],
		};
		expect(chosenVariation(eggs, [0])?.type).toBe('10pcs');
	});
});

describe('variationType and selectionForType', () => {
	test('join and split the options of each choice', () => {
		expect(variationType([size, colour], [1, 1])).toBe('M-Rose');
		expect(selectionForType([size, colour], 'M-Rose')).toEqual([1, 1]);
		expect(selectionForType([size, colour], 'XL-Rose')).toBeNull();
	});
});

const portion: FoodGroup = {
	name: 'Portion',
	type: 'single',
	min: 1,
	max: 1,
	required: true,
	values: [
		{ label: 'Regular', price: 0 },
		{ label: 'Large', price: 1.5 },
	],
};
const sides: FoodGroup = {
	name: 'Sides',
	type: 'multi',
	min: 1,
	max: 2,
	required: true,
	values: [
		{ label: 'Fries', price: 0 },
		{ label: 'Coleslaw', price: 1 },
		{ label: 'Mash', price: 2 },
	],
};
const toppings: FoodGroup = { ...sides, name: 'Toppings', min: 2, max: 3, required: false };
const groups = [portion, sides, toppings];

// spec §5 variation groups
describe('toggleFoodOption', () => {
	test.each([
		['a single group takes the option', [[], [], []], 0, 'Large', [['Large'], [], []]],
		['a single group switches options', [['Regular'], [], []], 0, 'Large', [['Large'], [], []]],
		['a second press clears a single group', [['Large'], [], []], 0, 'Large', [[], [], []]],
		['a multi group checks an option', [[], ['Fries'], []], 1, 'Mash', [[], ['Fries', 'Mash'], []]],
		[
			'a multi group unchecks an option',
			[[], ['Fries', 'Mash'], []],
			1,
			'Fries',
			[[], ['Mash'], []],
		],
		['an unknown label changes nothing', [[], [], []], 1, 'Salad', [[], [], []]],
	])('%s', (_, selection, group, label, expected) => {
		const result = toggleFoodOption(groups, selection, group, label);
		expect(result).toEqual({ selection: expected, problem: null });
	});

	test('refuses a multi option above the maximum, with the spec text', () => {
		const result = toggleFoodOption(groups, [[], ['Fries', 'Coleslaw'], []], 1, 'Mash');
		expect(result.selection).toEqual([[], ['Fries', 'Coleslaw'], []]);
		expect(result.problem && variationProblemText(result.problem, 'en')).toBe(
			'Selected variation named Sides must be in between Minimum 1 and Maximum 2',
		);
	});
});

describe('foodProblem', () => {
	test.each([
		[[[], ['Fries'], []], 'Variation Portion can not remain without selection'],
		[[['Large'], [], []], 'Variation Sides can not remain without selection'],
		[
			[['Large'], ['Fries'], ['Fries']],
			'Selected variation named Toppings must be in between Minimum 2 and Maximum 3',
		],
		[[['Large'], ['Fries'], []], null],
		[[['Large'], ['Fries', 'Mash'], ['Fries', 'Mash']], null],
	])('%j → %s', (selection, text) => {
		const found = foodProblem(groups, selection);
		expect(found ? variationProblemText(found.problem, 'en') : null).toBe(text);
	});

	test('names the group in error', () => {
		expect(foodProblem(groups, [['Large'], [], []])?.groupIndex).toBe(1);
	});
});

describe('foodHint', () => {
	test('multi groups say how many to choose; single groups say nothing', () => {
		expect(foodHint(sides)).toEqual({ min: 1, max: 2 });
		expect(foodHint(portion)).toBeNull();
	});
});

describe('food prices and payloads', () => {
	test('chosen options add their prices', () => {
		expect(foodOptionsTotal(groups, [['Large'], ['Coleslaw', 'Mash'], []])).toBe(4.5);
	});

	test('the payload names chosen groups with labels in the item order', () => {
		const payload = foodVariationPayload(groups, [['Large'], ['Mash', 'Fries'], []]);
		expect(payload).toEqual([
			{ name: 'Portion', values: { label: ['Large'] } },
			{ name: 'Sides', values: { label: ['Fries', 'Mash'] } },
		]);
		expect(foodSelectionFromPayload(groups, payload)).toEqual([['Large'], ['Fries', 'Mash'], []]);
	});

	test('variationKey ignores the order of groups and labels', () => {
		const a = [
			{ name: 'Sides', values: { label: ['Mash', 'Fries'] } },
			{ name: 'Portion', values: { label: ['Large'] } },
		];
		const b = [
			{ name: 'Portion', values: { label: ['Large'] } },
			{ name: 'Sides', values: { label: ['Fries', 'Mash'] } },
		];
		expect(variationKey(a)).toBe(variationKey(b));
		expect(variationKey([{ type: 'S' }])).not.toBe(variationKey([{ type: 'M' }]));
	});
});

describe('foodGroups', () => {
	test('reads the wire shape; an empty list means none', () => {
		expect(foodGroups({ food_variations: [] })).toEqual([]);
		expect(
			foodGroups({
				food_variations: [
					{
						name: 'Size',
						type: 'multi',
						min: '1',
						max: '2',
						required: 'off',
						values: [{ label: 'Big', optionPrice: '1.50' }],
					},
				],
			}),
		).toEqual([
			{
				name: 'Size',
				type: 'multi',
				min: 1,
				max: 2,
				required: false,
				values: [{ label: 'Big', price: 1.5 }],
			},
		]);
	});

	test.each([
		[2, 2],
		['3', 3],
		['1.50', 1.5],
		['', 0],
		[null, 0],
	])('option price %j reads as %d', (raw, value) => {
		expect(optionPrice(raw)).toBe(value);
	});
});
