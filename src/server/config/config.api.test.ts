import { describe, expect, test } from 'vitest';
import { LANDMARKS } from '~/server/db/seed/data/zones';
import { TEST_ORIGIN, setupApi } from '~/testing/api';

const api = setupApi();

describe('GET /config', () => {
	test('answers the business settings as one flat object', async () => {
		const res = await api.request('/config');
		expect(res.status).toBe(200);
		const config = await res.json();
		expect(config).toMatchObject({
			business_name: 'Kampung Mart',
			currency_symbol: 'S$',
			digit_after_decimal_point: 2,
			guest_checkout_status: 1,
			free_delivery_over: 50,
			default_location: { lat: '1.3048', lng: '103.8318' },
			refund_policy: 1,
			shipping_policy: 0,
			module: null,
		});
		expect(config.seed_version).toBeUndefined();
		expect(Object.keys(config).filter((key) => key.includes(':'))).toEqual([]);
	});

	test('gives absolute image URLs and the legacy base_urls on the caller origin', async () => {
		const config = await (await api.request('/config')).json();
		expect(config.logo_full_url).toBe(`${TEST_ORIGIN}/images/business/logo.svg`);
		expect(config.base_urls.item_image_url).toBe(`${TEST_ORIGIN}/images/product`);
		expect(config.base_urls.module_image_url).toBe(`${TEST_ORIGIN}/images/module`);
	});

	test('describes what each module type allows', async () => {
		const { module_config } = await (await api.request('/config')).json();
		expect(module_config.module_type).toEqual([
			'grocery',
			'pharmacy',
			'ecommerce',
			'food',
			'parcel',
		]);
		expect(module_config.food).toMatchObject({ add_on: true, stock: false, veg_non_veg: true });
		expect(module_config.pharmacy).toMatchObject({
			order_attachment: true,
			common_condition: true,
		});
		expect(module_config.ecommerce).toMatchObject({ all_zone_service: true, brand: true });
	});

	test('lists the two storefront languages, left to right', async () => {
		const { language, sys_language } = await (await api.request('/config')).json();
		expect(language).toEqual([
			{ key: 'en', value: 'English' },
			{ key: 'id', value: 'Bahasa Indonesia' },
		]);
		expect(sys_language.map((l: { direction: string }) => l.direction)).toEqual(['ltr', 'ltr']);
	});
});

const zoneAt = (point: { lat: number; lng: number }, init?: RequestInit) =>
	api.request(`/config/get-zone-id?lat=${point.lat}&lng=${point.lng}`, init);

describe('GET /config/get-zone-id', () => {
	test('finds the zone containing the point, as a JSON string the client sends back', async () => {
		const res = await zoneAt(LANDMARKS.orchardRoad);
		expect(res.status).toBe(200);
		const body = await res.json();
		expect(body.zone_id).toBe('[1]');
		expect(body.zone_data).toHaveLength(1);
		expect(body.zone_data[0]).toMatchObject({
			id: 1,
			name: 'central',
			status: 1,
			cash_on_delivery: true,
			digital_payment: true,
		});
	});

	test('lists overlapping zones smallest first', async () => {
		const body = await (await zoneAt(LANDMARKS.marinaBaySands)).json();
		expect(body.zone_id).toBe('[5,1]');
		expect(body.zone_data.map((z: { name: string }) => z.name)).toEqual(['marina-bay', 'central']);
	});

	test('carries each zone modules with their delivery rates and cash-on-delivery cap', async () => {
		const body = await (await zoneAt(LANDMARKS.jurongEast)).json();
		const west = body.zone_data[0];
		expect(west.cash_on_delivery).toBe(false);
		expect(west.modules.map((m: { module_type: string }) => m.module_type).sort()).toEqual(
			['ecommerce', 'food', 'grocery', 'parcel'].sort(),
		);
		const food = west.modules.find((m: { module_type: string }) => m.module_type === 'food');
		expect(food.pivot).toEqual({
			zone_id: west.id,
			module_id: food.id,
			per_km_shipping_charge: 0.9,
			minimum_shipping_charge: 3,
			maximum_shipping_charge: 14,
			maximum_cod_order_amount: 150,
		});
	});

	test('names modules in the caller language', async () => {
		const body = await (
			await zoneAt(LANDMARKS.tampines, { headers: { 'X-localization': 'id' } })
		).json();
		const names = body.zone_data[0].modules.map((m: { module_name: string }) => m.module_name);
		expect(names).toContain('Makanan');
		expect(names).toContain('Apotek');
	});

	test('answers 404 with the coordinates error where no zone reaches', async () => {
		const res = await zoneAt(LANDMARKS.openSea);
		expect(res.status).toBe(404);
		expect(await res.json()).toEqual({
			errors: [{ code: 'coordinates', message: 'Service not available in this area' }],
		});
	});

	test('answers 403 where the only zone is switched off', async () => {
		const res = await zoneAt(LANDMARKS.sentosa);
		expect(res.status).toBe(403);
		expect(await res.json()).toEqual({
			errors: [{ code: 'coordinates', message: 'We are temporarily unavailable in this area' }],
		});
	});

	test.each([
		[
			'',
			[
				{ code: 'lat', message: 'The lat field is required.' },
				{ code: 'lng', message: 'The lng field is required.' },
			],
		],
		['?lat=1.3', [{ code: 'lng', message: 'The lng field is required.' }]],
		['?lat=&lng=103.8', [{ code: 'lat', message: 'The lat field is required.' }]],
		['?lat=north&lng=103.8', [{ code: 'lat', message: 'The lat must be a number.' }]],
		['?lat=1.3&lng=1e5', [{ code: 'lng', message: 'The lng must be a number.' }]],
		['?lat=95&lng=103.8', [{ code: 'lat', message: 'The lat must be between -90 and 90.' }]],
		["?lat=1.3'%20or%201=1--&lng=103.8", [{ code: 'lat', message: 'The lat must be a number.' }]],
	])('rejects the query %j with 403 and one error per field', async (query, errors) => {
		const res = await api.request(`/config/get-zone-id${query}`);
		expect(res.status).toBe(403);
		expect(await res.json()).toEqual({ errors });
	});
});
