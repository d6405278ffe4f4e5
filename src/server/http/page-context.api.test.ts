import { describe, expect, test } from 'vitest';
import { parsePreferences } from '~/lib/preferences';
import { MODULE_ID, setupApi, TEST_NOW } from '~/testing/api';
import { DEMO_CUSTOMER } from '../db/seed/customers';
import { pageContext } from './page-context';

const api = setupApi();

/** A page request's context on the test database, counting how often it is opened. */
function contextFor(
	options: { headers?: Record<string, string>; cookies?: Record<string, string> } = {},
) {
	let opened = 0;
	const ctx = pageContext({
		url: new URL('https://shop.test/store/x'),
		request: new Request('https://shop.test/store/x', { headers: options.headers ?? {} }),
		locale: 'en',
		preferences: parsePreferences(options.cookies ?? {}),
		now: TEST_NOW,
		database: async () => {
			opened += 1;
			return api.handle().db;
		},
	});
	return { ctx, opened: () => opened };
}

describe('pageContext', () => {
	test('opens nothing until a getter asks, then reads each thing once per request', async () => {
		const { ctx, opened } = contextFor();
		expect(ctx.baseUrl).toBe('https://shop.test');
		expect(opened()).toBe(0);
		const [first, second] = await Promise.all([ctx.site(), ctx.site()]);
		expect(first).toBe(second);
		expect(first.businessName).toBeTruthy();
		await Promise.all([ctx.timeZone(), ctx.settings(), ctx.pageScope()]);
		expect(opened()).toBe(1);
	});

	test("scopes a module page to the cookie's module and zones, or to the module asked for", async () => {
		const { ctx } = contextFor({ cookies: { moduleId: String(MODULE_ID.grocery), zoneId: '[1]' } });
		const own = await ctx.moduleScope();
		expect(own).toMatchObject({ moduleId: MODULE_ID.grocery, moduleType: 'grocery', zoneIds: [1] });
		expect(await ctx.moduleScope(MODULE_ID.pharmacy)).toMatchObject({ moduleType: 'pharmacy' });
		expect(await ctx.moduleScope(9999)).toBeNull();
		expect(await ctx.moduleScope(null)).toBeNull();
	});

	test('knows the customer of a bearer token, and nobody without a valid one', async () => {
		const login = await api.request('/auth/login', {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '192.0.2.77' },
			body: JSON.stringify({ phone: DEMO_CUSTOMER.phone, password: DEMO_CUSTOMER.password }),
		});
		const { token } = (await login.json()) as { token: string };
		const signedIn = contextFor({ headers: { Authorization: `Bearer ${token}` } }).ctx;
		expect(await signedIn.customer()).toEqual({ id: expect.any(Number) });
		expect(await contextFor().ctx.customer()).toBeNull();
		const forged = contextFor({ headers: { Authorization: `Bearer ${'x'.repeat(43)}` } }).ctx;
		expect(await forged.customer()).toBeNull();
	});
});
