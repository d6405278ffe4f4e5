import { beforeAll, describe, expect, test } from 'vitest';
import { MAX_ADDRESSES } from '~/contracts/address';
import { TEST_NOW } from '~/testing/api';
import { newCustomer, setupCustomerApi } from '~/testing/customer';
import { customerAddresses } from '../db/schema';
import { ADDRESS_MESSAGES } from './addresses.service';

// contract §6 addresses; spec §5 address form, §6 saved addresses need sign-in

const api = setupCustomerApi();

/** Orchard Road: Central Singapore only. */
const ORCHARD = { latitude: '1.3048', longitude: '103.8318' };
/** Marina Bay Sands: Marina Bay inside Central, smallest zone first. */
const MARINA = { latitude: 1.2834, longitude: 103.8607 };
/** Sentosa: a zone that is switched off. */
const SENTOSA = { latitude: 1.2494, longitude: 103.8303 };
/** The open sea south of the city: no zone at all. */
const SEA = { latitude: 1.15, longitude: 103.75 };

const home = {
	contact_person_name: 'Tan Mei Ling',
	contact_person_number: '+6591234567',
	address_type: 'home',
	address: '290 Orchard Road, Singapore 238859',
	floor: '12',
	road: 'Orchard Road',
	house: '12-01',
	...ORCHARD,
};

let owner: string;
let stranger: string;

beforeAll(async () => {
	owner = (await newCustomer(api)).token;
	stranger = (await newCustomer(api)).token;
});

const list = (token: string, query = '') =>
	api.call('GET', `/customer/address/list${query}`, { token });
const add = (token: string, body: Record<string, unknown>) =>
	api.call('POST', '/customer/address/add', { token, body });

describe('who may use saved addresses', () => {
	test.each([
		['GET', '/customer/address/list'],
		['POST', '/customer/address/add'],
		['PUT', '/customer/address/update/1'],
		['DELETE', '/customer/address/delete?address_id=1'],
	])('%s %s answers 401 without a token', async (method, path) => {
		const res = await api.call(method, path, method === 'GET' ? {} : { body: home });
		expect([res.status, res.body]).toEqual([
			401,
			{ errors: [{ code: 'auth-001', message: 'Unauthenticated.' }] },
		]);
	});

	test('an unknown token is 401 too', async () => {
		const res = await list('z'.repeat(43));
		expect(res.status).toBe(401);
	});
});

