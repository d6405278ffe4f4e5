import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { newCustomer, setupCustomerApi } from '~/testing/customer';
import { accessTokens, customerAddresses, orders, users } from '../db/schema';
import { insertTestOrder } from '~/testing/order';
import { fundWallet } from '~/testing/account';

const api = setupCustomerApi();
const en = { 'X-localization': 'en' };

async function customer() {
	const created = await newCustomer(api);
	const [user] = await api.db().select().from(users).where(eq(users.phone, created.phone));
	if (!user) throw new Error('customer missing');
	return { ...created, id: user.id };
}

function profileForm(fields: Record<string, string>, image?: Blob) {
	const form = new FormData();
	for (const [key, value] of Object.entries(fields)) form.append(key, value);
	if (image) form.append('image', image, 'me.jpg');
	return form;
}

const valid = { f_name: 'Siti', l_name: 'Rahman', email: 'siti.rahman@example.test' };

describe('update-profile', () => {
	test('saves names and email, ignores the phone, and answers the spec’s validation texts', async () => {
		const { token, phone, id } = await customer();
		const res = await api.call('POST', '/customer/update-profile', {
			token,
			multipart: profileForm({ ...valid, phone: '+6500000000' }),
		});
		expect(res).toMatchObject({ status: 200, body: { message: 'Successfully updated!' } });
		const [user] = await api.db().select().from(users).where(eq(users.id, id));
		expect(user).toMatchObject({ fName: 'Siti', lName: 'Rahman', email: valid.email, phone });

		const bad = await api.call('POST', '/customer/update-profile', {
			token,
			multipart: profileForm({ f_name: '', l_name: '', email: 'nope' }),
		});
		expect(bad.status).toBe(403);
		expect(bad.body.errors).toEqual([
			{ code: 'f_name', message: 'name is required' },
			{ code: 'l_name', message: 'last name required' },
			{ code: 'email', message: 'Must be a valid email' },
		]);
		const other = await customer();
		const taken = await api.call('POST', '/customer/update-profile', {
			token: other.token,
			body: valid,
		});
		expect(taken).toMatchObject({
			status: 403,
			body: { errors: [{ code: 'email', message: 'The email has already been taken.' }] },
		});
	});

	test('a new password signs in; a short one is refused', async () => {
		const { token, phone } = await customer();
		const short = await api.call('POST', '/customer/update-profile', {
			token,
			body: { ...valid, email: 'pw@example.test', password: 'short' },
		});
		expect(short.body.errors[0].code).toBe('password');
		await api.call('POST', '/customer/update-profile', {
			token,
			body: { ...valid, email: 'pw@example.test', password: 'a-new-secret-1' },
		});
		const login = await api.call('POST', '/auth/login', {
			body: { phone, password: 'a-new-secret-1' },
			headers: { 'X-Forwarded-For': '10.9.9.9' },
		});
		expect(login.status).toBe(200);
	});

	test('a photo is checked, re-encoded as a square WebP without EXIF; other files are refused', async () => {
		const { token } = await customer();
		const jpeg = await sharp({
			create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 80, b: 40 } },
		})
			.jpeg()
			.withExif({ IFD0: { Artist: 'Secret Place' } })
			.toBuffer();
		const res = await api.call('POST', '/customer/update-profile', {
			token,
			multipart: profileForm(
				{ ...valid, email: 'photo@example.test' },
				new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }),
			),
		});
		expect(res.status).toBe(200);
		const info = await api.call('GET', '/customer/info', { token, headers: en });
		const url = new URL(info.body.image_full_url);
		const photo = await api.call('GET', url.pathname.replace('/api/v1', ''));
		expect(photo.status).toBe(200);
		const meta = await sharp(photo.body).metadata();
		expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
		expect(meta.exif).toBeUndefined();

		const text = await api.call('POST', '/customer/update-profile', {
			token,
			multipart: profileForm(valid, new Blob(['not an image'], { type: 'image/png' })),
		});
		expect(text).toMatchObject({ status: 403, body: { errors: [{ code: 'image' }] } });
		const big = await api.call('POST', '/customer/update-profile', {
			token,
			multipart: profileForm(valid, new Blob([new Uint8Array(2 * 1024 * 1024 + 1)])),
		});
		expect(big.body.errors[0]).toEqual({
			code: 'image',
			message: 'The image may not be greater than 2048 kilobytes.',
		});
	});
});

