import { count, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { setupApi } from '~/testing/api';
import { newsletterSubscribers } from '../db/schema';
import { subscribeFromForm } from './newsletter-form';

const api = setupApi();
const post = (body: unknown) =>
	api.request('/newsletter/subscribe', {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify(body),
	});
const rows = async (email: string) =>
	(
		await api
			.handle()
			.db.select({ n: count() })
			.from(newsletterSubscribers)
			.where(eq(newsletterSubscribers.email, email))
	)[0]?.n;

describe('newsletter/subscribe', () => {
	test('stores an address once, whatever its case, answering 200 each time', async () => {
		const first = await post({ email: 'Mei.Ling@Example.com' });
		expect(first.status).toBe(200);
		expect(await first.json()).toEqual({ message: 'Subscribed successfully.' });
		const again = await post({ email: 'mei.ling@example.com' });
		expect(again.status).toBe(200);
		expect(await again.json()).toEqual({ message: 'This email is already subscribed.' });
		expect(await rows('mei.ling@example.com')).toBe(1);
	});

	test('two subscriptions racing store one row', async () => {
		const answers = await Promise.all([
			post({ email: 'race@example.com' }),
			post({ email: 'race@example.com' }),
		]);
		expect(answers.map((a) => a.status)).toEqual([200, 200]);
		expect(await rows('race@example.com')).toBe(1);
	});

	test.each([
		[{}, 'The email field is required.'],
		[{ email: 'not-an-address' }, 'The email must be a valid email address.'],
	])('refuses %j with 403 in the error shape', async (body, message) => {
		const res = await post(body);
		expect(res.status).toBe(403);
		expect(await res.json()).toEqual({ errors: [{ code: 'email', message }] });
	});

	test('the storefront form: ok, then already, and invalid text stores nothing', async () => {
		const db = api.handle().db;
		const form = (email: string) => {
			const data = new FormData();
			data.set('email', email);
			return data;
		};
		expect(await subscribeFromForm(db, form('footer@example.com'))).toBe('ok');
		expect(await subscribeFromForm(db, form('FOOTER@example.com'))).toBe('already');
		expect(await subscribeFromForm(db, form('nope'))).toBe('invalid');
		expect(await subscribeFromForm(db, new FormData())).toBe('invalid');
		expect(await rows('footer@example.com')).toBe(1);
	});
});
