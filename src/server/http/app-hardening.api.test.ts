import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { catalogHeaders, TEST_NOW } from '~/testing/api';
import { newCustomer, newGuest, setupCustomerApi } from '~/testing/customer';
import { createLogger } from '../log';
import { createApiApp } from './app';

/** Issue 12: hostile and careless input gets the API's error shape, never a 500. */
const api = setupCustomerApi();
const grocery = catalogHeaders('grocery');
const get = (path: string, headers: Record<string, string> = grocery) =>
	api.call('GET', path, { headers });

let token = '';
beforeAll(async () => {
	token = (await newCustomer(api)).token;
}, 60_000);

describe('NUL (U+0000) in any text input', () => {
	test.each([
		['/items/search?name=a%00b', 'name'],
		['/items/search-suggestion?name=a%00b', 'name'],
		['/stores/search?name=a%00b', 'name'],
		['/items/item-or-store-search?name=a%00b', 'name'],
		['/coupon/apply?code=a%00b&store_id=1&order_amount=10', 'code'],
	])('%s answers 403 with the field as code', async (path, field) => {
		const res = await api.call('GET', path, { headers: grocery, token });
		expect(res.status).toBe(403);
		expect(res.body.errors[0].code).toBe(field);
		expect(res.body.errors[0].message).toBe(`The ${field} must not contain a NUL character.`);
	});

	test('in sign-up names, JSON or form', async () => {
		const json = await api.call('POST', '/auth/sign-up', {
			body: { name: 'Ana\u0000Bell', phone: '+6591110000', password: 'long-enough' },
		});
		expect([json.status, json.body.errors[0].code]).toEqual([403, 'name']);
		const form = await api.call('POST', '/auth/sign-up', {
			form: { f_name: 'A\u0000', l_name: 'B', phone: '+6591110001', password: 'long-enough' },
		});
		expect([form.status, form.body.errors[0].code]).toEqual([403, 'f_name']);
	});

	test('in every text field of an address', async () => {
		for (const field of ['contact_person_name', 'address', 'road', 'house', 'floor']) {
			const body = {
				contact_person_name: 'Siti',
				contact_person_number: '+6590001111',
				address_type: 'home',
				address: '1 Orchard Road',
				latitude: '1.30',
				longitude: '103.83',
				[field]: 'x\u0000y',
			};
			const res = await api.call('POST', '/customer/address/add', { token, body });
			expect([res.status, res.body.errors[0].code]).toEqual([403, field]);
		}
	});

	test('in an order’s fields, nested ones named by their path', async () => {
		const guest = await newGuest(api);
		const res = await api.call('POST', '/customer/order/place', {
			headers: grocery,
			body: {
				guest_id: guest,
				order_type: 'delivery',
				address: 'x',
				contact_person_name: 'Siti\u0000',
				payment_method: 'cash_on_delivery',
			},
		});
		expect([res.status, res.body.errors[0].code]).toEqual([403, 'contact_person_name']);
		const nested = await api.call('POST', '/customer/order/place', {
			headers: grocery,
			body: { guest_id: guest, cart: [{ item_id: 1, add_on: ['\u0000'] }] },
		});
		expect([nested.status, nested.body.errors[0].code]).toEqual([403, 'cart.0.add_on.0']);
	});
});

describe('before routing: encoding, unknown routes, methods', () => {
	test.each(['/items/search?name=a%FFb', '/items/search?name=%E0%A4', '/items/search?name=%zz'])(
		'%s (not UTF-8 or not URL encoding) answers 403 in the error shape',
		async (path) => {
			const res = await get(path);
			expect(res.status).toBe(403);
			expect(res.headers.get('content-type')).toMatch(/^application\/json/);
			expect(res.body.errors[0].message).toBe(
				'The query string is not valid UTF-8 or URL encoding.',
			);
		},
	);

	test('an unknown route and a wrong method answer JSON 404', async () => {
		for (const [method, path] of [
			['GET', '/no-such-route'],
			['DELETE', '/module'],
			['PATCH', '/config'],
		] as const) {
			const res = await api.call(method, path);
			expect([res.status, res.body]).toEqual([
				404,
				{ errors: [{ code: 'not_found', message: 'Not found' }] },
			]);
		}
	});
});

describe('ids beyond int4 (2^31 - 1)', () => {
	test('module?zone_id=2147483648 is 403 zone_id', async () => {
		const res = await api.call('GET', '/module?zone_id=2147483648');
		expect([res.status, res.body.errors[0].code]).toEqual([403, 'zone_id']);
	});

	test('a zoneId header naming one counts as no zone', async () => {
		const modules = await api.call('GET', '/module', { headers: { zoneId: '[2147483648]' } });
		expect(modules.status).toBe(200);
		const items = await get('/items/popular', { ...grocery, zoneId: '[2147483648]' });
		expect([items.status, items.body.errors[0].code]).toEqual([403, 'zoneId']);
		const moduleId = await get('/items/popular', { ...grocery, moduleId: '2147483648' });
		expect(moduleId.status).toBe(403);
	});

	test.each([
		'/items/popular',
		'/items/new-arrival',
		'/items/discounted',
		'/items/most-reviewed',
		'/items/best-reviewed',
	])('%s?brand_ids=2147483648 is 403 brand_ids', async (path) => {
		const res = await get(`${path}?brand_ids=2147483648`);
		expect([res.status, res.body.errors[0].code]).toEqual([403, 'brand_ids']);
		const list = await get(`${path}?category_ids=[1,99999999999]`);
		expect([list.status, list.body.errors[0].code]).toEqual([403, 'category_ids']);
	});

	test('items/details of a 20-digit id is the contract’s 404', async () => {
		const res = await get('/items/details/99999999999999999999');
		expect([res.status, res.body]).toEqual([
			404,
			{ errors: { code: 'product-001', message: 'Not found' } },
		]);
	});
});

