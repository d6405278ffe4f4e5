import { describe, expect, test } from 'vitest';
import { TEST_ORIGIN, setupApi } from '~/testing/api';

const api = setupApi();

type ModuleBody = { id: number; module_type: string; module_name: string; zones: { id: number }[] };

async function modules(init?: RequestInit, query = ''): Promise<ModuleBody[]> {
	const res = await api.request(`/module${query}`, init);
	expect(res.status).toBe(200);
	return res.json();
}

describe('GET /module', () => {
	test('lists every active module, one of each type, in order', async () => {
		const list = await modules();
		expect(list.map((m) => m.module_type)).toEqual([
			'food',
			'grocery',
			'pharmacy',
			'ecommerce',
			'parcel',
		]);
	});

	test('serves the contract shape, status as the string "1"', async () => {
		const [food] = await modules();
		expect(food).toMatchObject({
			id: 1,
			module_name: 'Food',
			module_type: 'food',
			status: '1',
			theme_id: 1,
			all_zone_service: 0,
			icon_full_url: `${TEST_ORIGIN}/images/module/food.svg`,
			translations: [],
			storage: [],
		});
		const counts = food as unknown as { stores_count: number; items_count: number };
		expect(counts.stores_count).toBeGreaterThanOrEqual(12);
		expect(counts.items_count).toBeGreaterThanOrEqual(120);
	});

	test('keeps only modules enabled in the zones of the zoneId header', async () => {
		const west = await modules({ headers: { zoneId: '[3]' } });
		expect(west.map((m) => m.module_type)).toEqual(['food', 'grocery', 'ecommerce', 'parcel']);
		expect(west.every((m) => m.zones.every((z) => z.id === 3))).toBe(true);
		const north = await modules({ headers: { zoneId: '[4]' } });
		expect(north.map((m) => m.module_type)).toEqual(['food', 'pharmacy', 'ecommerce', 'parcel']);
	});

	test('unions the modules of several zones', async () => {
		const list = await modules({ headers: { zoneId: '[3,4]' } });
		expect(list).toHaveLength(5);
	});

	test('ignores a switched-off zone', async () => {
		expect(await modules({ headers: { zoneId: '[6]' } })).toEqual([]);
	});

	test('treats a malformed zoneId header as no zone filter', async () => {
		expect(await modules({ headers: { zoneId: 'not-json' } })).toHaveLength(5);
	});

	test('with ?zone_id leaves parcel out', async () => {
		const list = await modules(undefined, '?zone_id=1');
		expect(list.map((m) => m.module_type)).toEqual(['food', 'grocery', 'pharmacy', 'ecommerce']);
	});

	test('names modules in Indonesian for X-localization: id', async () => {
		const list = await modules({ headers: { 'X-localization': 'id' } });
		expect(list.map((m) => m.module_name)).toEqual([
			'Makanan',
			'Belanja Harian',
			'Apotek',
			'Toko Online',
			'Kirim Paket',
		]);
	});

	test('rejects a non-numeric zone_id with 403', async () => {
		const res = await api.request('/module?zone_id=abc');
		expect(res.status).toBe(403);
		expect(await res.json()).toEqual({
			errors: [{ code: 'zone_id', message: 'The zone id must be an integer.' }],
		});
	});
});
