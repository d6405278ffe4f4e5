import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { TEST_NOW } from '~/testing/api';
import { newCustomer, newGuest, nextPhone, setupCustomerApi } from '~/testing/customer';
import { accessTokens, guests, users } from '../db/schema';
import { DEMO_CUSTOMER } from '../db/seed/customers';
import {
	ATTEMPTS_PER_ADDRESS,
	ATTEMPTS_PER_ADDRESS_ALL_ACCOUNTS,
	FAILURES_BEFORE_DELAY,
} from './auth.routes';
import { hashToken } from './tokens';

const api = setupCustomerApi();
const minutes = (n: number) => new Date(TEST_NOW.getTime() + n * 60_000);
let address = 0;
/** A caller address of its own, so one test's attempts do not count against another's. */
const from = () => ({ 'X-Forwarded-For': `192.0.2.${++address}` });

async function userByPhone(phone: string) {
	const [row] = await api.db().select().from(users).where(eq(users.phone, phone));
	if (!row) throw new Error(`no user ${phone}`);
	return row;
}

describe('auth/sign-up', () => {
	test('a visitor signs up with a name, phone and password and is signed in at once', async () => {
		const phone = nextPhone();
		const res = await api.call('POST', '/auth/sign-up', {
			body: {
				name: 'Nur Aisyah binti Ahmad',
				email: 'Aisyah@Example.com',
				phone,
				password: 'kopi-peng-2026',
			},
			headers: from(),
		});
		expect(res.status).toBe(200);
		expect(res.body).toEqual({
			token: expect.stringMatching(/^[\w-]{43}$/),
			is_phone_verified: 0,
			is_email_verified: 0,
			is_personal_info: 1,
			is_exist_user: null,
			login_type: 'manual',
			email: 'aisyah@example.com',
		});
		const user = await userByPhone(phone);
		expect([user.fName, user.lName, user.email]).toEqual([
			'Nur',
			'Aisyah binti Ahmad',
			'aisyah@example.com',
		]);
		const info = await api.call('GET', '/customer/info', { token: res.body.token });
		expect(info.body).toMatchObject({ id: user.id, phone });
	});

	test('the legacy form (f_name, l_name) answers the legacy shape', async () => {
		const res = await api.call('POST', '/auth/sign-up', {
			form: {
				f_name: 'Rahul',
				l_name: 'Menon',
				email: `rahul.${Date.now()}@example.com`,
				phone: nextPhone(),
				password: 'sixsix',
			},
			headers: from(),
		});
		expect(res.status).toBe(200);
		expect(res.body).toEqual({
			token: expect.any(String),
			is_phone_verified: 0,
			phone_verify_end_url: 'api/v1/auth/verify-phone',
		});
	});

	test('the password is stored as scrypt and the token only as its SHA-256', async () => {
		const { token, phone, password } = await newCustomer(api);
		const user = await userByPhone(phone);
		expect(user.password).toMatch(/^scrypt\$32768\$8\$1\$[\w+/=]+\$[\w+/=]+$/);
		expect(user.password).not.toContain(password);
		const rows = await api.db().select().from(accessTokens).where(eq(accessTokens.userId, user.id));
		expect(rows).toHaveLength(1);
		expect(rows[0]?.tokenHash).toBe(hashToken(token));
		expect(rows[0]?.tokenHash).not.toBe(token);
		expect(rows[0]?.expiresAt.getTime()).toBe(TEST_NOW.getTime() + 30 * 86_400_000);
	});

	test('a phone or email already taken is refused with 403 and the field as code', async () => {
		const { phone } = await newCustomer(api, { email: 'taken@example.com' });
		const again = await api.call('POST', '/auth/sign-up', {
			body: { name: 'Copy Cat', phone, email: 'TAKEN@example.com', password: 'another-secret' },
			headers: from(),
		});
		expect(again.status).toBe(403);
		expect(again.body).toEqual({
			errors: [
				{ code: 'phone', message: 'The phone has already been taken.' },
				{ code: 'email', message: 'The email has already been taken.' },
			],
		});
		const withoutPlus = await api.call('POST', '/auth/sign-up', {
			body: { name: 'Copy Cat', phone: phone.slice(1), password: 'another-secret' },
			headers: from(),
		});
		expect(withoutPlus.body.errors[0].code).toBe('phone');
	});

	test.each([
		['a password under 8 characters', { password: 'short77' }, 'password'],
		['no name', { name: '' }, 'name'],
		['an invalid email', { email: 'not-an-email' }, 'email'],
		['a phone with letters', { phone: '+65 9123 ABCD' }, 'phone'],
		['an unknown referral code', { ref_code: 'NOSUCHCODE' }, 'ref_code'],
	])('refuses %s', async (_, change, code) => {
		const res = await api.call('POST', '/auth/sign-up', {
			body: { name: 'Lim Wei', phone: nextPhone(), password: 'long-enough', ...change },
			headers: from(),
		});
		expect([403, 405]).toContain(res.status);
		expect(res.body.errors[0].code).toBe(code);
	});

	test('a password of nothing but spaces is refused as missing', async () => {
		for (const body of [
			{ name: 'Blank Pass', phone: nextPhone(), password: '        ' },
			{
				f_name: 'A',
				l_name: 'B',
				email: 'blank@example.com',
				phone: nextPhone(),
				password: ' \t    ',
			},
		]) {
			const res = await api.call('POST', '/auth/sign-up', { body, headers: from() });
			expect([res.status, res.body.errors]).toEqual([
				403,
				[{ code: 'password', message: 'The password field is required.' }],
			]);
		}
	});

	test('the legacy form accepts 6-character passwords but not 5', async () => {
		const legacy = (password: string) =>
			api.call('POST', '/auth/sign-up', {
				body: {
					f_name: 'A',
					l_name: 'B',
					email: `${password}@example.com`,
					phone: nextPhone(),
					password,
				},
				headers: from(),
			});
		expect((await legacy('abcdef')).status).toBe(200);
		expect((await legacy('abcde')).body.errors[0]).toEqual({
			code: 'password',
			message: 'The password must be at least 6 characters.',
		});
	});

	test("a referral code names the referrer in the new customer's ref_by", async () => {
		const res = await api.call('POST', '/auth/sign-up', {
			body: {
				name: 'Referred',
				phone: nextPhone(),
				password: 'long-enough',
				ref_code: DEMO_CUSTOMER.refCode,
			},
			headers: from(),
		});
		const demo = await userByPhone(DEMO_CUSTOMER.phone);
		const info = await api.call('GET', '/customer/info', { token: res.body.token });
		expect(info.body.ref_by).toBe(demo.id);
		expect(info.body.ref_code).toMatch(/^[A-Z2-9]{10}$/);
	});
});