describe('customer/address/add', () => {
	test('saves a served point and answers the zones that serve it', async () => {
		const { token } = await newCustomer(api);
		const res = await add(token, { ...home, ...MARINA, address: 'Marina Bay Sands' });
		expect([res.status, res.body]).toEqual([
			200,
			{ message: 'Successfully added', zone_ids: [5, 1] },
		]);
		const listed = await list(token);
		expect(listed.body.addresses[0]).toMatchObject({
			address: 'Marina Bay Sands',
			latitude: '1.2834',
			longitude: '103.8607',
			zone_id: 5,
			zone_ids: [5, 1],
		});
	});

	test('takes a form post as well as JSON', async () => {
		const { token } = await newCustomer(api);
		const res = await api.call('POST', '/customer/address/add', { token, form: home });
		expect(res.status).toBe(200);
		expect((await list(token)).body.total_size).toBe(1);
	});

	test.each([
		['no zone', SEA, ADDRESS_MESSAGES.outOfZone],
		['a switched-off zone', SENTOSA, ADDRESS_MESSAGES.zoneOff],
	])('refuses a point in %s: 403 coordinates', async (_, point, message) => {
		const res = await add(owner, { ...home, ...point });
		expect([res.status, res.body]).toEqual([403, { errors: [{ code: 'coordinates', message }] }]);
	});

	// spec §5: address, contact name and number are required; Laravel-like 403 messages.
	test.each([
		['address', 'The address field is required.'],
		['contact_person_name', 'The contact person name field is required.'],
		['contact_person_number', 'The contact person number field is required.'],
		['address_type', 'The address type field is required.'],
		['latitude', 'The latitude field is required.'],
		['longitude', 'The longitude field is required.'],
	])('without %s answers 403 naming the field', async (field, message) => {
		const res = await add(owner, { ...home, [field]: '' });
		expect([res.status, res.body]).toEqual([403, { errors: [{ code: field, message }] }]);
	});

	test.each([
		[{ latitude: 'north' }, 'latitude', 'The latitude must be a number.'],
		[{ longitude: 181 }, 'longitude', 'The longitude must be between -180 and 180.'],
		[
			{ address: 'x'.repeat(501) },
			'address',
			'The address may not be greater than 500 characters.',
		],
	])('rejects %o', async (change, code, message) => {
		const res = await add(owner, { ...home, ...change });
		expect([res.status, res.body]).toEqual([403, { errors: [{ code, message }] }]);
	});

	test('keeps a custom label as the address type, and empty optional fields as null', async () => {
		const { token } = await newCustomer(api);
		await add(token, { ...home, address_type: 'Grandma', floor: '', road: null });
		const [saved] = (await list(token)).body.addresses;
		expect(saved).toMatchObject({ address_type: 'Grandma', floor: null, road: null });
	});

	test(`stops at ${MAX_ADDRESSES} addresses per customer with a clear message`, async () => {
		const { token } = await newCustomer(api);
		const userId: number = (await api.call('GET', '/customer/info', { token })).body.id;
		await api
			.db()
			.insert(customerAddresses)
			.values(
				Array.from({ length: MAX_ADDRESSES - 1 }, (_, i) => ({
					userId,
					contactPersonName: home.contact_person_name,
					contactPersonNumber: home.contact_person_number,
					address: `Copy ${i}`,
					latitude: Number(ORCHARD.latitude),
					longitude: Number(ORCHARD.longitude),
					zoneId: 1,
				})),
			);
		expect((await add(token, home)).status).toBe(200);
		const res = await add(token, home);
		expect([res.status, res.body]).toEqual([
			403,
			{ errors: [{ code: 'address', message: ADDRESS_MESSAGES.tooMany }] },
		]);
		expect((await list(token)).body.total_size).toBe(MAX_ADDRESSES);
	});
});

describe('customer/address/list', () => {
	test('pages newest first, echoing limit and offset as received', async () => {
		const { token } = await newCustomer(api);
		for (const [i, minutes] of [0, 1, 2].entries()) {
			api.setNow(new Date(TEST_NOW.getTime() + minutes * 60_000));
			await add(token, { ...home, address: `Address ${i}` });
		}
		api.setNow();
		const first = await list(token, '?limit=2&offset=1');
		expect(first.body).toMatchObject({ total_size: 3, limit: '2', offset: '1' });
		expect(first.body.addresses.map((a: { address: string }) => a.address)).toEqual([
			'Address 2',
			'Address 1',
		]);
		const second = await list(token, '?limit=2&offset=2');
		expect(second.body.addresses.map((a: { address: string }) => a.address)).toEqual(['Address 0']);
	});

	test('serves the contract fields, coordinates as strings', async () => {
		const { token } = await newCustomer(api);
		await add(token, home);
		const res = await list(token);
		expect(res.body).toMatchObject({ total_size: 1, limit: 50, offset: 1 });
		expect(res.body.addresses[0]).toEqual({
			id: expect.any(Number),
			user_id: expect.any(Number),
			address_type: 'home',
			contact_person_name: 'Tan Mei Ling',
			contact_person_number: '+6591234567',
			address: '290 Orchard Road, Singapore 238859',
			additional_information: null,
			latitude: '1.3048',
			longitude: '103.8318',
			zone_id: 1,
			zone_ids: [1],
			floor: '12',
			road: 'Orchard Road',
			house: '12-01',
			created_at: TEST_NOW.toISOString(),
			updated_at: TEST_NOW.toISOString(),
		});
	});

	test('shows nobody else’s addresses', async () => {
		await add(owner, home);
		const res = await list(stranger);
		expect(res.body).toMatchObject({ total_size: 0, addresses: [] });
	});

	test('rejects a limit that is not a number', async () => {
		const res = await list(owner, '?limit=ten');
		expect([res.status, res.body.errors[0].code]).toEqual([403, 'limit']);
	});
});

