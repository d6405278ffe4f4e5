import { count, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { TEST_NOW } from '~/testing/api';
import { businessSettings, categories, users } from '../db/schema';
import { DEMO_CUSTOMER } from '../db/seed/customers';
import { seed } from '../db/seed/seed';
import { newCustomer, setupCustomerApi } from '~/testing/customer';

/** The seed step that adds the demo customer (src/server/db/seed/seed.ts). */
const DEMO_CUSTOMER_STEP = 4;

const api = setupCustomerApi();

describe('customer/info', () => {
	test('needs a valid token: 401 auth-001 Unauthenticated.', async () => {
		const res = await api.call('GET', '/customer/info');
		expect([res.status, res.body]).toEqual([
			401,
			{ errors: [{ code: 'auth-001', message: 'Unauthenticated.' }] },
		]);
	});

	test('a new customer sees their profile and the welcome offer, never the password', async () => {
		const { token, phone } = await newCustomer(api, { email: 'welcome@example.com' });
		const res = await api.call('GET', '/customer/info', { token });
		expect(res.status).toBe(200);
		expect(res.body).toMatchObject({
			f_name: 'Tan',
			l_name: 'Mei Ling',
			phone,
			email: 'welcome@example.com',
			image: null,
			image_full_url: null,
			is_phone_verified: 0,
			status: 1,
			order_count: 0,
			login_medium: 'manual',
			wallet_balance: 0,
			loyalty_point: 0,
			member_since_days: 0,
			userinfo: null,
			selected_modules_for_interest: [],
			// spec §2 welcome modal; seeded offer: 10 percent within 7 days.
			is_valid_for_discount: true,
			discount_amount: 10,
			discount_amount_type: 'percentage',
			validity: '7 days',
			created_at: TEST_NOW.toISOString(),
		});
		expect(JSON.stringify(res.body)).not.toMatch(/"password"|scrypt|"interest"/);
	});

	test('the welcome offer ends after its validity', async () => {
		const { token } = await newCustomer(api);
		api.setNow(new Date(TEST_NOW.getTime() + 8 * 86_400_000));
		const res = await api.call('GET', '/customer/info', { token });
		api.setNow();
		expect(res.body).toMatchObject({ is_valid_for_discount: false, member_since_days: 8 });
	});

	test('keeps the language of the request as the customer language', async () => {
		const { token, phone } = await newCustomer(api);
		const res = await api.call('GET', '/customer/info', {
			token,
			headers: { 'X-localization': 'id' },
		});
		expect(res.body.current_language_key).toBe('id');
		const [row] = await api.db().select().from(users).where(eq(users.phone, phone));
		expect(row?.currentLanguageKey).toBe('id');
	});
});

describe('customer/update-interest', () => {
	test('saves existing categories and reports their modules', async () => {
		const { token } = await newCustomer(api);
		const picked = await api
			.db()
			.select({ id: categories.id, moduleId: categories.moduleId })
			.from(categories)
			.where(eq(categories.parentId, 0))
			.limit(40);
		const two = [picked[0], picked.find((c) => c.moduleId !== picked[0]?.moduleId)];
		const ids = two.map((c) => c?.id ?? 0);
		const res = await api.call('POST', '/customer/update-interest', {
			token,
			body: { interest: [...ids, 999_999] },
		});
		expect([res.status, res.body]).toEqual([200, { message: 'Interest updated successfully!' }]);
		const info = await api.call('GET', '/customer/info', { token });
		expect(info.body.selected_modules_for_interest).toEqual(
			two.map((c) => c?.moduleId).sort((a = 0, b = 0) => a - b),
		);
	});

	test('needs a token and a list', async () => {
		expect(
			(await api.call('POST', '/customer/update-interest', { body: { interest: [1] } })).status,
		).toBe(401);
		const { token } = await newCustomer(api);
		const res = await api.call('POST', '/customer/update-interest', {
			token,
			body: { interest: 'x' },
		});
		expect([res.status, res.body.errors[0].code]).toEqual([403, 'interest']);
	});
});

describe('customer/cm-firebase-token', () => {
	test('saves the push token, also through POST with _method=put', async () => {
		const { token, phone } = await newCustomer(api);
		const res = await api.call('POST', '/customer/cm-firebase-token', {
			token,
			form: { _method: 'put', cm_firebase_token: 'fcm-abc' },
		});
		expect([res.status, res.body]).toEqual([200, { message: 'successfully updated!' }]);
		const [row] = await api.db().select().from(users).where(eq(users.phone, phone));
		expect(row?.cmFirebaseToken).toBe('fcm-abc');
	});
});

describe('demo customer seed', () => {
	test('a database seeded before the demo customer gains it on the next start, once', async () => {
		const db = api.db();
		await db.delete(users).where(eq(users.phone, DEMO_CUSTOMER.phone));
		await db
			.update(businessSettings)
			// Seeded by a release before step 4 (the demo customer); later steps run again too.
			.set({ value: DEMO_CUSTOMER_STEP - 1 })
			.where(eq(businessSettings.key, 'seed_version'));
		expect(await seed(db)).toBe(true);
		const demo = await db.select().from(users).where(eq(users.phone, DEMO_CUSTOMER.phone));
		expect(demo.map((u) => [u.email, u.fName, u.status])).toEqual([
			[DEMO_CUSTOMER.email, 'Demo', 1],
		]);
		const before = await db.select({ n: count() }).from(users);
		expect(await seed(db)).toBe(false);
		expect(await db.select({ n: count() }).from(users)).toEqual(before);
		const login = await api.call('POST', '/auth/login', {
			body: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
		});
		expect(login.status).toBe(200);
	});
});
