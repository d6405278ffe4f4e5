import { describe, expect, test } from 'vitest';
import { catalogHeaders, getJson, setupApi } from '~/testing/api';
import { withQueryTally } from '../db/query-count';

// Issue 20: how many statements each public read sends once the small lookups (settings, modules,
// category names, add-ons) are cached, with the response cache bypassed (`Cache-Control:
// no-cache`), so the figures cannot grow unnoticed. A feature that needs more raises its budget
// here on purpose.
const api = setupApi({ cacheTtlMs: 0 });
const headers = catalogHeaders('food');

async function queries(path: string): Promise<number> {
	await api.request(path, { headers }); // warms the lookups
	return withQueryTally(
		async (tally) => {
			const res = await api.request(path, {
				headers: { ...headers, 'Cache-Control': 'no-cache' },
			});
			expect(res.status).toBe(200);
			await res.arrayBuffer();
			if (process.env.SHOW_QUERIES)
				process.stdout.write(`${path}\n  ${tally.statements?.join('\n  ')}\n`);
			return tally.queries;
		},
		{ statements: true },
	);
}

describe('queries per public read (warm lookups, response cache bypassed)', () => {
	test('each read stays within its budget', async () => {
		const popular = await getJson(api, '/items/popular?limit=1&offset=1', headers);
		const item = popular.products[0];
		const stores = await getJson(api, '/stores/popular?limit=1&offset=1', headers);
		const store = stores.stores[0];
		const budgets: Array<[string, number]> = [
			// The item (with its store's status and discount); flash-sale entries and the store part
			// are read once per catalogue change (ADR 041; store-details.service.ts, ADR 033).
			[`/items/details/${item.id}`, 1],
			// Candidates per catalogue change, position and clock applied per request (store-candidates.ts).
			['/stores/get-stores/all?store_type=all&limit=12&offset=1', 0],
			// Which ids, in which order, once per catalogue change (ADR 041); their rows and formatted
			// items too (ADR 052).
			['/items/popular?limit=10&offset=1', 0],
			[`/stores/details/${store.id}`, 1],
			['/categories', 2],
			// Store hours and discounts of the banners' stores come from the catalogue cache.
			['/banners', 5],
			['/config', 4],
		];
		const seen: Record<string, number> = {};
		for (const [path] of budgets) seen[path] = await queries(path);
		process.stdout.write(`queries per read: ${JSON.stringify(seen, null, 1)}\n`);
		for (const [path, budget] of budgets) expect(seen[path], path).toBeLessThanOrEqual(budget);
	});
});
