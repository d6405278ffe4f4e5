import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '~/server/db/client';
import { MODULE_ID, TEST_NOW } from '~/testing/api';
import { createTestDb } from '~/testing/test-db';
import { HOME_LIMITS, listHomeItems, loadHome } from './home-sections.service';
import { type CatalogScope, moduleScope } from './scope';

// spec §1 home sections, §2 /home data_type lists, §4 tabs, §9 page sizes.

let handle: DatabaseHandle;
beforeAll(async () => {
	handle = await createTestDb();
}, 60_000);
afterAll(async () => {
	await handle?.close();
});

async function scopeOf(type: keyof typeof MODULE_ID, zoneIds: number[] | null = [1]) {
	const scope = await moduleScope(handle.db, {
		locale: 'en',
		baseUrl: 'http://shop.test',
		moduleId: MODULE_ID[type],
		zoneIds,
		latLng: { lat: 1.3048, lng: 103.8318 },
		now: TEST_NOW,
	});
	if (!scope) throw new Error(`no scope for ${type}`);
	return scope as CatalogScope;
}

describe('loadHome', () => {
	test('loads only the sections asked for', async () => {
		const data = await loadHome(await scopeOf('food'), ['banners', 'coupons']);
		expect(Object.keys(data).sort()).toEqual(['banners', 'coupons']);
		expect(data.banners?.length).toBeGreaterThan(0);
	});

	test('keeps the spec page sizes', async () => {
		const data = await loadHome(await scopeOf('food'), [
			'recommended',
			'specialOffers',
			'stores',
			'flashSale',
			'featuredStores',
		]);
		expect(data.recommended?.length).toBeLessThanOrEqual(HOME_LIMITS.recommended);
		expect(data.recommended?.every((i) => i.recommended === 1)).toBe(true);
		expect(data.specialOffers?.length).toBe(HOME_LIMITS.specialOffers);
		expect(data.specialOffers?.every((i) => i.discount > 0 || i.store_discount > 0)).toBe(true);
		expect(data.stores?.length).toBeLessThanOrEqual(HOME_LIMITS.popularStores);
		expect(data.featuredStores?.every((s) => s.featured === 1)).toBe(true);
		expect(data.flashSale?.products.length).toBeGreaterThan(0);
		expect(data.flashSale?.products.length).toBeLessThanOrEqual(HOME_LIMITS.flashTeaser);
	});

	test('grocery tabs are featured categories, and every item belongs to one', async () => {
		const { categoryTabs } = await loadHome(await scopeOf('grocery'), ['categoryTabs']);
		expect(categoryTabs?.tabs.length).toBeGreaterThan(0);
		expect(categoryTabs?.tabs.length).toBeLessThanOrEqual(HOME_LIMITS.categoryTabCount);
		const ids = new Set(categoryTabs?.tabs.map((t) => t.id));
		expect(
			categoryTabs?.items.every((i) => i.category_ids.some((c) => ids.has(Number(c.id)))),
		).toBe(true);
	});

	test('pharmacy conditions hold up to 20 of their own items each', async () => {
		const { commonConditions } = await loadHome(await scopeOf('pharmacy'), ['commonConditions']);
		expect(commonConditions?.length).toBeGreaterThan(1);
		for (const condition of commonConditions ?? []) {
			expect(condition.items.length).toBeGreaterThan(0);
			expect(condition.items.length).toBeLessThanOrEqual(HOME_LIMITS.commonConditions);
			expect(condition.items.every((i) => i.common_condition_id === condition.id)).toBe(true);
		}
	});

	test('ecommerce brands all have items; parcel has its categories and no banners', async () => {
		const shop = await loadHome(await scopeOf('ecommerce'), ['brands']);
		expect(shop.brands?.length).toBeGreaterThan(8);
		expect(shop.brands?.every((b) => b.items_count > 0)).toBe(true);
		const parcel = await loadHome(await scopeOf('parcel'), ['parcelCategories', 'banners']);
		expect(parcel.parcelCategories?.length).toBeGreaterThan(0);
		expect(parcel.banners).toEqual([]);
	});

	test('section banners come with an image the image route serves', async () => {
		const { bestReviewed, newArrivals } = await loadHome(await scopeOf('food'), [
			'bestReviewed',
			'newArrivals',
		]);
		for (const banner of [bestReviewed?.banner, newArrivals?.banner])
			expect(banner).toMatch(/\/images\/promotional_banner\/[a-z0-9_-]+\.\w+$/);
	});
});

describe('listHomeItems', () => {
	test.each([{ type: 'discounted' as const }, { type: 'new' as const }])(
		'$type lists 12 items a page',
		async ({ type }) => {
			const page = await listHomeItems(await scopeOf('food'), { type }, 1);
			expect(page.items).toHaveLength(12);
			expect(page.pages).toBe(Math.ceil(page.total / 12));
		},
	);

	test('a category list carries the category name', async () => {
		const scope = await scopeOf('grocery');
		const { categories } = await loadHome(scope, ['categories']);
		const category = categories?.find((c) => c.products_count > 0);
		if (!category) throw new Error('no grocery category');
		const page = await listHomeItems(scope, { type: 'category', id: category.id }, 1);
		expect(page.name).toBe(category.name);
		expect(page.items.length).toBeGreaterThan(0);
	});

	test('an empty search finds nothing; a word finds its items', async () => {
		const scope = await scopeOf('food');
		expect((await listHomeItems(scope, { type: 'searched', search: '  ' }, 1)).total).toBe(0);
		const found = await listHomeItems(scope, { type: 'searched', search: 'chicken' }, 1);
		expect(found.items.length).toBeGreaterThan(0);
		expect(found.items[0]?.name.toLowerCase()).toContain('chicken');
	});
});
