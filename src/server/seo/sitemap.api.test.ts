import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDb } from '~/testing/test-db';
import type { DatabaseHandle } from '../db/client';
import { sitemapCatalogueEntries, sitemapCategories, sitemapStores } from './sitemap.repo';

let handle: DatabaseHandle;
beforeAll(async () => {
	handle = await createTestDb();
}, 60_000);
afterAll(() => handle.close());

describe('sitemapCatalogueEntries', () => {
	test('lists the store lists, every active store and every active category by slug', async () => {
		const [entries, stores, categories] = await Promise.all([
			sitemapCatalogueEntries(handle.db),
			sitemapStores(handle.db),
			sitemapCategories(handle.db),
		]);
		expect(stores.length).toBeGreaterThan(10);
		expect(categories.length).toBeGreaterThan(10);
		const paths = entries.map((e) => e.path);
		expect(paths).toEqual(
			expect.arrayContaining(['/categories', '/store/latest', '/store/popular']),
		);
		expect(paths).toContain(`/store/${stores[0]?.slug}`);
		expect(paths).toContain(`/category/${categories[0]?.slug}`);
		expect(entries.length).toBe(3 + stores.length + categories.length);
		const store = entries.find((e) => e.path.startsWith('/store/') && 'lastmod' in e);
		expect(store).toMatchObject({ lastmod: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
	});
});
