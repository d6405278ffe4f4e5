// Issue 14 item 1: a refused request answers each field's sentence in the caller's language
// (contract §0.2 X-localization), on a real database. One table per language: the same requests,
// English without the header or with `en`, Indonesian with `id` (and `id-ID`, as browsers say it).
import { describe, expect, test } from 'vitest';
import { newCustomer, newGuest, setupCustomerApi } from '~/testing/customer';
import { DEMO_CUSTOMER } from '../db/seed/customers';

const api = setupCustomerApi();
let caller = 0;
/** A caller address of its own, so the sign-up limits of one case never meet another's. */
const from = () => ({ 'X-Forwarded-For': `198.51.100.${++caller}` });

interface Case {
	name: string;
	method: string;
	path: string;
	body?: (ids: { guest: number }) => unknown;
	signedIn?: boolean;
	status: number;
	en: [code: string, message: string][];
	id: [code: string, message: string][];
}

const CASES: Case[] = [
	{
		name: 'an empty sign-up',
		method: 'POST',
		path: '/auth/sign-up',
		body: () => ({}),
		status: 403,
		en: [
			['name', 'The name field is required.'],
			['phone', 'The phone field is required.'],
			['password', 'The password field is required.'],
		],
		id: [
			['name', 'Nama wajib diisi.'],
			['phone', 'Telepon wajib diisi.'],
			['password', 'Kata sandi wajib diisi.'],
		],
	},
	{
		name: 'a sign-up with a bad email, a short password and a phone in words',
		method: 'POST',
		path: '/auth/sign-up',
		body: () => ({ name: 'Siti', email: 'siti@', phone: 'sembilan', password: 'short' }),
		status: 403,
		en: [
			['email', 'The email must be a valid email address.'],
			['phone', 'The phone format is invalid.'],
			['password', 'The password must be at least 8 characters.'],
		],
		id: [
			['email', 'Email harus berupa alamat email yang valid.'],
			['phone', 'Format telepon tidak valid.'],
			['password', 'Kata sandi minimal 8 karakter.'],
		],
	},
	{
		name: 'a sign-up with a phone already taken (the service’s sentence)',
		method: 'POST',
		path: '/auth/sign-up',
		body: () => ({ name: 'Demo Again', phone: DEMO_CUSTOMER.phone, password: 'a-long-secret' }),
		status: 403,
		en: [['phone', 'The phone has already been taken.']],
		id: [['phone', 'Telepon sudah digunakan.']],
	},
	{
		name: 'an address at latitude 91 without a contact',
		method: 'POST',
		path: '/customer/address/add',
		signedIn: true,
		body: () => ({
			address: 'Raffles Place',
			address_type: 'home',
			latitude: '91',
			longitude: '103.85',
		}),
		status: 403,
		en: [
			['contact_person_name', 'The contact person name field is required.'],
			['contact_person_number', 'The contact person number field is required.'],
			['latitude', 'The latitude must be between -90 and 90.'],
		],
		id: [
			['contact_person_name', 'Nama penerima wajib diisi.'],
			['contact_person_number', 'Nomor telepon penerima wajib diisi.'],
			['latitude', 'Lintang harus di antara -90 dan 90.'],
		],
	},
	{
		name: 'a cart line of quantity 0',
		method: 'POST',
		path: '/customer/cart/add',
		body: ({ guest }) => ({ guest_id: guest, item_id: 1, model: 'Item', price: 1, quantity: 0 }),
		status: 403,
		en: [['quantity', 'The quantity must be at least 1.']],
		id: [['quantity', 'Jumlah minimal 1.']],
	},
	{
		name: 'an order of an unknown type',
		method: 'POST',
		path: '/customer/order/place',
		body: ({ guest }) => ({ guest_id: guest, order_type: 'drone', store_id: 1 }),
		status: 403,
		en: [['order_type', 'The selected order type is invalid.']],
		id: [['order_type', 'Jenis pesanan yang dipilih tidak valid.']],
	},
];

async function answer(item: Case, language: Record<string, string>) {
	const guest = await newGuest(api);
	const token = item.signedIn ? (await newCustomer(api)).token : undefined;
	const headers = { ...from(), moduleId: '1', zoneId: '[1,2,3,4,5]', ...language };
	return api.call(item.method, item.path, {
		body: item.body?.({ guest }),
		headers,
		...(token ? { token } : {}),
	});
}

/** The answer's errors, only those the case names (a request may fail more fields). */
function named(body: { errors: { code: string; message: string }[] }, item: Case) {
	const codes = new Set(item.en.map(([code]) => code));
	return body.errors.filter((e) => codes.has(e.code)).map((e) => [e.code, e.message]);
}

describe.each([
	['English, no header', {}, 'en'],
	['English', { 'X-localization': 'en' }, 'en'],
	['Indonesian', { 'X-localization': 'id' }, 'id'],
	['Indonesian as a browser says it', { 'X-localization': 'id-ID' }, 'id'],
] as const)('field errors in %s', (_label, language, locale) => {
	test.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, item) => {
		const res = await answer(item, language);
		expect(res.status).toBe(item.status);
		expect(named(res.body, item)).toEqual(item[locale]);
	});
});

test('a message the service already writes per language is not translated twice', async () => {
	const guest = await newGuest(api);
	const res = await api.call('POST', '/customer/order/place', {
		body: { guest_id: guest, order_type: 'delivery', store_id: 999_999, order_amount: 10 },
		headers: { ...from(), moduleId: '1', zoneId: '[1]', 'X-localization': 'id' },
	});
	expect(res.body.errors.map((e: { message: string }) => e.message)).not.toContainEqual(
		expect.stringMatching(/^The /),
	);
});
