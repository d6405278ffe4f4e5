import { describe, expect, test } from 'vitest';
import { shapeProblems } from './shape-check';

describe('shapeProblems', () => {
	const body = {
		total_size: 2,
		products: [
			{ id: 1, module: { module_type: 'food' }, food_variations: [], note: null },
			{ id: 2, module: { module_type: 'grocery' }, food_variations: '', note: 'x' },
		],
		empty: [],
	};

	test('a fitting body has no problems', () => {
		expect(
			shapeProblems(body, {
				total_size: 'number',
				'products[].module.module_type': 'string',
				'products[].note': 'string?',
				'empty[]?': 'object',
			}),
		).toEqual([]);
	});

	test('names the element and the field that differ', () => {
		expect(shapeProblems(body, { 'products[].food_variations': 'array' })).toEqual([
			'products[1].food_variations: expected array, got string',
		]);
		expect(shapeProblems(body, { 'products[].price': 'number' })).toEqual([
			'products[0].price: missing',
			'products[1].price: missing',
		]);
		expect(shapeProblems(body, { 'empty[].id': 'number' })).toEqual([
			'empty: empty (a row must show at least one)',
		]);
		expect(shapeProblems(body, { total_size: 'string' })).toEqual([
			'total_size: expected string, got number',
		]);
	});

	test('the body itself', () => {
		expect(shapeProblems(3.5, { '.': 'number' })).toEqual([]);
		expect(shapeProblems([{ a: 1 }], { '[].a': 'number' })).toEqual([]);
		expect(shapeProblems({}, { '.': 'array' })).toEqual(['.: expected array, got object']);
	});
});
