import { describe, expect, test } from 'vitest';
import { approxBytes, BoundedLru, stringBytes } from './bounded-lru';
import { CatalogCache } from './catalog-cache';

describe('a bounded least-recently-used map (ADR 040)', () => {
	test('never holds more entries than its bound, however many keys arrive', () => {
		const lru = new BoundedLru<number>(50);
		for (let i = 0; i < 10_000; i++) {
			lru.set(`position:${i}`, i);
			expect(lru.size).toBeLessThanOrEqual(50);
		}
		expect(lru.get('position:9999')).toBe(9999);
		expect(lru.get('position:0')).toBeUndefined();
	});

	test('never holds more bytes than its bound, dropping the least recently used first', () => {
		const lru = new BoundedLru<string>(Number.POSITIVE_INFINITY, 10_000);
		const body = 'x'.repeat(1000);
		lru.set('kept', body, stringBytes(body));
		for (let i = 0; i < 500; i++) {
			lru.get('kept'); // used again and again: the others go first
			lru.set(`answer:${i}`, body, stringBytes(body));
			expect(lru.bytes).toBeLessThanOrEqual(10_000);
		}
		expect(lru.get('kept')).toBe(body);
		expect(lru.get('answer:0')).toBeUndefined();
		expect(lru.size).toBe(5);
	});

	test('keeps no entry bigger than a quarter of its byte budget', () => {
		const lru = new BoundedLru<string>(100, 4000);
		lru.set('big', 'y', 1001);
		expect(lru.size).toBe(0);
		expect(lru.bytes).toBe(0);
	});

	test('counts an entry sized later, and drops what no longer fits', () => {
		const lru = new BoundedLru<object>(100, 1000);
		const values = Array.from({ length: 10 }, () => ({}));
		for (const [i, value] of values.entries()) lru.set(`k${i}`, value, 10);
		for (const [i, value] of values.entries()) lru.resize(`k${i}`, value, 200);
		expect(lru.bytes).toBeLessThanOrEqual(1000);
		expect(lru.size).toBe(5);
		// A stale value's size is not recorded under a key that now holds another.
		lru.resize('k9', {}, 240);
		expect(lru.bytes).toBe(1000);
	});

	test('estimates bytes that grow with the value, through arrays, objects and maps', () => {
		const small = approxBytes({ name: 'Nasi lemak', price: 450 });
		const rows = Array.from({ length: 100 }, (_, i) => ({ name: `Item ${i}`, price: i }));
		expect(approxBytes(rows)).toBeGreaterThan(50 * small);
		expect(approxBytes(new Map(rows.map((r) => [r.price, r])))).toBeGreaterThan(50 * small);
		const loop: Record<string, unknown> = {};
		loop.self = loop;
		expect(approxBytes(loop)).toBeLessThan(200);
	});
});

describe('the catalogue cache (ADR 027, ADR 040)', () => {
	test('stays within its entries and bytes whatever keys the callers send', async () => {
		const cache = new CatalogCache(200, 256 * 1024);
		const rows = Array.from({ length: 50 }, (_, i) => ({ id: i, name: `Store ${i}`, zone: 3 }));
		for (let i = 0; i < 2000; i++) {
			await cache.read(`home:stores|1|${i}|en|http://host-${i}`, 60_000, async () => rows);
			expect(cache.size).toBeLessThanOrEqual(200);
			expect(cache.bytes).toBeLessThanOrEqual(256 * 1024);
		}
		expect(cache.bytes).toBeGreaterThan(128 * 1024);
	});

	test('still shares one load between concurrent readers and reuses it', async () => {
		const cache = new CatalogCache(10, 1024 * 1024);
		let loads = 0;
		const load = async () => {
			loads += 1;
			return { modules: ['food'] };
		};
		await Promise.all([cache.read('k', 60_000, load), cache.read('k', 60_000, load)]);
		await cache.read('k', 60_000, load);
		expect(loads).toBe(1);
	});
});
