import { describe, expect, test } from 'vitest';
import { categoryTabFrom, groupByModule } from './category-rules';

describe('categoryTabFrom', () => {
	test.each([
		['', 'items'],
		['?tab=stores', 'stores'],
		['?tab=items', 'items'],
		['?tab=brands', 'items'],
	])('%s → %s', (query, tab) => {
		expect(categoryTabFrom(new URL(`https://shop.example/category/drinks${query}`))).toBe(tab);
	});
});

describe('groupByModule', () => {
	test('groups categories under their modules, in module order, skipping empty modules', () => {
		const categories = [
			{ id: 1, module_id: 2 },
			{ id: 2, module_id: 1 },
			{ id: 3, module_id: 2 },
		];
		const modules = [{ id: 1 }, { id: 2 }, { id: 5 }];
		expect(groupByModule(categories, modules)).toEqual([
			{ module: { id: 1 }, categories: [{ id: 2, module_id: 1 }] },
			{
				module: { id: 2 },
				categories: [
					{ id: 1, module_id: 2 },
					{ id: 3, module_id: 2 },
				],
			},
		]);
	});
});
