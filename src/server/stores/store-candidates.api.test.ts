import { describe, expect, test } from 'vitest';
import { localTime } from '~/lib/local-time';
import { ALL_ZONES, catalogHeaders, MODULE_ID, setupApi } from '~/testing/api';
import type { CatalogScope } from '../catalog/scope';
import { withQueryTally } from '../db/query-count';
import { toPage } from '../http/paging';
import { storePageInMemory } from './store-candidates';
import { findStorePage, type StoreQuery, type StoreSort } from './stores.repo';
import { formatStores, listStores, listStoresJson, type StoreFilter } from './stores.service';

// Issue 20: store lists ordered by distance or "open now" are answered from candidates cached per
// catalogue change, with the position and clock applied per request. The order, open flags,
// distances and totals must be those of the SQL list, and a new position must cost no query.
const api = setupApi({ cacheTtlMs: 0 });
const zoneIds = JSON.parse(ALL_ZONES) as number[];

function query(at: Date, lat: number, lng: number, extra: Partial<StoreQuery> = {}): StoreQuery {
	const now = localTime(at, 'Asia/Singapore');
	return { moduleId: MODULE_ID.food, zoneIds, today: now.date, now, lat, lng, ...extra };
}

describe('store lists from cached candidates', () => {
	const cases: Array<[StoreSort, Partial<StoreQuery>]> = [
		['default', {}],
		['nearby', {}],
		['popular', {}],
		['top_rated', {}],
		['default', { openNow: true }],
		['default', { delivery: 'take_away', veg: 'veg' }],
		['newly_joined', {}],
		['name', {}],
		['fast', { openNow: true }],
		['default', { discounted: true, freeDelivery: true }],
		['popular', { featured: true, minRating: 4 }],
		['top_rated', { hasRating: true, categoryIds: [1] }],
	];
	// 10:00, 06:30 and 23:30 in Singapore, from three places.
	const instants = ['2026-11-21T02:00:00Z', '2026-11-25T22:30:00Z', '2026-11-26T15:30:00Z'];
	const places: Array<[number, number]> = [
		[1.3048, 103.8318],
		[1.35, 103.7],
		[1.28, 103.9],
	];

	test.each(cases)('%s %o: the same page as SQL at every hour and place', async (sort, extra) => {
		const db = api.handle().db;
		for (const at of instants)
			for (const [lat, lng] of places)
				for (const page of [
					{ limit: 5, skip: 0 },
					{ limit: 5, skip: 5 },
				]) {
					const q = query(new Date(at), lat, lng, extra);
					const sqlPage = await findStorePage(db, q, sort, page);
					const memory = await storePageInMemory(db, q, sort, page);
					expect(memory).not.toBeNull();
					const view = (r: { id: number; open: number; distance: number }) => [
						r.id,
						r.open,
						Math.round(r.distance * 100) / 100,
					];
					expect(memory?.rows.map(view), `${at} ${lat},${lng}`).toEqual(sqlPage.rows.map(view));
					expect(memory?.total).toBe(sqlPage.total);
				}
	});

	// ADR 043: the cached cards, filled per request, give the bytes `toStore` gives for SQL's rows.
	test.each(cases)("%s %o: the same JSON bytes as formatting SQL's rows", async (sort, extra) => {
		const db = api.handle().db;
		for (const at of instants)
			for (const [lat, lng] of [...places, [null, null] as const]) {
				const q = query(new Date(at), lat ?? 0, lng ?? 0, extra);
				const scope: CatalogScope = {
					db,
					moduleId: MODULE_ID.food,
					moduleType: 'food',
					zoneIds,
					locale: 'en',
					baseUrl: 'http://shop.test',
					lat,
					lng,
					now: q.now,
					today: q.today,
					nowIso: at,
				};
				const page = toPage({ limit: '4', offset: '2' });
				const { total, rows } = await findStorePage(db, { ...q, lat, lng }, sort, page);
				const expected = JSON.stringify({
					total_size: total,
					limit: '4',
					offset: '2',
					stores: await formatStores(db, rows, scope),
				});
				const filter = extra as StoreFilter;
				expect((await listStoresJson(scope, filter, sort, page)).text, `${at} ${lat},${lng}`).toBe(
					expected,
				);
				expect(JSON.stringify(await listStores(scope, filter, sort, page))).toBe(expected);
			}
	});

	test('a list from a new position sends no query once the candidates are read', async () => {
		const headers = catalogHeaders('food');
		const path = '/stores/get-stores/all?store_type=all&limit=12&offset=1';
		await api.request(path, { headers });
		const queries = await withQueryTally(async (tally) => {
			for (const [lat, lng] of places) {
				const res = await api.request(path, {
					headers: { ...headers, latitude: String(lat + 0.001), longitude: String(lng) },
				});
				expect(res.status).toBe(200);
				await res.arrayBuffer();
			}
			return tally.queries;
		});
		expect(queries).toBe(0);
	});
});