describe('customer/address/update/{id}', () => {
	async function savedId(token: string): Promise<number> {
		await add(token, home);
		return (await list(token)).body.addresses[0].id;
	}

	test('changes the caller’s own address and its zone', async () => {
		const { token } = await newCustomer(api);
		const id = await savedId(token);
		const res = await api.call('PUT', `/customer/address/update/${id}`, {
			token,
			body: { ...home, ...MARINA, address_type: 'office', address: 'Marina Bay Sands' },
		});
		expect([res.status, res.body]).toEqual([
			200,
			{ message: 'Updated successfully.', zone_id: 5, zone_ids: [5, 1] },
		]);
		expect((await list(token)).body.addresses[0]).toMatchObject({
			id,
			address_type: 'office',
			address: 'Marina Bay Sands',
			zone_id: 5,
		});
	});

	test('works as POST with _method=put', async () => {
		const { token } = await newCustomer(api);
		const id = await savedId(token);
		const res = await api.call('POST', `/customer/address/update/${id}`, {
			token,
			form: { ...home, _method: 'put', address: 'Changed by form' },
		});
		expect(res.status).toBe(200);
		expect((await list(token)).body.addresses[0].address).toBe('Changed by form');
	});

	test('another customer’s address is 404 Not found, and stays as it was', async () => {
		const { token } = await newCustomer(api);
		const id = await savedId(token);
		const res = await api.call('PUT', `/customer/address/update/${id}`, {
			token: stranger,
			body: { ...home, address: 'Hijacked' },
		});
		expect([res.status, res.body]).toEqual([404, { message: 'Not found' }]);
		expect((await list(token)).body.addresses[0].address).toBe(home.address);
	});

	test.each([
		['an id nobody has', '999999', 404],
		['an id that is not a number', 'abc', 403],
	])('%s answers %i', async (_, id, status) => {
		const res = await api.call('PUT', `/customer/address/update/${id}`, {
			token: owner,
			body: home,
		});
		expect(res.status).toBe(status);
	});

	test('validates the body as add does', async () => {
		const { token } = await newCustomer(api);
		const id = await savedId(token);
		const res = await api.call('PUT', `/customer/address/update/${id}`, {
			token,
			body: { ...home, ...SEA },
		});
		expect([res.status, res.body.errors[0].code]).toEqual([403, 'coordinates']);
	});
});

describe('customer/address/delete', () => {
	test('deletes the caller’s own address', async () => {
		const { token } = await newCustomer(api);
		await add(token, home);
		const id = (await list(token)).body.addresses[0].id;
		const res = await api.call('DELETE', `/customer/address/delete?address_id=${id}`, { token });
		expect([res.status, res.body]).toEqual([200, { message: 'Successfully removed!' }]);
		expect((await list(token)).body.total_size).toBe(0);
	});

	test('takes address_id in a POST body with _method=delete', async () => {
		const { token } = await newCustomer(api);
		await add(token, home);
		const id = (await list(token)).body.addresses[0].id;
		const res = await api.call('POST', '/customer/address/delete', {
			token,
			form: { _method: 'delete', address_id: String(id) },
		});
		expect(res.status).toBe(200);
	});

	test('another customer’s address is 404 Not found and is kept', async () => {
		const { token } = await newCustomer(api);
		await add(token, home);
		const id = (await list(token)).body.addresses[0].id;
		const res = await api.call('DELETE', `/customer/address/delete?address_id=${id}`, {
			token: stranger,
		});
		expect([res.status, res.body]).toEqual([404, { message: 'Not found' }]);
		expect((await list(token)).body.total_size).toBe(1);
	});

	test('without address_id answers 403', async () => {
		const res = await api.call('DELETE', '/customer/address/delete', { token: owner });
		expect([res.status, res.body]).toEqual([
			403,
			{ errors: [{ code: 'address_id', message: 'The address id field is required.' }] },
		]);
	});
});
