import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { catalogHeaders, getJson, MODULE_ID, setupApi } from '~/testing/api';
import { storeSchedules, stores } from '../db/schema';

const api = setupApi();
const food = catalogHeaders('food');
type StorePage = { total_size: number; stores: any[] };

describe('store lists', () => {
	test('get-stores lists open stores first, then the nearest', async () => {
		const page = await getJson<StorePage>(
			api,
			'/stores/get-stores/all?store_type=all&limit=50&offset=1',
			food,
		);
		expect(page.total_size).toBeGreaterThanOrEqual(12);
		const openFlags = page.stores.map((s) => (s.open === 1 && s.active ? 1 : 0));
		expect(openFlags).toEqual([...openFlags].sort((a, b) => b - a));
		const open = page.stores.filter((s) => s.open === 1 && s.active);
		const distances = open.map((s) => s.distance);
		expect(distances).toEqual([...distances].sort((a, b) => a - b));
	});

	test('a store carries the contract fields, distance in metres from the caller', async () => {
		const page = await getJson<StorePage>(api, '/stores/get-stores/all?limit=5', food);
		const store = page.stores[0];
		for (const field of [
			'id',
			'name',
			'slug',
			'logo_full_url',
			'cover_photo_full_url',
			'address',
			'latitude',
			'longitude',
			'open',
			'active',
			'distance',
			'avg_rating',
			'rating_count',
			'ratings',
			'delivery_time',
			'free_delivery',
			'delivery',
			'take_away',
			'featured',
			'total_items',
			'schedules',
			'current_opening_time',
			'discount',
			'module_id',
			'zone_id',
		]) {
			expect(store, field).toHaveProperty(field);
		}
		expect(typeof store.latitude).toBe('string');
		expect(store.ratings).toHaveLength(5);
		expect(store.distance).toBeGreaterThan(0);
		expect(store.distance).toBeLessThan(40_000);
	});

	test('the delivery filter keeps delivery or take-away stores only', async () => {
		const takeAway = await getJson<StorePage>(api, '/stores/get-stores/take_away?limit=50', food);
		expect(takeAway.stores.every((s) => s.take_away)).toBe(true);
		const delivery = await getJson<StorePage>(api, '/stores/get-stores/delivery?limit=50', food);
		expect(delivery.stores.every((s) => s.delivery)).toBe(true);
		const all = await getJson<StorePage>(api, '/stores/get-stores/all?limit=50', food);
		expect(delivery.total_size).toBeLessThan(all.total_size);
	});

	test('store types: newly joined newest first, top rated best first, featured only', async () => {
		const newest = await getJson<StorePage>(
			api,
			'/stores/get-stores/all?store_type=newly_joined&limit=50',
			food,
		);
		const created = newest.stores.map((s) => s.created_at);
		expect(created).toEqual([...created].sort().reverse());
		const top = await getJson<StorePage>(api, '/stores/top-rated?limit=50', food);
		const ratings = top.stores.map((s) => s.avg_rating);
		expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
		const featured = await getJson<StorePage>(
			api,
			'/stores/get-stores/all?featured=1&limit=50',
			food,
		);
		expect(featured.stores.length).toBeGreaterThan(0);
		expect(featured.stores.every((s) => s.featured === 1)).toBe(true);
	});

	test('a store closed at this hour answers open 0 and today\u2019s opening time', async () => {
		// Saturday 10:00: a store open only in the evening is closed now.
		const [evening] = await api
			.handle()
			.db.select({ id: stores.id, opening: storeSchedules.openingTime })
			.from(stores)
			.innerJoin(
				storeSchedules,
				and(eq(storeSchedules.storeId, stores.id), eq(storeSchedules.day, 6)),
			)
			.where(sql`${storeSchedules.openingTime} > '10:00:00'`)
			.limit(1);
		if (!evening) return; // the demo has no such store
		const store = await getJson(api, `/stores/details/${evening.id}`);
		expect(store.open).toBe(0);
		expect(store.current_opening_time).toBe(evening.opening);
	});

	test('details by id or slug, in any zone; unknown is an empty object', async () => {
		const [row] = await api
			.handle()
			.db.select()
			.from(stores)
			.where(eq(stores.moduleId, MODULE_ID.grocery))
			.limit(1);
		const byId = await getJson(api, `/stores/details/${row?.id}`);
		const bySlug = await getJson(api, `/stores/details/${row?.slug}`);
		expect(bySlug.id).toBe(byId.id);
		expect(byId.category_details.length).toBeGreaterThan(0);
		expect(byId.price_range[0].max_price).toBeGreaterThanOrEqual(byId.price_range[0].min_price);
		expect(await getJson(api, '/stores/details/no-such-store')).toEqual({});
	});

	test('only stores of the zoneId zones and of the module', async () => {
		const west = await getJson<StorePage>(api, '/stores/get-stores/all?limit=50', {
			...food,
			zoneId: '[3]',
		});
		expect(west.stores.every((s) => s.zone_id === 3 && s.module_id === MODULE_ID.food)).toBe(true);
	});

	test('rejects an unknown filter and store type with 403', async () => {
		const res = await api.request('/stores/get-stores/everything', { headers: food });
		expect(res.status).toBe(403);
		const bad = await api.request('/stores/get-stores/all?store_type=cheapest', { headers: food });
		expect(bad.status).toBe(403);
	});
});
