import { describe, expect, test } from 'vitest';
import { catalogHeaders, getJson, setupApi } from '~/testing/api';

// In 2029 every seeded flash sale has ended.
const api = setupApi({ now: new Date('2029-06-01T04:00:00Z') });

describe('after the flash sale', () => {
	test('flash-sales answers {} and its items 403, and items carry their own prices again', async () => {
		const food = catalogHeaders('food');
		expect(await getJson(api, '/flash-sales', food)).toEqual({});
		const res = await api.request('/flash-sales/items', { headers: food });
		expect(res.status).toBe(403);
		const page = await getJson(api, '/items/popular?limit=100', food);
		expect(page.products.every((p: { flash_sale: number }) => p.flash_sale === 0)).toBe(true);
	});

	test('campaigns that ended are gone', async () => {
		expect(await getJson(api, '/campaigns/basic', catalogHeaders('food'))).toEqual([]);
	});
});
