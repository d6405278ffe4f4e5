import { beforeAll, describe, expect, test } from 'vitest';
import { newCustomer, setupCustomerApi } from '~/testing/customer';

// contract §9 wishlist; spec §5 'wishlist add requires a token', §7 wish-list calls, §2 the
// wishlist drawer's two lists (items, stores), per zone and module.

const api = setupCustomerApi();

const CENTRAL = { zoneId: '[1]' };
const EAST = { zoneId: '[2]' };
/** Tekka Spice & Provision Store: grocery, Central. */
const TEKKA = 21;
/** Tampines Family Supermart: grocery, East. */
const TAMPINES = 19;
/** Ah Seng Hainanese Chicken Rice: food, Central. */
const AH_SENG = 1;

/** The first item the store lists. */
async function itemOf(storeId: number, moduleId: number, zone: { zoneId: string }) {
	const res = await api.call(
		'GET',
		`/items/latest?store_id=${storeId}&limit=1&offset=1&category_id=0`,
		{ headers: { moduleId: String(moduleId), ...zone } },
	);
	const item = res.body.products[0];
	if (!item) throw new Error(`store ${storeId} lists no item`);
	return item.id as number;
}

let tekkaItem: number;
let tampinesItem: number;
let chickenRice: number;

beforeAll(async () => {
	tekkaItem = await itemOf(TEKKA, 2, CENTRAL);
	tampinesItem = await itemOf(TAMPINES, 2, EAST);
	chickenRice = await itemOf(AH_SENG, 1, CENTRAL);
});

const add = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
	api.call('POST', '/customer/wish-list/add', { token, body, headers });
const remove = (token: string, query: string, headers: Record<string, string> = {}) =>
	api.call('DELETE', `/customer/wish-list/remove?${query}`, { token, headers });
const list = (token: string, headers: Record<string, string> = {}) =>
	api.call('GET', '/customer/wish-list', { token, headers });
const ids = (entries: { id: number }[]) => entries.map((e) => e.id);

describe('who may keep a wishlist', () => {
	test.each([
		['GET', '/customer/wish-list'],
		['POST', '/customer/wish-list/add?item_id=1'],
		['DELETE', '/customer/wish-list/remove?item_id=1'],
	])('%s %s answers 401 without a token', async (method, path) => {
		const res = await api.call(method, path);
		expect([res.status, res.body]).toEqual([
			401,
			{ errors: [{ code: 'auth-001', message: 'Unauthenticated.' }] },
		]);
	});
});

describe('customer/wish-list/add', () => {
	test('adds an item once; the second time is 409 Already in wishlist', async () => {
		const { token } = await newCustomer(api);
		expect(await add(token, { item_id: tekkaItem })).toMatchObject({
			status: 200,
			body: { message: 'Successfully added' },
		});
		expect(await add(token, { item_id: tekkaItem })).toMatchObject({
			status: 409,
			body: { message: 'Already in wishlist' },
		});
		const listed = await list(token, CENTRAL);
		expect(ids(listed.body.item)).toEqual([tekkaItem]);
		expect(listed.body.store).toEqual([]);
	});

	test('adds a store, and takes ids from the query string or a form as the original does', async () => {
		const { token } = await newCustomer(api);
		const byQuery = await api.call('POST', `/customer/wish-list/add?store_id=${TEKKA}`, { token });
		expect([byQuery.status, byQuery.body]).toEqual([200, { message: 'Successfully added' }]);
		const byForm = await api.call('POST', '/customer/wish-list/add', {
			token,
			form: { item_id: String(tekkaItem) },
		});
		expect(byForm.status).toBe(200);
		const listed = await list(token, CENTRAL);
		expect(ids(listed.body.store)).toEqual([TEKKA]);
		expect(ids(listed.body.item)).toEqual([tekkaItem]);
	});

	test.each([
		[
			'both an item and a store',
			{ item_id: 1, store_id: 1 },
			'data',
			'Can not add both item and store at the same time',
		],
		['neither', {}, 'item_id', 'The item id field is required when store id is not present.'],
		['a word for an id', { item_id: 'abc' }, 'item_id', 'The item id must be an integer.'],
		['a negative id', { store_id: -4 }, 'store_id', 'The store id must be an integer.'],
		[
			'an item that does not exist',
			{ item_id: 999_999 },
			'item_id',
			'The selected item id is invalid.',
		],
		[
			'a store that does not exist',
			{ store_id: 999_999 },
			'store_id',
			'The selected store id is invalid.',
		],
	])('refuses %s with 403 in the error shape', async (_, body, code, message) => {
		const { token } = await newCustomer(api);
		const res = await add(token, body);
		expect([res.status, res.body]).toEqual([403, { errors: [{ code, message }] }]);
		expect((await list(token)).body).toEqual({ item: [], store: [] });
	});

	test('answers in Indonesian with X-localization: id', async () => {
		const { token } = await newCustomer(api);
		const headers = { 'X-localization': 'id' };
		expect((await add(token, { store_id: TEKKA }, headers)).body).toEqual({
			message: 'Berhasil ditambahkan',
		});
		expect((await add(token, { store_id: TEKKA }, headers)).body).toEqual({
			message: 'Sudah ada di daftar keinginan',
		});
	});

	test('five simultaneous adds of one item keep one entry', async () => {
		const { token } = await newCustomer(api);
		const answers = await Promise.all(
			Array.from({ length: 5 }, () => add(token, { item_id: chickenRice })),
		);
		expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
		expect(ids((await list(token)).body.item)).toEqual([chickenRice]);
	});
});