describe('remove-account', () => {
	test('is refused while an order runs', async () => {
		const { token, id } = await customer();
		await insertTestOrder(api.db(), { owner: { userId: id }, orderStatus: 'confirmed' });
		const res = await api.call('DELETE', '/customer/remove-account', { token });
		expect(res).toMatchObject({
			status: 203,
			body: {
				errors: [{ code: 'on-going', message: 'Please complete your ongoing and accepted orders' }],
			},
		});
		expect((await api.call('GET', '/customer/info', { token, headers: en })).status).toBe(200);
	});

	test('erases the customer, keeps their orders without personal data, ends every token, frees the phone', async () => {
		const first = await customer();
		const { token: second } = await (async () => {
			const res = await api.call('POST', '/auth/login', {
				body: { phone: first.phone, password: first.password },
				headers: { 'X-Forwarded-For': '10.9.9.8' },
			});
			return res.body as { token: string };
		})();
		await fundWallet(api.db(), first.id, 12);
		const orderId = await insertTestOrder(api.db(), {
			owner: { userId: first.id },
			orderStatus: 'delivered',
		});
		await api.db().insert(customerAddresses).values({
			userId: first.id,
			contactPersonName: 'Me',
			contactPersonNumber: first.phone,
			address: 'Home',
			latitude: 1.3,
			longitude: 103.8,
		});
		const res = await api.call('POST', '/customer/remove-account', {
			token: first.token,
			form: { _method: 'delete' },
		});
		expect(res).toMatchObject({ status: 200, body: [] });
		for (const token of [first.token, second])
			expect((await api.call('GET', '/customer/info', { token, headers: en })).status).toBe(401);
		expect(await api.db().select().from(users).where(eq(users.id, first.id))).toEqual([]);
		expect(
			await api.db().select().from(accessTokens).where(eq(accessTokens.userId, first.id)),
		).toEqual([]);
		const [order] = await api.db().select().from(orders).where(eq(orders.id, orderId));
		expect(order).toMatchObject({ userId: null, orderStatus: 'delivered' });
		expect(order?.deliveryAddress).toMatchObject({
			contact_person_name: '',
			contact_person_number: '',
			address: '',
		});
		const again = await api.call('POST', '/auth/sign-up', {
			body: { name: 'New Me', phone: first.phone, password: 'another-secret' },
			headers: { 'X-Forwarded-For': '10.9.9.7' },
		});
		expect(again.status).toBe(200);
		const info = await api.call('GET', '/customer/info', { token: again.body.token, headers: en });
		expect(info.body).toMatchObject({ wallet_balance: 0, loyalty_point: 0, f_name: 'New' });
	});
});

describe('notification settings', () => {
	test('are kept on the server per customer', async () => {
		const { token } = await customer();
		const get = () => api.call('GET', '/customer/notification-settings', { token });
		expect((await get()).body).toEqual({ order_updates: true, promotions: true, messages: true });
		const put = await api.call('PUT', '/customer/notification-settings', {
			token,
			body: { promotions: false },
		});
		expect(put.body).toEqual({ order_updates: true, promotions: false, messages: true });
		expect((await get()).body.promotions).toBe(false);
		const bad = await api.call('PUT', '/customer/notification-settings', {
			token,
			body: { promotions: 'maybe' },
		});
		expect(bad.status).toBe(403);
	});
});

describe('the OpenAPI document', () => {
	test('describes the account routes', async () => {
		const res = await api.call('GET', '/openapi.json');
		expect(res.status).toBe(200);
		expect(Object.keys(res.body.paths)).toEqual(
			expect.arrayContaining(
				[
					'customer/update-profile',
					'customer/remove-account',
					'customer/wallet/transactions',
					'customer/wallet/bonuses',
					'customer/wallet/add-fund',
					'customer/loyalty-point/transactions',
					'customer/loyalty-point/point-transfer',
					'customer/notification-settings',
				].map((p) => `/api/v1/${p}`),
			),
		);
	});
});