describe('auth/login', () => {
	test('the demo customer signs in with the legacy phone form', async () => {
		const res = await api.call('POST', '/auth/login', {
			body: { phone: DEMO_CUSTOMER.phone, password: DEMO_CUSTOMER.password },
			headers: from(),
		});
		expect(res.status).toBe(200);
		expect(res.body).toEqual({ token: expect.stringMatching(/^[\w-]{43}$/), is_phone_verified: 1 });
	});

	test.each([
		['email', { email_or_phone: 'DEMO@kampungmart.test', field_type: 'email' }],
		['phone', { email_or_phone: DEMO_CUSTOMER.phone, field_type: 'phone' }],
		['phone without +, field type guessed', { email_or_phone: '65 9123 4567' }],
	])('the new form signs in by %s', async (_, fields) => {
		const res = await api.call('POST', '/auth/login', {
			body: { login_type: 'manual', password: DEMO_CUSTOMER.password, ...fields },
			headers: from(),
		});
		expect(res.status).toBe(200);
		expect(res.body).toMatchObject({ login_type: 'manual', email: DEMO_CUSTOMER.email });
		expect(res.body.token).toEqual(expect.any(String));
	});

	test('every sign-in gets a new token', async () => {
		const login = () =>
			api.call('POST', '/auth/login', {
				body: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
				headers: from(),
			});
		expect((await login()).body.token).not.toBe((await login()).body.token);
	});

	test('a wrong password and an unknown account get the same 401 auth-001', async () => {
		const wrong = await api.call('POST', '/auth/login', {
			body: { login_type: 'manual', email_or_phone: DEMO_CUSTOMER.phone, password: 'password124' },
			headers: from(),
		});
		const unknown = await api.call('POST', '/auth/login', {
			body: { login_type: 'manual', email_or_phone: '+6500000000', password: 'password124' },
			headers: from(),
		});
		const expected = { errors: [{ code: 'auth-001', message: 'User credential does not match' }] };
		expect([wrong.status, wrong.body]).toEqual([401, expected]);
		expect([unknown.status, unknown.body]).toEqual([401, expected]);
		const legacy = await api.call('POST', '/auth/login', {
			body: { phone: DEMO_CUSTOMER.phone, password: 'nope-nope' },
			headers: from(),
		});
		expect([legacy.status, legacy.body.errors[0]]).toEqual([
			401,
			{ code: 'auth-001', message: 'Unauthorized' },
		]);
	});

	test('a demo reviewer, who has no password, cannot sign in', async () => {
		const res = await api.call('POST', '/auth/login', {
			body: { phone: '+6580000000', password: '' },
			headers: from(),
		});
		expect(res.status).toBe(403); // the empty password fails validation first
		const guess = await api.call('POST', '/auth/login', {
			body: { phone: '+6580000000', password: 'whatever' },
			headers: from(),
		});
		expect(guess.status).toBe(401);
	});

	test('a blocked customer gets 403 auth-003, and their tokens stop working', async () => {
		const { token, phone, password } = await newCustomer(api);
		await api.db().update(users).set({ status: 0 }).where(eq(users.phone, phone));
		const res = await api.call('POST', '/auth/login', {
			body: { phone, password },
			headers: from(),
		});
		expect([res.status, res.body]).toEqual([
			403,
			{ errors: [{ code: 'auth-003', message: 'Your account is blocked' }] },
		]);
		const wrong = await api.call('POST', '/auth/login', {
			body: { phone, password: 'not-the-password' },
			headers: from(),
		});
		expect(wrong.status).toBe(401);
		expect((await api.call('GET', '/customer/info', { token })).status).toBe(401);
	});

	test('OTP and social sign-in are not offered', async () => {
		const res = await api.call('POST', '/auth/login', {
			body: { login_type: 'otp', phone: DEMO_CUSTOMER.phone },
			headers: from(),
		});
		expect([res.status, res.body.errors[0].code]).toEqual([403, 'login_type']);
	});
});

