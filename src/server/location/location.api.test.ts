import { describe, expect, test } from 'vitest';
import { LANDMARKS } from '~/server/db/seed/data/zones';
import { getJson, setupApi } from '~/testing/api';

const api = setupApi();

describe('place search (offline gazetteer)', () => {
	test('autocomplete answers predictions with place ids and descriptions', async () => {
		const body = await getJson(api, '/config/place-api-autocomplete?search_text=tampines');
		expect(body.status).toBe('OK');
		expect(body.predictions.length).toBeGreaterThan(0);
		expect(body.predictions[0]).toMatchObject({
			place_id: expect.any(String),
			description: expect.stringMatching(/Tampines/i),
		});
	});

	test('details of a prediction gives its coordinates in result.geometry.location', async () => {
		const { predictions } = await getJson(
			api,
			'/config/place-api-autocomplete?search_text=marina%20bay%20sands',
		);
		const details = await getJson(
			api,
			`/config/place-api-details?placeid=${encodeURIComponent(predictions[0].place_id)}`,
		);
		expect(details.result.geometry.location).toEqual(LANDMARKS.marinaBaySands);
	});

	test('store addresses are searchable too', async () => {
		const body = await getJson(api, '/config/place-api-autocomplete?search_text=singapore');
		expect(body.predictions.length).toBe(5);
	});

	test('geocode gives a readable address for a point', async () => {
		const at = await getJson(
			api,
			`/config/geocode-api?lat=${LANDMARKS.orchardRoad.lat}&lng=${LANDMARKS.orchardRoad.lng}`,
		);
		expect(at.results[0].formatted_address).toMatch(/Orchard/);
	});

	test('distance in metres along roads, about 1.3 times the straight line', async () => {
		const a = LANDMARKS.orchardRoad;
		const b = LANDMARKS.marinaBaySands;
		const body = await getJson(
			api,
			`/config/distance-api?origin_lat=${a.lat}&origin_lng=${a.lng}&destination_lat=${b.lat}&destination_lng=${b.lng}&mode=walking`,
		);
		const element = body.rows[0].elements[0];
		expect(element.status).toBe('OK');
		expect(element.distance.value).toBeGreaterThan(4000);
		expect(element.distance.value).toBeLessThan(7000);
		expect(element.duration.value).toBeGreaterThan(element.distance.value / 2);
	});

	test.each([
		['/config/place-api-autocomplete', 'search_text'],
		['/config/place-api-details', 'placeid'],
		['/config/geocode-api?lat=1.3', 'lng'],
		[
			'/config/distance-api?origin_lat=1&origin_lng=2&destination_lat=x&destination_lng=3',
			'destination_lat',
		],
	])('%s without its parameters answers 403 %s', async (path, code) => {
		const res = await api.request(path);
		expect(res.status).toBe(403);
		expect((await res.json()).errors[0].code).toBe(code);
	});

	test('an unknown place id is a 404 in the error shape', async () => {
		const res = await api.request('/config/place-api-details?placeid=place:nowhere');
		expect(res.status).toBe(404);
	});
});

describe('zones', () => {
	test('zone/list gives active zones with their outlines as lat/lng points', async () => {
		const zones = await getJson<any[]>(api, '/zone/list');
		expect(zones.map((z) => z.name)).not.toContain('sentosa');
		expect(zones[0].formated_coordinates[0]).toMatchObject({
			lat: expect.any(Number),
			lng: expect.any(Number),
		});
	});

	test('zone/check answers a bare boolean', async () => {
		const p = LANDMARKS.tampines;
		expect(await getJson(api, `/zone/check?lat=${p.lat}&lng=${p.lng}&zone_id=2`)).toBe(true);
		expect(await getJson(api, `/zone/check?lat=${p.lat}&lng=${p.lng}&zone_id=1`)).toBe(false);
	});
});