describe('customer/wish-list/remove', () => {
	test('removes an entry once; the second time is 404 Not found', async () => {
		const { token } = await newCustomer(api);
		await add(token, { item_id: tekkaItem });
		await add(token, { store_id: TEKKA });
		expect(await remove(token, `item_id=${tekkaItem}`)).toMatchObject({
			status: 200,
			body: { message: 'Successfully removed!' },
		});
		expect(await remove(token, `item_id=${tekkaItem}`)).toMatchObject({
			status: 404,
			body: { message: 'Not found' },
		});
		const listed = await list(token, CENTRAL);
		expect(listed.body.item).toEqual([]);
		expect(ids(listed.body.store)).toEqual([TEKKA]);
	});

	test('POST with _method=delete removes too (contract §0.1)', async () => {
		const { token } = await newCustomer(api);
		await add(token, { store_id: TEKKA });
		const res = await api.call('POST', '/customer/wish-list/remove', {
			token,
			body: { _method: 'delete', store_id: TEKKA },
		});
		expect([res.status, res.body]).toEqual([200, { message: 'Successfully removed!' }]);
		expect((await list(token)).body.store).toEqual([]);
	});

	test('one customer cannot remove another’s entry', async () => {
		const owner = (await newCustomer(api)).token;
		const stranger = (await newCustomer(api)).token;
		await add(owner, { item_id: tekkaItem });
		expect((await remove(stranger, `item_id=${tekkaItem}`)).status).toBe(404);
		expect((await list(stranger)).body).toEqual({ item: [], store: [] });
		expect(ids((await list(owner)).body.item)).toEqual([tekkaItem]);
	});

	test('refuses both at once, as add does', async () => {
		const { token } = await newCustomer(api);
		const res = await remove(token, `item_id=${tekkaItem}&store_id=${TEKKA}`);
		expect(res.status).toBe(403);
		expect(res.body.errors[0].code).toBe('data');
	});
});

describe('customer/wish-list', () => {
	let token: string;
	beforeAll(async () => {
		token = (await newCustomer(api)).token;
		for (const body of [
			{ item_id: tekkaItem },
			{ store_id: TEKKA },
			{ item_id: tampinesItem },
			{ store_id: TAMPINES },
			{ item_id: chickenRice },
			{ store_id: AH_SENG },
		])
			expect((await add(token, body)).status).toBe(200);
	});

	test('without zone or module it holds every entry, newest first', async () => {
		const { body } = await list(token);
		expect(ids(body.item)).toEqual([chickenRice, tampinesItem, tekkaItem]);
		expect(ids(body.store)).toEqual([AH_SENG, TAMPINES, TEKKA]);
	});

	test('the zoneId header keeps the entries of its zones', async () => {
		const central = (await list(token, CENTRAL)).body;
		expect(ids(central.item)).toEqual([chickenRice, tekkaItem]);
		expect(ids(central.store)).toEqual([AH_SENG, TEKKA]);
		const east = (await list(token, EAST)).body;
		expect(ids(east.item)).toEqual([tampinesItem]);
		expect(ids(east.store)).toEqual([TAMPINES]);
	});

	test('the moduleId header keeps the entries of its module', async () => {
		const food = (await list(token, { ...CENTRAL, moduleId: '1' })).body;
		expect(ids(food.item)).toEqual([chickenRice]);
		expect(ids(food.store)).toEqual([AH_SENG]);
		const grocery = (await list(token, { ...CENTRAL, moduleId: '2' })).body;
		expect(ids(grocery.item)).toEqual([tekkaItem]);
		expect(ids(grocery.store)).toEqual([TEKKA]);
	});

	test('entries are the catalogue’s item and store objects', async () => {
		const { body } = await list(token, { ...CENTRAL, moduleId: '2' });
		expect(body.item[0]).toMatchObject({
			id: tekkaItem,
			store_id: TEKKA,
			module_id: 2,
			module_type: 'grocery',
			price: expect.any(Number),
			image_full_url: expect.any(String),
		});
		expect(body.store[0]).toMatchObject({
			id: TEKKA,
			name: 'Tekka Spice & Provision Store',
			module_id: 2,
			zone_id: 1,
			open: expect.any(Number),
		});
	});

	test('an unknown module is refused as catalogue calls refuse it', async () => {
		const res = await list(token, { moduleId: '99' });
		expect(res.status).toBe(403);
		expect(res.body.errors[0].code).toBe('moduleId');
	});
});
