import { expect, test } from 'vitest';
import { localTime } from '~/lib/local-time';
import { setupApi, TEST_NOW } from '~/testing/api';
import { benchTerms } from '../../../scripts/lib/search-terms.mjs';
import { findItemPage, type ItemQuery } from '../catalog/items.repo';
import { findStorePage } from '../stores/stores.repo';
import { findSearchItemPage } from './search-items.repo';
import { findSearchStorePage } from './search-stores.repo';
import { searchWords } from './search-words';

// ADR 042: the statements prepared per shape answer exactly what the catalogue's ranked lists
// answer (ADR 017's rules), for the benchmark's terms, with and without filters, on both engines.
const api = setupApi({ cacheTtlMs: 0 });
const now = localTime(TEST_NOW, 'Asia/Singapore');
const TERMS = benchTerms(150).slice(0, 150);

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

test('the prepared item statement gives the catalogue ranking, page by page and with filters', async () => {
	const { db } = api.handle();
	const filters: Partial<ItemQuery>[] = [
		{},
		{ veg: 'veg', minPrice: 0, maxPrice: 20000 },
		{ discounted: true, availableNow: true },
		{ categoryIds: [1, 2, 3, 10, 20], minRating: 1 },
	];
	let compared = 0;
	for (const [k, { term, moduleId }] of TERMS.entries()) {
		const filter = filters[k % filters.length];
		const q: ItemQuery = {
			moduleId,
			zoneIds: k % 5 === 0 ? null : [1, 2, 3, 4, 5],
			today: now.date,
			now,
			search: searchWords(term),
			...filter,
		};
		const page = { limit: 8, skip: k % 3 === 0 ? 8 : 0 };
		const expected = await findItemPage(db, q, 'relevance', page);
		const got = await findSearchItemPage(db, q, page);
		if (!got) {
			// Only past the last page does it leave the count to the catalogue's list.
			expect(expected.rows, term).toEqual([]);
			expect(page.skip).toBeGreaterThan(0);
			continue;
		}
		expect(ids(got.rows), term).toEqual(ids(expected.rows));
		expect(got.total, term).toBe(expected.total);
		compared += 1;
	}
	expect(compared).toBeGreaterThan(TERMS.length * 0.6);
}, 180_000);

test('the prepared store statement gives the store list ranking, near and far', async () => {
	const { db } = api.handle();
	for (const [k, { term, moduleId }] of TERMS.slice(0, 60).entries()) {
		const q = {
			moduleId,
			zoneIds: [1, 2, 3, 4, 5],
			today: now.date,
			now,
			lat: k % 2 ? 1.3048 : null,
			lng: k % 2 ? 103.8318 : null,
			search: searchWords(term),
		};
		const page = { limit: 5, skip: 0 };
		const expected = await findStorePage(db, q, 'relevance', page);
		const got = await findSearchStorePage(db, q, page);
		expect(got, term).not.toBeNull();
		expect(ids(got?.rows ?? []), term).toEqual(ids(expected.rows));
		expect(
			got?.rows.map((r) => r.distance),
			term,
		).toEqual(expected.rows.map((r) => r.distance));
		// Item counts come from the catalogue cache (ADR 046), the list counts per row.
		expect(
			got?.rows.map((r) => r.totalItems),
			term,
		).toEqual(expected.rows.map((r) => r.totalItems));
	}
});
