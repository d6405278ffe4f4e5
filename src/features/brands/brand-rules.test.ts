import { describe, expect, test } from 'vitest';
import { brandHomePath, brandSortFrom, sortBrands } from './brand-rules';

const brands = [{ name: 'VoltCore' }, { name: 'apex' }, { name: 'Sonique' }, { name: 'Ölberg' }];

describe('brandSortFrom', () => {
	test.each([
		['', 'default'],
		['?sort=a_to_z', 'a_to_z'],
		['?sort=z_to_a', 'z_to_a'],
		['?sort=price', 'default'],
	])('%s → %s', (query, sort) => {
		expect(brandSortFrom(new URL(`https://shop.example/all-brands${query}`))).toBe(sort);
	});
});

describe('sortBrands', () => {
	test.each([
		['default', ['VoltCore', 'apex', 'Sonique', 'Ölberg']],
		['a_to_z', ['apex', 'Ölberg', 'Sonique', 'VoltCore']],
		['z_to_a', ['VoltCore', 'Sonique', 'Ölberg', 'apex']],
	] as const)('%s', (sort, names) => {
		expect(sortBrands(brands, sort, 'en').map((b) => b.name)).toEqual(names);
	});

	test('leaves the given list alone', () => {
		const copy = [...brands];
		sortBrands(brands, 'a_to_z', 'en');
		expect(brands).toEqual(copy);
	});
});

describe('brandHomePath', () => {
	test.each([
		[{ id: 20, module_id: 4 }, 4, '/home?brand_id=20&data_type=brand&module_id=4'],
		[{ id: 7, module_id: null }, 2, '/home?brand_id=7&data_type=brand&module_id=2'],
		[{ id: 7, module_id: null }, null, '/home?brand_id=7&data_type=brand'],
	])('%j in module %s → %s', (brand, moduleId, path) => {
		expect(brandHomePath(brand, moduleId)).toBe(path);
	});
});
