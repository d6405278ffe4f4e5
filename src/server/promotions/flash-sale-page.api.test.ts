import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDb } from '~/testing/test-db';
import { moduleScope, pageScope } from '../catalog/scope';
import type { DatabaseHandle } from '../db/client';
import { toPage } from '../http/paging';
import { flashSaleForPage } from './flash-sale-page.service';

let handle: DatabaseHandle;
beforeAll(async () => {
	handle = await createTestDb();
}, 60_000);
afterAll(() => handle.close());

// The seed runs one flash sale per module until the end of 2027.
const now = new Date('2027-06-01T04:00:00Z');
const input = (moduleId: number | null) => ({
	locale: 'en' as const,
	baseUrl: 'https://shop.example',
	moduleId,
	zoneIds: null,
	latLng: null,
	now,
});
const page = toPage({ limit: '12' });

describe('flashSaleForPage', () => {
	test('shows the visitor’s module’s sale', async () => {
		const own = await moduleScope(handle.db, input(2));
		const base = await pageScope(handle.db, input(2));
		const sale = await flashSaleForPage(own, base, undefined, page);
		expect(sale?.flash_sale.module_id).toBe(2);
		expect(sale?.products.length).toBeGreaterThan(0);
		expect(sale?.products[0]).toMatchObject({
			sold: expect.any(Number),
			stock: expect.any(Number),
		});
	});

	test('without a module shows the first running sale, and finds a sale by id in any module', async () => {
		const base = await pageScope(handle.db, input(null));
		const first = await flashSaleForPage(null, base, undefined, page);
		expect(first?.flash_sale.module_id).toBe(1);
		const own = await moduleScope(handle.db, input(1));
		const other = await flashSaleForPage(own, base, 3, page);
		expect(other?.flash_sale).toMatchObject({ id: 3, module_id: 3 });
	});

	test('answers null for a sale that is not running', async () => {
		const base = await pageScope(handle.db, input(null));
		expect(await flashSaleForPage(null, base, 999, page)).toBeNull();
		const later = await pageScope(handle.db, { ...input(null), now: new Date('2029-01-01') });
		expect(await flashSaleForPage(null, later, undefined, page)).toBeNull();
	});
});
