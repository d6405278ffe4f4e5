import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { setupApi } from '~/testing/api';
import { createLogger } from '../log';
import { createApiApp } from './app';

const api = setupApi({ corsOrigins: ['http://partner.test'] });

describe('the API pipeline', () => {
	test('answers unknown routes with JSON 404, never HTML', async () => {
		const res = await api.request('/no/such/thing');
		expect(res.status).toBe(404);
		expect(res.headers.get('content-type')).toContain('application/json');
		expect(await res.json()).toEqual({ errors: [{ code: 'not_found', message: 'Not found' }] });
	});

	test('hides unexpected failures behind a generic message with no stack trace', async () => {
		const lines: string[] = [];
		const broken = createApiApp({
			db: () => Promise.reject(new Error('connection refused at Socket.connect (net.js:1:1)')),
			driver: () => 'pglite',
			corsOrigins: [],
			logger: createLogger({ destination: { write: (line) => lines.push(line) } }),
		});
		const res = await broken.request('/api/v1/config');
		const text = await res.text();
		expect(res.status).toBe(500);
		expect(JSON.parse(text)).toEqual({
			errors: [{ code: 'server', message: 'Something went wrong. Please try again.' }],
		});
		expect(text).not.toContain('connection refused');
		// The operator sees it, in the log, with the request's id.
		expect(lines.join('')).toMatch(/"level":50.*"reqId":"[^"]+".*connection refused/);
	});

	test('lets configured origins call it from a browser, with the spec headers allowed', async () => {
		const res = await api.request('/module', {
			method: 'OPTIONS',
			headers: {
				Origin: 'http://partner.test',
				'Access-Control-Request-Method': 'GET',
				'Access-Control-Request-Headers': 'zoneid, moduleid, latitude, longitude, x-localization',
			},
		});
		expect(res.headers.get('access-control-allow-origin')).toBe('http://partner.test');
		const allowed = res.headers.get('access-control-allow-headers')?.toLowerCase() ?? '';
		for (const header of [
			'zoneid',
			'moduleid',
			'latitude',
			'longitude',
			'x-localization',
			'authorization',
		]) {
			expect(allowed).toContain(header);
		}
	});

	test('does not open CORS to other origins', async () => {
		const res = await api.request('/module', { headers: { Origin: 'http://evil.test' } });
		expect(res.headers.get('access-control-allow-origin')).toBeNull();
	});

	test('refuses bodies over the 16 MB upload limit with the error shape', async () => {
		const res = await api.request('/config', {
			method: 'POST',
			headers: {
				'content-type': 'application/octet-stream',
				'content-length': String(17 * 1024 * 1024),
			},
			body: new Uint8Array(17 * 1024 * 1024),
		});
		expect(res.status).toBe(413);
		expect((await res.json()).errors[0].code).toBe('payload');
	});

	test('publishes an OpenAPI 3.1 document generated from the route schemas', async () => {
		const doc = await (await api.request('/openapi.json')).json();
		expect(doc.openapi).toBe('3.1.0');
		expect(
			doc.paths['/api/v1/config/get-zone-id'].get.parameters.map((p: { name: string }) => p.name),
		).toEqual(['lat', 'lng']);
		expect(doc.paths['/api/v1/module'].get.responses['200']).toBeDefined();
	});
});

/** Every GET route of the API, with sample path parameters. */
const GET_ROUTES = [
	'/config',
	'/config/get-zone-id',
	'/config/place-api-autocomplete',
	'/config/place-api-details',
	'/config/geocode-api',
	'/config/distance-api',
	'/module',
	'/health',
	'/openapi.json',
	'/zone/list',
	'/zone/check',
	'/items/latest',
	'/items/new-arrival',
	'/items/popular',
	'/items/most-reviewed',
	'/items/best-reviewed',
	'/items/discounted',
	'/items/recommended',
	'/items/suggested',
	'/items/basic',
	'/items/common-conditions',
	'/items/details/1',
	'/items/details/x',
	'/items/related-items/1',
	'/items/related-store-items/1',
	'/items/reviews/1',
	'/items/rating/1',
	'/items/search',
	'/items/search-suggestion',
	'/items/item-or-store-search',
	'/stores/get-stores/all',
	'/stores/get-stores/delivery',
	'/stores/latest',
	'/stores/popular',
	'/stores/top-rated',
	'/stores/discounted',
	'/stores/recommended',
	'/stores/details/1',
	'/stores/search',
	'/stores/popular-items/1',
	'/categories',
	'/categories/1',
	'/categories/childes/1',
	'/categories/items/1',
	'/categories/items/list',
	'/categories/stores/1',
	'/categories/featured/items',
	'/brand',
	'/brand/items/1',
	'/common-condition',
	'/common-condition/list',
	'/common-condition/items/1',
	'/banners',
	'/other-banners',
	'/other-banners/why-choose',
	'/other-banners/video-content',
	'/campaigns/basic',
	'/campaigns/basic-campaign-details',
	'/campaigns/item',
	'/flash-sales',
	'/flash-sales/items',
	'/coupon/list',
	'/cashback/list',
	'/advertisement/list',
	'/parcel-category',
	'/get-combined-data',
];
const headerValue = fc.oneof(
	fc.string(),
	fc.constantFrom(
		'[1]',
		'[5,1]',
		'[]',
		'null',
		'"[1,2]"',
		'[1e400]',
		'-1',
		'Bearer null',
		'1; DROP TABLE zones',
	),
	fc.json(),
);
const queryValue = fc.oneof(
	fc.string(),
	fc.double().map(String),
	fc.integer().map(String),
	fc.constantFrom("1' OR '1'='1", '%00', '9'.repeat(400), '-0', 'NaN', 'Infinity'),
);

describe('any GET with any headers and query', () => {
	test('never answers 5xx, and every failure uses the error shape', async () => {
		await fc.assert(
			fc.asyncProperty(
				fc.constantFrom(...GET_ROUTES),
				fc.record({
					zoneId: headerValue,
					moduleId: headerValue,
					latitude: headerValue,
					longitude: headerValue,
					'X-localization': headerValue,
					Authorization: headerValue,
				}),
				fc.dictionary(
					fc.constantFrom(
						'lat',
						'lng',
						'zone_id',
						'limit',
						'offset',
						'guest_id',
						'name',
						'type',
						'filter',
						'category_ids',
						'brand_ids',
						'min_price',
						'max_price',
						'rating_count',
						'store_id',
						'category_id',
						'list_type',
						'data_type',
						'search_text',
						'placeid',
						'flash_sale_id',
						'basic_campaign_id',
						'store_type',
						'featured',
					),
					queryValue,
				),
				async (path, headers, query) => {
					const safeHeaders = Object.fromEntries(
						Object.entries(headers).map(([k, v]) => [k, v.replace(/[^\x20-\x7e]/g, '')]),
					);
					const res = await api.request(`${path}?${new URLSearchParams(query)}`, {
						headers: safeHeaders,
					});
					expect(res.status).toBeLessThan(500);
					if (res.status >= 400) {
						const body = await res.json();
						// items/details keeps the real API's one irregular shape: errors as an object.
						const errors = Array.isArray(body.errors) ? body.errors : [body.errors];
						expect(errors.length).toBeGreaterThan(0);
						for (const error of errors) {
							expect(typeof error.code).toBe('string');
							expect(typeof error.message).toBe('string');
						}
					}
				},
			),
			{ numRuns: 600 },
		);
	}, 120_000);
});