describe('security headers on /api/v1', () => {
	test('never framed, no referrer, no sniffing', async () => {
		const res = await api.call('GET', '/config');
		expect(res.headers.get('referrer-policy')).toBe('no-referrer');
		expect(res.headers.get('x-frame-options')).toBe('DENY');
		expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
		expect(res.headers.get('x-content-type-options')).toBe('nosniff');
		expect(res.headers.get('strict-transport-security')).toBeNull();
		expect(res.headers.get('cache-control')).not.toBe('no-store');
	});

	test('a customer’s data is never stored', async () => {
		const guest = await newGuest(api);
		for (const res of [
			await api.call('GET', '/customer/info', { token }),
			await api.call('POST', '/auth/login', {
				body: { phone: '+6590000000', password: 'x-x-x-x' },
			}),
			await api.call('GET', `/customer/cart/list?guest_id=${guest}`, { headers: grocery }),
			await api.call('GET', '/customer/order/list?limit=10&offset=1', { token }),
		])
			expect(res.headers.get('cache-control')).toBe('no-store');
	});

	test('HSTS when the public origin is https', async () => {
		const app = createApiApp({
			db: async () => api.db(),
			driver: () => 'pglite',
			corsOrigins: [],
			publicUrl: 'https://shop.example',
			clock: () => TEST_NOW,
		});
		const res = await app.fetch(new Request('http://shop.test/api/v1/health'));
		expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
	});
});

describe('request ids and logs', () => {
	function capture() {
		const lines: string[] = [];
		const logger = createLogger({ level: 'info', destination: { write: (l) => lines.push(l) } });
		const app = createApiApp({
			db: async () => api.db(),
			driver: () => 'pglite',
			corsOrigins: [],
			clock: () => TEST_NOW,
			logger,
		});
		return { app, lines };
	}

	test('one JSON line per request with method, route pattern, status, duration and id', async () => {
		const { app, lines } = capture();
		const res = await app.fetch(
			new Request('http://shop.test/api/v1/items/details/1', {
				headers: { ...grocery, 'X-Request-Id': 'checkout-42.a' },
			}),
		);
		expect(res.headers.get('x-request-id')).toBe('checkout-42.a');
		const line = JSON.parse(lines.at(-1) ?? '{}');
		expect(line).toMatchObject({
			reqId: 'checkout-42.a',
			method: 'GET',
			route: '/api/v1/items/details/:id',
			status: res.status,
		});
		expect(typeof line.ms).toBe('number');
		const unsafe = await app.fetch(
			new Request('http://shop.test/api/v1/health', { headers: { 'X-Request-Id': 'a b<script>' } }),
		);
		expect(unsafe.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
	});

	test('a failing query is logged by code and query name, never its parameters', async () => {
		const { app, lines } = capture();
		const hash = '$scrypt$N=16384,r=8,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA';
		app.get('/boom', async (c) => {
			await c.get('db').execute(sql`select * from users where id = ${hash}::int`);
			return c.json({});
		});
		const res = await app.fetch(new Request('http://shop.test/api/v1/boom'));
		expect(res.status).toBe(500);
		const body = await res.text();
		const output = lines.join('');
		expect(output).toContain('"code":"22P02"');
		expect(output).toContain('"query":"select users"');
		for (const text of [output, body]) {
			expect(text).not.toContain(hash);
			expect(text).not.toContain('c2FsdHNhbHQ');
			expect(text).not.toMatch(/select \*|Failed query/);
		}
	});
});

describe('found by the fuzz: the OpenAPI document declares what routes answer', () => {
	const responseSchema = async (path: string, status: string) => {
		const doc = await (await api.call('GET', '/openapi.json')).body;
		return JSON.stringify(
			doc.paths[`/api/v1${path}`].get.responses[status].content['application/json'].schema,
		);
	};

	test('items/recommended and items/suggested declare their `items` key', async () => {
		for (const path of ['/items/recommended', '/items/suggested']) {
			const schema = await responseSchema(path, '200');
			expect(schema).toContain('"items"');
			expect(schema).not.toContain('"products"');
		}
	});

	test('items/details declares the contract’s 404 object', async () => {
		expect(await responseSchema('/items/details/{id}', '404')).toContain(
			'"errors":{"type":"object"',
		);
	});

	test('every operation declares the pipeline’s 403 and 404 in the error shape', async () => {
		const doc = (await api.call('GET', '/openapi.json')).body;
		for (const item of Object.values(doc.paths) as Record<string, any>[])
			for (const op of Object.values(item))
				for (const status of ['403', '404', '413'])
					expect(JSON.stringify(op.responses[status])).toContain('"errors"');
	});
});
