import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { catalogHeaders, getJson, setupApi, TEST_NOW } from '~/testing/api';
import { testDriver } from '~/testing/test-db';
import { type DatabaseHandle, openPostgres } from '../db/client';
import { createApiApp } from '../http/app';
import { CATALOG_CHANNEL, type CatalogChange } from './catalog-cache';

// ADR 027: catalogue answers are cached for long, and any write to the catalogue, by any writer,
// drops them in every process through the `catalog_changed` notification.
const api = setupApi({ cacheTtlMs: 600_000 });
const db = () => api.handle().db;
const headers = catalogHeaders('food');
/** Generous: the target is ≤ 1 s; the shared CI machine may be slow. */
const DEADLINE_MS = 8000;

async function firstItem(): Promise<{ id: number; name: string }> {
	const body = await getJson(api, '/items/popular?limit=1&offset=1', headers);
	return body.products[0];
}

/** Polls `read` until it answers `want`; the milliseconds it took, or fails at the deadline. */
async function until(read: () => Promise<unknown>, want: unknown): Promise<number> {
	const began = performance.now();
	let last: unknown;
	while (performance.now() - began < DEADLINE_MS) {
		last = await read();
		if (last === want) return performance.now() - began;
		await new Promise((resolve) => setTimeout(resolve, 20));
	}
	throw new Error(`still ${JSON.stringify(last)} after ${DEADLINE_MS} ms, wanted ${want}`);
}

describe('the catalogue cache', () => {
	test('a direct SQL write, as an admin panel makes, shows in cached API answers', async () => {
		const item = await firstItem();
		const path = `/items/details/${item.id}`;
		expect((await getJson(api, path, headers)).name).toBe(item.name);
		const again = await api.request(path, { headers });
		expect(again.headers.get('x-cache')).toBe('HIT');
		await db().execute(sql`update items set name = ${'Renamed by an admin'} where id = ${item.id}`);
		const ms = await until(
			async () => (await getJson(api, path, headers)).name,
			'Renamed by an admin',
		);
		expect(ms).toBeLessThan(DEADLINE_MS);
		await db().execute(sql`update items set name = ${item.name} where id = ${item.id}`);
		await until(async () => (await getJson(api, path, headers)).name, item.name);
	});

	test('a settings change shows in the config answer and the memoised settings', async () => {
		const before = await getJson(api, '/config', headers);
		await db().execute(
			sql`update business_settings set value = ${JSON.stringify('Kedai Baru')} where key = 'business_name'`,
		);
		await until(async () => (await getJson(api, '/config', headers)).business_name, 'Kedai Baru');
		await db().execute(
			sql`update business_settings set value = ${JSON.stringify(before.business_name)} where key = 'business_name'`,
		);
		await until(
			async () => (await getJson(api, '/config', headers)).business_name,
			before.business_name,
		);
	});

	test('the triggers name the table, the operation and the ids', async () => {
		const item = await firstItem();
		const seen: CatalogChange[] = [];
		const stop = await api
			.handle()
			.bus.subscribe(CATALOG_CHANNEL, (p) => seen.push(p as CatalogChange));
		await db().execute(sql`update items set stock = stock where id = ${item.id}`);
		await until(async () => seen.some((c) => c.t === 'items'), true);
		expect(seen.find((c) => c.t === 'items')).toEqual({ t: 'items', op: 'update', ids: [item.id] });
		// A rolled-back write announces nothing.
		seen.length = 0;
		await db()
			.transaction(async (tx) => {
				await tx.execute(sql`update stores set name = name`);
				throw new Error('rolled back');
			})
			.catch(() => {});
		await db().execute(sql`update brands set name = name where id = -1`); // no rows: no notice
		await db().execute(sql`update modules set status = status where id = 1`);
		await until(async () => seen.some((c) => c.t === 'modules'), true);
		expect(seen.map((c) => c.t)).toEqual(['modules']);
		await stop();
	});

	test('public reads carry an ETag and answer 304 Not Modified to a client that has them', async () => {
		const item = await firstItem();
		const path = `/items/details/${item.id}`;
		for (const extra of [{}, { 'Cache-Control': 'no-cache' }]) {
			const first = await api.request(path, { headers: { ...headers, ...extra } });
			const etag = first.headers.get('etag');
			expect(etag).toMatch(/^W\/".+"$/);
			expect(first.headers.get('cache-control')).toBe('private, no-cache');
			const second = await api.request(path, {
				headers: { ...headers, ...extra, 'If-None-Match': etag ?? '' },
			});
			expect(second.status).toBe(304);
			expect(await second.text()).toBe('');
			expect(second.headers.get('etag')).toBe(etag);
		}
	});
});

describe.runIf(testDriver() === 'postgres')('two processes on one PostgreSQL database', () => {
	let other: DatabaseHandle | undefined;
	afterAll(async () => {
		await other?.close();
	});

	test('a change written by process A is served by process B within the deadline', async () => {
		const url = api.handle().connectionString;
		if (!url) throw new Error('no connection string');
		other = openPostgres(url, 2);
		const otherDb = other.db;
		const otherBus = other.bus;
		const processB = createApiApp({
			db: async () => otherDb,
			driver: () => 'postgres',
			corsOrigins: [],
			clock: () => TEST_NOW,
			cacheTtlMs: 600_000,
			bus: async () => otherBus,
		});
		const readB = async (path: string) => {
			const res = await processB.fetch(new Request(`http://shop.test/api/v1${path}`, { headers }));
			return { cache: res.headers.get('x-cache'), body: (await res.json()) as any };
		};
		const item = await firstItem();
		const path = `/items/details/${item.id}`;
		await readB(path);
		expect((await readB(path)).cache).toBe('HIT');
		const stock = (await readB(path)).body.stock as number;
		// Process A (the harness's pool) writes; B's cache is told through the bus.
		await db().execute(sql`update items set stock = ${stock + 7} where id = ${item.id}`);
		const ms = await until(async () => (await readB(path)).body.stock, stock + 7);
		expect(ms).toBeLessThan(DEADLINE_MS);
		await db().execute(sql`update items set stock = ${stock} where id = ${item.id}`);
		await until(async () => (await readB(path)).body.stock, stock);
	});
});
