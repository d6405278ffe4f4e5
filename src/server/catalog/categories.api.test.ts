import { describe, expect, test } from 'vitest';
import { catalogHeaders, getJson, MODULE_ID, setupApi } from '~/testing/api';

const api = setupApi();
const grocery = catalogHeaders('grocery');

describe('categories', () => {
	test('top categories of the module with their sub-categories and counts', async () => {
		const list = await getJson<any[]>(api, '/categories', grocery);
		expect(list.length).toBeGreaterThan(3);
		expect(
			list.every((c) => c.module_id === MODULE_ID.grocery && c.position === 0 && c.parent_id === 0),
		).toBe(true);
		const withChildren = list.find((c) => c.childes.length > 0);
		expect(withChildren.childes_count).toBe(withChildren.childes.length);
		expect(
			withChildren.childes.every((c: { parent_id: number }) => c.parent_id === withChildren.id),
		).toBe(true);
		expect(list.some((c) => c.products_count > 0)).toBe(true);
	});

	test('grocery has the home page tabs Beauty, Bread & Juice, Drinks and Milks', async () => {
		const slugs = (await getJson<any[]>(api, '/categories', grocery)).map((c) => c.slug);
		for (const tab of ['beauty', 'bread-juice', 'drinks', 'milks'])
			expect(slugs).toContain(`grocery-${tab}`);
	});

	test('without a moduleId header lists categories of every module', async () => {
		const all = await getJson<any[]>(api, '/categories');
		expect(new Set(all.map((c) => c.module_id)).size).toBe(4);
	});

	test('featured categories only with featured=1', async () => {
		const featured = await getJson<any[]>(api, '/categories?featured=1', grocery);
		expect(featured.length).toBeGreaterThan(0);
		expect(featured.every((c) => c.featured === 1)).toBe(true);
	});

	test('children, items and stores of a category', async () => {
		const list = await getJson<any[]>(api, '/categories', grocery);
		const parent = list.find((c) => c.childes.length > 0 && c.products_count > 0);
		const children = await getJson<any[]>(api, `/categories/childes/${parent.id}`, grocery);
		expect(children.map((c) => c.id)).toEqual(parent.childes.map((c: { id: number }) => c.id));
		expect(await getJson<any[]>(api, `/categories/${parent.slug}`, grocery)).toEqual(children);
		const page = await getJson(api, `/categories/items/${parent.id}?limit=50&offset=1`, grocery);
		expect(page.total_size).toBe(parent.products_count);
		expect(
			page.products.every((p: { category_ids: { id: string }[] }) =>
				p.category_ids.some((c) => c.id === String(parent.id)),
			),
		).toBe(true);
		const storesPage = await getJson(
			api,
			`/categories/stores/${parent.id}?limit=20&offset=1`,
			grocery,
		);
		expect(storesPage.stores.length).toBeGreaterThan(0);
	});

	test('Indonesian category names for X-localization: id', async () => {
		const en = await getJson<any[]>(api, '/categories', grocery);
		const id = await getJson<any[]>(api, '/categories', { ...grocery, 'X-localization': 'id' });
		expect(id.map((c) => c.id)).toEqual(en.map((c) => c.id));
		expect(id.filter((c, i) => c.name !== en[i].name).length).toBeGreaterThan(0);
	});
});

describe('brands and common conditions', () => {
	test('ecommerce brands with item counts, and the items of one', async () => {
		const shop = catalogHeaders('ecommerce');
		const brands = await getJson<any[]>(api, '/brand', shop);
		expect(brands.length).toBeGreaterThanOrEqual(15);
		const brand = brands.find((b) => b.items_count > 0);
		const page = await getJson(api, `/brand/items/${brand.id}?limit=50&offset=1`, shop);
		expect(page.total_size).toBe(brand.items_count);
		expect(page.products.every((p: { brand_id: number }) => p.brand_id === brand.id)).toBe(true);
	});

	test('pharmacy common conditions and their items', async () => {
		const pharmacy = catalogHeaders('pharmacy');
		const conditions = await getJson<any[]>(api, '/common-condition', pharmacy);
		expect(conditions.length).toBeGreaterThanOrEqual(8);
		const condition = conditions.find((c) => c.items_count > 0);
		const page = await getJson(
			api,
			`/common-condition/items/${condition.id}?limit=20&offset=1`,
			pharmacy,
		);
		expect(page.products.length).toBeGreaterThan(0);
		expect(
			page.products.every(
				(p: { common_condition_id: number }) => p.common_condition_id === condition.id,
			),
		).toBe(true);
	});

	test('basic medicine nearby lists basic items only', async () => {
		const page = await getJson(api, '/items/basic?limit=20&offset=1', catalogHeaders('pharmacy'));
		expect(page.products.length).toBeGreaterThan(0);
		expect(page.products.every((p: { is_basic: number }) => p.is_basic === 1)).toBe(true);
	});
});