describe('tokens', () => {
	test('a token stops working after 30 days', async () => {
		const { token } = await newCustomer(api);
		api.setNow(minutes(30 * 24 * 60 - 1));
		expect((await api.call('GET', '/customer/info', { token })).status).toBe(200);
		api.setNow(minutes(30 * 24 * 60));
		expect((await api.call('GET', '/customer/info', { token })).status).toBe(401);
		api.setNow();
	});

	test('logout revokes the token at once; other tokens of the customer live on', async () => {
		const { token, phone, password } = await newCustomer(api);
		const second = await api.call('POST', '/auth/login', {
			body: { phone, password },
			headers: from(),
		});
		const out = await api.call('POST', '/auth/logout', { token });
		expect([out.status, out.body]).toEqual([200, { message: 'Logout successful.' }]);
		expect((await api.call('GET', '/customer/info', { token })).status).toBe(401);
		expect((await api.call('POST', '/auth/logout', { token })).status).toBe(401);
		expect((await api.call('GET', '/customer/info', { token: second.body.token })).status).toBe(
			200,
		);
	});

	test.each([
		['no token', undefined],
		['a made-up token', 'x'.repeat(43)],
		['a JWT-looking token', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjF9.c2ln'],
	])('%s is 401', async (_, token) => {
		const res = await api.call('GET', '/customer/info', token ? { token } : {});
		expect([res.status, res.body]).toEqual([
			401,
			{ errors: [{ code: 'auth-001', message: 'Unauthenticated.' }] },
		]);
	});

	test('the stored hash cannot be used as a token', async () => {
		const { token } = await newCustomer(api);
		expect((await api.call('GET', '/customer/info', { token: hashToken(token) })).status).toBe(401);
	});
});

describe('rate limits', () => {
	test('ten wrong passwords from one address lock that account there for 10 minutes', async () => {
		const { phone, password } = await newCustomer(api);
		const headers = from();
		let elapsed = 0;
		for (let failures = 0; failures < ATTEMPTS_PER_ADDRESS; ) {
			const res = await api.call('POST', '/auth/login', {
				body: { phone, password: 'wrong-one' },
				headers,
			});
			if (res.status === 429) {
				// The account's growing delay: wait it out, as a patient guesser would.
				elapsed += Number(res.headers.get('Retry-After'));
				api.setNow(new Date(TEST_NOW.getTime() + elapsed * 1000));
				continue;
			}
			expect(res.status).toBe(401);
			failures++;
		}
		expect(elapsed).toBeGreaterThan(0);
		const locked = await api.call('POST', '/auth/login', { body: { phone, password }, headers });
		expect([locked.status, locked.body]).toEqual([
			429,
			{
				errors: [
					{ code: 'too_many_requests', message: 'Too many attempts. Please try again later.' },
				],
			},
		]);
		expect(Number(locked.headers.get('Retry-After'))).toBe(600 - elapsed);
		api.setNow(minutes(10));
		expect(
			(await api.call('POST', '/auth/login', { body: { phone, password }, headers })).status,
		).toBe(200);
		api.setNow();
	}, 60_000); // a dozen password checks: several seconds beside the browser lane

	test('wrong passwords from many addresses never lock the owner out', async () => {
		const { phone, password } = await newCustomer(api);
		const attackers = Array.from({ length: 31 }, from);
		for (const headers of attackers)
			expect(
				(await api.call('POST', '/auth/login', { body: { phone, password: 'wrong-one' }, headers }))
					.status,
			).toBe(401);
		// The owner, from an address that has not failed, signs in with the right password.
		const owner = await api.call('POST', '/auth/login', {
			body: { phone, password },
			headers: from(),
		});
		expect(owner.status).toBe(200);
	}, 90_000);

	test('an address that failed against an attacked account waits longer after each failure', async () => {
		const { phone } = await newCustomer(api);
		const attackers = Array.from({ length: FAILURES_BEFORE_DELAY }, from);
		for (const headers of attackers)
			await api.call('POST', '/auth/login', { body: { phone, password: 'wrong-one' }, headers });
		const again = (headers: Record<string, string>) =>
			api.call('POST', '/auth/login', { body: { phone, password: 'wrong-one' }, headers });
		const first = await again(attackers[0] as Record<string, string>);
		expect(first.status).toBe(429);
		const waits = [Number(first.headers.get('Retry-After'))];
		// Once the delay has passed, one more wrong guess makes the next wait longer.
		api.setNow(new Date(TEST_NOW.getTime() + (waits[0] ?? 0) * 1000));
		expect((await again(attackers[1] as Record<string, string>)).status).toBe(401);
		const second = await again(attackers[1] as Record<string, string>);
		expect(second.status).toBe(429);
		waits.push(Number(second.headers.get('Retry-After')));
		api.setNow();
		expect(waits[1]).toBeGreaterThan(waits[0] ?? 0);
	}, 60_000);

	test('password spraying: one address trying many accounts is refused', async () => {
		const headers = from();
		const statuses: number[] = [];
		for (let i = 0; i <= ATTEMPTS_PER_ADDRESS_ALL_ACCOUNTS; i++) {
			const res = await api.call('POST', '/auth/login', {
				body: { phone: nextPhone(), password: 'Summer2026!' },
				headers,
			});
			statuses.push(res.status);
		}
		expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
		expect(statuses.at(-1)).toBe(429);
		// Another address is not affected.
		const other = await api.call('POST', '/auth/login', {
			body: { phone: nextPhone(), password: 'Summer2026!' },
			headers: from(),
		});
		expect(other.status).toBe(401);
	}, 90_000);

	test('sign-up attempts for one phone are limited too', async () => {
		const phone = nextPhone();
		const headers = from();
		const attempt = () =>
			api.call('POST', '/auth/sign-up', {
				body: { name: 'Spam', phone, password: 'long-enough' },
				headers,
			});
		expect((await attempt()).status).toBe(200);
		for (let i = 1; i < ATTEMPTS_PER_ADDRESS; i++) expect((await attempt()).status).toBe(403);
		expect((await attempt()).status).toBe(429);
	});
});

describe('auth/guest/request', () => {
	test('answers a new random guest id each time, kept in the guests table', async () => {
		const res = await api.call('POST', '/auth/guest/request', { body: { fcm_token: 'push-123' } });
		expect(res.body).toEqual({ message: 'Guest verified', guest_id: expect.any(Number) });
		const other = await newGuest(api);
		expect(Number.isSafeInteger(res.body.guest_id)).toBe(true);
		expect(Math.abs(other - res.body.guest_id)).toBeGreaterThan(1000);
		const [row] = await api.db().select().from(guests).where(eq(guests.id, res.body.guest_id));
		expect(row?.fcmToken).toBe('push-123');
	});
});

describe('request bodies', () => {
	test('an empty JSON body is no input; a malformed one is 403', async () => {
		const empty = await api.call('POST', '/auth/guest/request', {
			headers: { 'Content-Type': 'application/json' },
		});
		expect(empty.status).toBe(200);
		const broken = await api.call('POST', '/auth/login', {
			headers: { 'Content-Type': 'application/json' },
			raw: '{"phone": ',
		});
		expect([broken.status, broken.body.errors[0].code]).toEqual([403, 'request']);
	});
});

describe('OpenAPI', () => {
	test('lists the auth, customer and cart routes', async () => {
		const doc = await api.call('GET', '/openapi.json');
		expect(doc.status).toBe(200);
		const paths = Object.keys(doc.body.paths);
		for (const path of [
			'/api/v1/auth/sign-up',
			'/api/v1/auth/login',
			'/api/v1/auth/guest/request',
			'/api/v1/auth/logout',
			'/api/v1/customer/info',
			'/api/v1/customer/update-interest',
			'/api/v1/customer/cm-firebase-token',
			'/api/v1/customer/cart/list',
			'/api/v1/customer/cart/add',
			'/api/v1/customer/cart/update',
			'/api/v1/customer/cart/remove-item',
			'/api/v1/customer/cart/remove',
		])
			expect(paths).toContain(path);
		expect(doc.body.paths['/api/v1/customer/cart/add'].post.requestBody).toBeDefined();
	});
});
