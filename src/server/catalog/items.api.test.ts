import { and, eq, gt, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { catalogHeaders, getJson, MODULE_ID, setupApi } from '~/testing/api';
import { flashSaleItems, items, stores } from '../db/schema';

const api = setupApi();
const food = catalogHeaders('food');
const grocery = catalogHeaders('grocery');

type Page = {
	total_size: number;
	limit: unknown;
	offset: unknown;
	products: any[];
	categories?: any[];
};

describe('item lists', () => {
	test('popular items come most ordered first, in the paging envelope', async () => {
		const page = await getJson<Page>(api, '/items/popular?limit=10&offset=1', food);
		expect(page).toMatchObject({ limit: '10', offset: '1' });
		expect(page.total_size).toBeGreaterThan(50);
		expect(page.products).toHaveLength(10);
		const counts = page.products.map((p) => p.order_count);
		expect(counts).toEqual([...counts].sort((a, b) => b - a));
		expect(page.products.every((p) => p.module_id === MODULE_ID.food)).toBe(true);
	});

	test('pages do not overlap and offset is a page number', async () => {
		const first = await getJson<Page>(api, '/items/popular?limit=5&offset=1', food);
		const second = await getJson<Page>(api, '/items/popular?limit=5&offset=2', food);
		const ids = new Set(first.products.map((p) => p.id));
		expect(second.products.some((p) => ids.has(p.id))).toBe(false);
		const beyond = await getJson<Page>(api, '/items/popular?limit=5&offset=99999', food);
		expect(beyond.products).toEqual([]);
	});

	test('an item carries the contract fields, food variations as "" when it has none', async () => {
		const page = await getJson<Page>(api, '/items/popular?limit=50', grocery);
		const item = page.products[0];
		for (const field of [
			'id',
			'name',
			'description',
			'slug',
			'image_full_url',
			'images_full_url',
			'category_ids',
			'store_id',
			'store_name',
			'module_type',
			'zone_id',
			'price',
			'discount',
			'discount_type',
			'store_discount',
			'tax',
			'variations',
			'choice_options',
			'food_variations',
			'add_ons',
			'stock',
			'maximum_cart_quantity',
			'available_time_starts',
			'available_time_ends',
			'veg',
			'organic',
			'halal_tag_status',
			'is_prescription_required',
			'recommended',
			'avg_rating',
			'rating_count',
			'flash_sale',
		]) {
			expect(item, field).toHaveProperty(field);
		}
		expect(item.module_type).toBe('grocery');
		expect(item.food_variations).toEqual([]);
		expect(typeof item.category_ids[0].id).toBe('string');
		expect(item.image_full_url).toMatch(/^http:\/\/shop\.test\/images\/product\/.+\.webp$/);
	});

	test('food items carry food variations with min, max and required, and add-ons', async () => {
		const rows = await api
			.handle()
			.db.select({ id: items.id })
			.from(items)
			.where(
				and(
					eq(items.moduleId, MODULE_ID.food),
					sql`jsonb_array_length(${items.foodVariations}) > 0`,
					sql`jsonb_array_length(${items.addOnIds}) > 0`,
				),
			)
			.limit(1);
		const id = rows[0]?.id;
		expect(id).toBeDefined();
		const item = await getJson(api, `/items/details/${id}`, food);
		expect(item.food_variations[0]).toMatchObject({
			name: expect.any(String),
			type: expect.stringMatching(/^(single|multi)$/),
			min: expect.any(Number),
			max: expect.any(Number),
			required: expect.stringMatching(/^(on|off)$/),
		});
		expect(item.food_variations[0].values[0]).toMatchObject({
			label: expect.any(String),
			optionPrice: expect.any(Number),
		});
		expect(item.add_ons[0]).toMatchObject({
			id: expect.any(Number),
			name: expect.any(String),
			price: expect.any(Number),
		});
	});

	test('only items of stores in the zoneId zones are listed', async () => {
		const east = await getJson<Page>(api, '/items/popular?limit=100', { ...food, zoneId: '[2]' });
		expect(east.products.length).toBeGreaterThan(0);
		expect(east.products.every((p) => p.zone_id === 2)).toBe(true);
	});

	test('ecommerce serves every zone whatever the zoneId header says', async () => {
		const all = await getJson<Page>(api, '/items/popular?limit=1', catalogHeaders('ecommerce'));
		const one = await getJson<Page>(
			api,
			'/items/popular?limit=1',
			catalogHeaders('ecommerce', { zoneId: '[4]' }),
		);
		expect(one.total_size).toBe(all.total_size);
	});

	test('discounted items all have a discount, biggest first, with their top categories', async () => {
		const page = await getJson<Page>(api, '/items/discounted?limit=20', grocery);
		expect(page.products.length).toBeGreaterThan(0);
		expect(page.products.every((p) => p.discount > 0 || p.store_discount > 0)).toBe(true);
		expect(page.categories?.length).toBeGreaterThan(0);
	});

	test('veg, price range and rating filters hold for every item returned', async () => {
		const veg = await getJson<Page>(api, '/items/popular?limit=50&type=veg', food);
		expect(veg.products.length).toBeGreaterThan(0);
		expect(veg.products.every((p) => p.veg === 1)).toBe(true);
		const priced = await getJson<Page>(
			api,
			'/items/popular?limit=50&min_price=3&max_price=6',
			food,
		);
		expect(priced.products.every((p) => p.price >= 3 && p.price <= 6)).toBe(true);
		const rated = await getJson<Page>(api, '/items/popular?limit=50&rating_count=4', food);
		expect(rated.products.every((p) => p.avg_rating >= 4)).toBe(true);
	});

	test('recommended items come under the key `items`', async () => {
		const page = await getJson(api, '/items/recommended?filter=all&limit=15&offset=1', food);
		expect(page.items.length).toBeGreaterThan(0);
		expect(page.items.every((i: { recommended: number }) => i.recommended === 1)).toBe(true);
		expect(page).not.toHaveProperty('products');
	});

	test('most-reviewed items all have reviews, most reviewed first', async () => {
		const page = await getJson<Page>(api, '/items/most-reviewed', food);
		const counts = page.products.map((p) => p.rating_count);
		expect(counts.every((n) => n > 0)).toBe(true);
		expect(counts).toEqual([...counts].sort((a, b) => b - a));
	});

	test('a store\u2019s latest items, by id or slug, with its categories', async () => {
		const [store] = await api
			.handle()
			.db.select()
			.from(stores)
			.where(eq(stores.moduleId, MODULE_ID.food))
			.limit(1);
		if (!store) throw new Error('no store');
		const byId = await getJson<Page>(
			api,
			`/items/latest?store_id=${store.id}&category_id=0&limit=10&offset=1`,
			food,
		);
		const bySlug = await getJson<Page>(
			api,
			`/items/latest?store_id=${store.slug}&category_id=0&limit=10&offset=1`,
			food,
		);
		expect(byId.products.length).toBeGreaterThan(0);
		expect(byId.products.every((p) => p.store_id === store.id)).toBe(true);
		expect(bySlug.products.map((p) => p.id)).toEqual(byId.products.map((p) => p.id));
		expect(byId.categories?.length).toBeGreaterThan(0);
	});
});

describe('item details', () => {
	test('finds an item by id or slug, with tags and its store', async () => {
		const [row] = await api
			.handle()
			.db.select()
			.from(items)
			.where(eq(items.moduleId, MODULE_ID.pharmacy))
			.limit(1);
		if (!row) throw new Error('no item');
		const byId = await getJson(api, `/items/details/${row.id}`);
		const bySlug = await getJson(api, `/items/details/${row.slug}`);
		expect(bySlug.id).toBe(byId.id);
		expect(byId.store_details).toMatchObject({
			id: row.storeId,
			category_details: expect.any(Array),
		});
		expect(byId.store_details.price_range[0]).toMatchObject({
			min_price: expect.any(Number),
			max_price: expect.any(Number),
		});
		expect(Array.isArray(byId.tags)).toBe(true);
	});

	test('answers an unknown item with 404 and errors as an object', async () => {
		const res = await api.request('/items/details/no-such-item');
		expect(res.status).toBe(404);
		expect(await res.json()).toEqual({ errors: { code: 'product-001', message: 'Not found' } });
	});

	test('speaks Indonesian for X-localization: id', async () => {
		const [row] = await api
			.handle()
			.db.select()
			.from(items)
			.where(eq(items.moduleId, MODULE_ID.food))
			.limit(1);
		const en = await getJson(api, `/items/details/${row?.id}`);
		const id = await getJson(api, `/items/details/${row?.id}`, { 'X-localization': 'id' });
		expect(id.description).not.toBe(en.description);
		expect(id.description.length).toBeGreaterThan(20);
	});

	test('lists reviews with the customer, and related items', async () => {
		const [row] = await api
			.handle()
			.db.select()
			.from(items)
			.where(gt(items.ratingCount, 1))
			.limit(1);
		const reviews = await getJson(api, `/items/reviews/${row?.id}?limit=5&offset=1`);
		expect(reviews.total_size).toBe(row?.ratingCount);
		expect(reviews.reviews[0]).toMatchObject({
			rating: expect.any(Number),
			customer: { f_name: expect.any(String) },
		});
		const related = await getJson<any[]>(api, `/items/related-items/${row?.id}`, food);
		expect(related.length).toBeLessThanOrEqual(10);
		expect(related.some((r) => r.id === row?.id)).toBe(false);
		expect(await getJson(api, `/items/rating/${row?.id}`)).toBeCloseTo(row?.avgRating ?? 0, 1);
	});
});

describe('flash sale pricing', () => {
	test('an item in the running flash sale shows the sale\u2019s stock and discount', async () => {
		const [entry] = await api
			.handle()
			.db.select()
			.from(flashSaleItems)
			.where(gt(flashSaleItems.availableStock, 0))
			.limit(1);
		if (!entry) throw new Error('no flash sale entry');
		const item = await getJson(api, `/items/details/${entry.itemId}`);
		expect(item).toMatchObject({
			flash_sale: 1,
			stock: entry.availableStock,
			discount: entry.discount,
			discount_type: entry.discountType,
			store_discount: 0,
		});
	});
});

describe('bad input', () => {
	test.each([
		['/items/popular', {}, 'moduleId'],
		['/items/popular', { moduleId: '1' }, 'zoneId'],
		['/items/popular', { moduleId: '999', zoneId: '[1]' }, 'moduleId'],
		['/items/popular?limit=-1', food, 'limit'],
		['/items/popular?offset=abc', food, 'offset'],
		['/items/popular?type=vegan', food, 'type'],
		['/items/latest?limit=10&offset=1', food, 'store_id'],
	])('%s with %j answers 403 %s', async (path, headers, code) => {
		const res = await api.request(path, { headers });
		expect(res.status).toBe(403);
		expect((await res.json()).errors[0].code).toBe(code);
	});

	test('a huge limit is capped, never an error', async () => {
		const page = await getJson<Page>(api, '/items/popular?limit=100000000', food);
		expect(page.products.length).toBeLessThanOrEqual(100);
	});
});
