import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { catalogHeaders, getJson, MODULE_ID, setupApi } from '~/testing/api';
import { items, translations } from '../db/schema';

const api = setupApi();
const food = catalogHeaders('food');
const grocery = catalogHeaders('grocery');

describe('item search', () => {
	test('finds an item by its English name, name matches before description matches', async () => {
		const [row] = await api
			.handle()
			.db.select()
			.from(items)
			.where(eq(items.moduleId, MODULE_ID.food))
			.limit(1);
		const word = (row?.name ?? '').split(' ')[0] ?? '';
		const page = await getJson(
			api,
			`/items/search?name=${encodeURIComponent(word)}&limit=12&offset=1`,
			food,
		);
		expect(page.total_size).toBeGreaterThan(0);
		expect(page.products.length).toBeLessThanOrEqual(12);
		const inName = page.products.map((p: { name: string }) =>
			p.name.toLowerCase().includes(word.toLowerCase()),
		);
		const firstMiss = inName.indexOf(false);
		if (firstMiss >= 0) expect(inName.slice(firstMiss).every((x: boolean) => !x)).toBe(true);
	});

	test('finds an item by its Indonesian name too', async () => {
		const [t] = await api
			.handle()
			.db.select({ id: translations.translationableId, value: translations.value })
			.from(translations)
			.innerJoin(items, eq(items.id, translations.translationableId))
			// Names only, in a fixed order: an unordered read changes with the plan (ANALYZE).
			.where(and(eq(translations.translationableType, 'Item'), eq(translations.key, 'name')))
			.orderBy(asc(translations.id))
			.limit(200)
			.then((rows) => rows.filter((r) => r.value.split(' ').length > 1));
		if (!t) throw new Error('no translated item');
		const [item] = await api.handle().db.select().from(items).where(eq(items.id, t.id));
		const headers = catalogHeaders(
			(Object.entries(MODULE_ID).find(([, id]) => id === item?.moduleId)?.[0] ??
				'food') as keyof typeof MODULE_ID,
			{ 'X-localization': 'id' },
		);
		const page = await getJson(
			api,
			`/items/search?name=${encodeURIComponent(t.value)}&limit=50`,
			headers,
		);
		expect(page.products.map((p: { id: number }) => p.id)).toContain(t.id);
		expect(page.products[0].name.toLowerCase()).toContain(t.value.toLowerCase().split(' ')[0]);
	});

	test('sorts by price on filter=low and filter=high', async () => {
		const low = await getJson(api, '/items/search?name=a&filter=low&limit=20', grocery);
		const prices = low.products.map((p: { price: number }) => p.price);
		expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
		const high = await getJson(api, '/items/search?name=a&filter=high&limit=20', grocery);
		const highs = high.products.map((p: { price: number }) => p.price);
		expect(highs).toEqual([...highs].sort((a: number, b: number) => b - a));
	});

	test('treats LIKE wildcards and SQL in the name as plain text', async () => {
		for (const wildcard of ['%', '_', '\\', '%%_%']) {
			const page = await getJson(api, `/items/search?name=${encodeURIComponent(wildcard)}`, food);
			expect(page.total_size, wildcard).toBe(0);
		}
		for (const attack of ["' OR '1'='1", "'; DROP TABLE items;--", '"; select pg_sleep(5); --']) {
			const res = await api.request(`/items/search?name=${encodeURIComponent(attack)}`, {
				headers: food,
			});
			expect(res.status, attack).toBe(200);
		}
		const still = await getJson(api, '/items/popular?limit=1', food);
		expect(still.total_size).toBeGreaterThan(0);
	});

	test('requires a name', async () => {
		const res = await api.request('/items/search?name=%20', { headers: food });
		expect(res.status).toBe(403);
		expect(await res.json()).toEqual({
			errors: [{ code: 'name', message: 'The name field is required.' }],
		});
	});

	test('suggestions return names and stores', async () => {
		const body = await getJson(api, '/items/search-suggestion?name=a', food);
		expect(body.products.length).toBeGreaterThan(0);
		expect(body.products[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
		expect(Array.isArray(body.stores)).toBe(true);
	});

	test('item-or-store-search needs the coordinates headers', async () => {
		const res = await api.request('/items/item-or-store-search?name=a', {
			headers: { moduleId: '1', zoneId: '[1]' },
		});
		expect(res.status).toBe(403);
		expect((await res.json()).errors[0].code).toBe('longitude-latitude');
		const ok = await getJson(api, '/items/item-or-store-search?name=a', food);
		expect(ok).toHaveProperty('items');
		expect(ok).toHaveProperty('stores');
	});
});

describe('combined data', () => {
	test('items by data_type: searched, discounted, new, category and brand', async () => {
		const searched = await getJson(
			api,
			'/get-combined-data?list_type=item&data_type=searched&name=a&limit=12&offset=1',
			food,
		);
		expect(searched.products.length).toBeGreaterThan(0);
		const discounted = await getJson(
			api,
			'/get-combined-data?list_type=item&data_type=discounted&limit=12',
			food,
		);
		expect(
			discounted.products.every(
				(p: { discount: number; store_discount: number }) => p.discount > 0 || p.store_discount > 0,
			),
		).toBe(true);
		const empty = await getJson(
			api,
			'/get-combined-data?list_type=item&data_type=category&limit=12',
			food,
		);
		expect(empty.total_size).toBe(0);
	});

	test('stores by data_type and the list_type requirement', async () => {
		const body = await getJson(api, '/get-combined-data?list_type=store&limit=12&offset=1', food);
		expect(body.stores.length).toBeGreaterThan(0);
		const res = await api.request('/get-combined-data', { headers: food });
		expect(res.status).toBe(403);
		expect((await res.json()).errors[0].code).toBe('list_type');
	});

	test('store search by name', async () => {
		const list = await getJson(api, '/get-combined-data?list_type=store&limit=50', food);
		const word = list.stores[0].name.split(' ')[0];
		const found = await getJson(api, `/stores/search?name=${encodeURIComponent(word)}`, food);
		expect(found.stores.map((s: { id: number }) => s.id)).toContain(list.stores[0].id);
	});
});
