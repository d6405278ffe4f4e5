import { desc, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { TEST_NOW } from '~/testing/api';
import { newCustomer, nextPhone, setupCustomerApi } from '~/testing/customer';
import { demoOutbox } from '../db/schema';
import { CODE_TTL_MS, RECOVERY_MESSAGES } from './recovery.service';

const api = setupCustomerApi();
let clients = 0;
/** A new client address per call site, so the per-client limits do not mix tests. */
const client = () => ({ 'X-Forwarded-For': `10.9.${++clients}.1` });

async function latestCode(recipient: string): Promise<string | null> {
	const [row] = await api
		.db()
		.select()
		.from(demoOutbox)
		.where(eq(demoOutbox.recipient, recipient))
		.orderBy(desc(demoOutbox.id))
		.limit(1);
	return row ? (/\b(\d{6})\b/.exec(row.body)?.[1] ?? null) : null;
}

const forgot = (body: Record<string, string>, headers = client()) =>
	api.call('POST', '/auth/forgot-password', { body, headers });
const verify = (body: Record<string, string>, headers = client()) =>
	api.call('POST', '/auth/verify-token', { body, headers });
const reset = (body: Record<string, string>, headers = client()) =>
	api.call('PUT', '/auth/reset-password', { body, headers });

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('account recovery (contract §5 forgot-password, verify-token, reset-password)', () => {
	test('the answer is the same whether or not an account has the phone or email', async () => {
		const { phone } = await newCustomer(api, { email: 'known@example.test' });
		const nobody = nextPhone();
		const known = await forgot({ phone });
		const unknown = await forgot({ phone: nobody });
		const knownMail = await forgot({ email: 'KNOWN@example.test' });
		const unknownMail = await forgot({ email: 'nobody@example.test' });
		for (const res of [known, unknown, knownMail, unknownMail]) {
			expect(res.status).toBe(200);
			expect(res.body).toEqual({ message: RECOVERY_MESSAGES.sent });
		}
		expect(await latestCode(phone)).toMatch(/^\d{6}$/);
		expect(await latestCode('known@example.test')).toMatch(/^\d{6}$/);
		expect(await latestCode(nobody)).toBeNull();
		// Checking a code for nobody answers as a wrong code does.
		const none = await verify({ phone: nobody, reset_token: '123456' });
		const wrong = await verify({ phone, reset_token: wrongCode((await latestCode(phone)) ?? '0') });
		expect(none.status).toBe(403);
		expect(none.body).toEqual(wrong.body);
	});

	test('code → new password: old sessions end, the new password signs in, the code is used up', async () => {
		const { phone, token } = await newCustomer(api);
		await forgot({ phone });
		const code = (await latestCode(phone)) ?? '';
		const checked = await verify({ phone, reset_token: code });
		expect(checked.status).toBe(200);
		expect(checked.body).toEqual({ message: 'OTP found, you can proceed' });

		const mismatch = await reset({
			phone,
			reset_token: code,
			password: 'new-secret-1',
			confirm_password: 'other',
		});
		expect(mismatch.status).toBe(403);
		expect(mismatch.body.errors[0]).toEqual({
			code: 'confirm_password',
			message: 'The password confirmation does not match.',
		});
		const short = await reset({
			phone,
			reset_token: code,
			password: 'short',
			confirm_password: 'short',
		});
		expect(short.body.errors[0].code).toBe('password');

		const done = await reset({
			phone: phone.replace('+', ''),
			reset_token: code,
			password: 'new-secret-1',
			confirm_password: 'new-secret-1',
		});
		expect(done.status, JSON.stringify(done.body)).toBe(200);
		expect(done.body).toEqual({ message: 'Password changed successfully.' });

		expect(
			(await api.call('GET', '/customer/info', { token, headers: { 'X-localization': 'en' } }))
				.status,
		).toBe(401);
		const login = await api.call('POST', '/auth/login', {
			body: {
				login_type: 'manual',
				email_or_phone: phone,
				password: 'new-secret-1',
				field_type: 'phone',
			},
			headers: client(),
		});
		expect(login.status).toBe(200);
		const replay = await reset({
			phone,
			reset_token: code,
			password: 'third-secret',
			confirm_password: 'third-secret',
		});
		expect(replay.status).toBe(403);
	});

	test('five wrong tries end the code, even tried all at once', async () => {
		const { phone } = await newCustomer(api);
		await forgot({ phone });
		const code = (await latestCode(phone)) ?? '';
		const tries = await Promise.all(
			Array.from({ length: 8 }, () => verify({ phone, reset_token: wrongCode(code) })),
		);
		expect(tries.every((t) => t.status === 403)).toBe(true);
		const right = await verify({ phone, reset_token: code });
		expect(right.status).toBe(403);
		expect(right.body.errors[0]).toEqual({
			code: 'reset_token',
			message: RECOVERY_MESSAGES.invalid,
		});
		// A new code starts afresh.
		await forgot({ phone });
		const fresh = (await latestCode(phone)) ?? '';
		for (let i = 0; i < 4; i++) await verify({ phone, reset_token: wrongCode(fresh) });
		expect((await verify({ phone, reset_token: fresh })).status).toBe(200);
	});

	test('a code lives five minutes', async () => {
		const { phone } = await newCustomer(api);
		await forgot({ phone });
		const code = (await latestCode(phone)) ?? '';
		api.setNow(new Date(TEST_NOW.getTime() + CODE_TTL_MS + 1000));
		try {
			expect((await verify({ phone, reset_token: code })).status).toBe(403);
		} finally {
			api.setNow();
		}
	});

	test('sending is limited per phone and per client, the same for accounts and strangers', async () => {
		const { phone } = await newCustomer(api);
		const nobody = nextPhone();
		for (const who of [phone, nobody]) {
			const answers = [];
			for (let i = 0; i < 4; i++) answers.push((await forgot({ phone: who })).status);
			expect(answers).toEqual([200, 200, 200, 429]);
		}
		const one = client();
		const statuses = [];
		for (let i = 0; i < 11; i++) statuses.push((await forgot({ phone: nextPhone() }, one)).status);
		expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
		expect(statuses[10]).toBe(429);
	});

	test('bad input gets the contract’s 403 shape', async () => {
		const res = await forgot({});
		expect(res.status).toBe(403);
		expect(res.body.errors[0]).toEqual({
			code: 'phone',
			message: 'The phone or email field is required.',
		});
		const letters = await verify({ phone: '+6591234567', reset_token: 'abc' });
		expect(letters.body.errors[0].code).toBe('reset_token');
	});
});

describe('verify-phone (contract §5.2 {phone, otp})', () => {
	test('a code sent to the phone verifies it; a wrong one answers 404 with a message', async () => {
		const { phone, token } = await newCustomer(api);
		const sent = await api.call('POST', '/auth/verify-phone', {
			body: { phone },
			headers: client(),
		});
		expect(sent.body).toEqual({ message: RECOVERY_MESSAGES.sent });
		const code = (await latestCode(phone)) ?? '';
		const wrong = await api.call('POST', '/auth/verify-phone', {
			body: { phone, otp: wrongCode(code) },
			headers: client(),
		});
		expect(wrong.status).toBe(404);
		expect(wrong.body.message).toBe('OTP does not match');
		const ok = await api.call('POST', '/auth/verify-phone', {
			body: { phone, otp: code },
			headers: client(),
		});
		expect(ok.body).toEqual({ message: 'OTP verified!', otp: 'inactive' });
		const info = await api.call('GET', '/customer/info', {
			token,
			headers: { 'X-localization': 'en' },
		});
		expect(info.body.is_phone_verified).toBe(1);
	});
});
