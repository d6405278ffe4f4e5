import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDb } from '~/testing/test-db';
import type { DatabaseHandle } from '../db/client';
import { listBrands } from './brands.service';

let handle: DatabaseHandle;
beforeAll(async () => {
	handle = await createTestDb();
}, 60_000);
afterAll(() => handle.close());

const baseUrl = 'https://shop.example';

describe('listBrands', () => {
	test('lists every brand without a module, and only a module’s own with one', async () => {
		const all = await listBrands(handle.db, { moduleId: null, baseUrl });
		const shop = await listBrands(handle.db, { moduleId: 4, baseUrl });
		const food = await listBrands(handle.db, { moduleId: 1, baseUrl });
		expect(all.length).toBeGreaterThan(shop.length);
		expect(shop.length).toBeGreaterThan(0);
		expect(shop.every((b) => b.module_id === 4 || b.module_id === null)).toBe(true);
		expect(food.every((b) => b.module_id === null)).toBe(true);
		expect(shop[0]).toMatchObject({
			items_count: expect.any(Number),
			image_full_url: expect.stringMatching(/^https:\/\/shop\.example\/images\/brand\//),
		});
	});
});
