import { and, eq, ne, notInArray } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { coupons, orders, stores, users } from '~/server/db/schema';
import { catalogHeaders, MODULE_ID } from '~/testing/api';
import { newCustomer, newGuest, setupCustomerApi } from '~/testing/customer';

const api = setupCustomerApi();
/** A signed-in customer's headers and a guest's query, made in beforeAll. */
const customer: Record<string, string> = {};
let GUEST = '';

/** Seeded stores the store-wise and zone-wise coupons point at, and ones they do not. */
const ids = { stallStore: 0, otherFoodStore: 0, centralGroceryStore: 0, otherZoneGroceryStore: 0 };

beforeAll(async () => {
	const db = api.db();
	const signedIn = await newCustomer(api);
	customer.Authorization = `Bearer ${signedIn.token}`;
	GUEST = `guest_id=${await newGuest(api)}`;
	const dataOf = async (code: string) =>
		(await db.select().from(coupons).where(eq(coupons.code, code)))[0]?.data ?? [];
	const [stall] = await dataOf('STALL15');
	const [centralZone] = await dataOf('CENTRAL10');
	if (stall === undefined || centralZone === undefined) throw new Error('seeded coupons missing');
	const pick = async (moduleId: number, where: ReturnType<typeof and>) =>
		(
			await db
				.select({ id: stores.id })
				.from(stores)
				.where(and(eq(stores.moduleId, moduleId), where))
				.limit(1)
		)[0]?.id ?? 0;
	ids.stallStore = stall;
	ids.otherFoodStore = await pick(MODULE_ID.food, ne(stores.id, stall));
	ids.centralGroceryStore = await pick(MODULE_ID.grocery, eq(stores.zoneId, centralZone));
	ids.otherZoneGroceryStore = await pick(
		MODULE_ID.grocery,
		notInArray(stores.zoneId, [centralZone]),
	);
	if (Object.values(ids).includes(0))
		throw new Error(`seeded stores missing: ${JSON.stringify(ids)}`);
	const coupon = {
		title: 'Test coupon',
		minPurchase: 0,
		discount: 5,
		discountType: 'amount',
		moduleId: MODULE_ID.food,
		startDate: '2026-01-01',
		expireDate: '2027-12-31',
		data: [],
		customerIds: ['all'],
	};
	await db.insert(coupons).values([
		{ ...coupon, code: 'SOON5', startDate: '2026-12-01' },
		{ ...coupon, code: 'PAUSED5', status: 0 },
		{ ...coupon, code: 'VIP5', customerIds: [42] },
		{ ...coupon, code: 'TWICE5', limit: 2 },
		{ ...coupon, code: 'VENDOR5', createdBy: 'vendor', storeId: ids.otherFoodStore },
	]);
});

async function apply(
	query: string,
	module: keyof typeof MODULE_ID = 'food',
	headers: Record<string, string> = customer,
) {
	const res = await api.call('GET', `/coupon/apply?${query}`, {
		headers: { ...catalogHeaders(module), ...headers },
	});
	return { status: res.status, body: res.body };
}

/** Orders of the customer with that phone, placed with the code (or none). */
async function usedCoupon(phone: string, code: string | null, times: number) {
	const db = api.db();
	const [user] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
	const [store] = await db.select().from(stores).where(eq(stores.id, ids.otherFoodStore));
	if (!user || !store) throw new Error('customer or store missing');
	for (let i = 0; i < times; i += 1)
		await db.insert(orders).values({
			userId: user.id,
			storeId: store.id,
			zoneId: store.zoneId,
			moduleId: store.moduleId,
			orderType: 'delivery',
			orderStatus: 'delivered',
			paymentMethod: 'cash_on_delivery',
			orderAmount: 50,
			couponCode: code,
			otp: '1234',
			deliveryAddress: {
				contact_person_name: 'Tan',
				contact_person_number: phone,
				contact_person_email: null,
				address_type: 'Delivery',
				address: 'Orchard Road',
				floor: null,
				road: null,
				house: null,
				latitude: '1.3048',
				longitude: '103.8318',
			},
		});
}

const error = (message: string) => ({ errors: [{ code: 'coupon', message }] });

describe('coupon/apply', () => {
	test('a percent coupon answers the coupon object', async () => {
		const { status, body } = await apply(
			`code=SEGAR8&store_id=${ids.centralGroceryStore}`,
			'grocery',
		);
		expect(status).toBe(200);
		expect(body).toMatchObject({
			code: 'SEGAR8',
			discount: 8,
			discount_type: 'percent',
			coupon_type: 'default',
			min_purchase: 30,
			max_discount: 10,
			limit: null,
			data: '[]',
			customer_id: '["all"]',
			module_id: MODULE_ID.grocery,
		});
	});

	test('an amount coupon, matched whatever the case of the code', async () => {
		const { status, body } = await apply(`code=makan5&store_id=${ids.otherFoodStore}`);
		expect(status).toBe(200);
		expect(body).toMatchObject({ code: 'MAKAN5', discount: 5, discount_type: 'amount' });
	});

	test('a free-delivery coupon', async () => {
		const { status, body } = await apply(`code=FREEMAKAN&store_id=${ids.otherFoodStore}`);
		expect(status).toBe(200);
		expect(body.coupon_type).toBe('free_delivery');
	});

	test('a store-wise coupon only at its store', async () => {
		const at = await apply(`code=STALL15&store_id=${ids.stallStore}`);
		expect(at.status).toBe(200);
		expect(at.body).toMatchObject({ coupon_type: 'store_wise', store_id: ids.stallStore });
		const elsewhere = await apply(`code=STALL15&store_id=${ids.otherFoodStore}`);
		expect(elsewhere).toEqual({ status: 404, body: error('Not found') });
	});

	test('a vendor coupon only at the vendor store', async () => {
		expect((await apply(`code=VENDOR5&store_id=${ids.otherFoodStore}`)).status).toBe(200);
		expect((await apply(`code=VENDOR5&store_id=${ids.stallStore}`)).status).toBe(404);
	});

	test('a zone-wise coupon only for a store in its zones', async () => {
		const inZone = await apply(`code=CENTRAL10&store_id=${ids.centralGroceryStore}`, 'grocery');
		expect(inZone.status).toBe(200);
		expect(inZone.body.coupon_type).toBe('zone_wise');
		const outside = await apply(`code=CENTRAL10&store_id=${ids.otherZoneGroceryStore}`, 'grocery');
		expect(outside).toEqual({
			status: 403,
			body: error('This coupon is not valid in the store\u2019s zone'),
		});
	});

	test('a first-order coupon for a customer, not for a guest', async () => {
		const forCustomer = await apply(`code=WELCOME10&store_id=${ids.otherFoodStore}`);
		expect(forCustomer.status).toBe(200);
		expect(forCustomer.body).toMatchObject({ coupon_type: 'first_order', limit: 1 });
		const forGuest = await apply(
			`code=WELCOME10&store_id=${ids.otherFoodStore}&${GUEST}`,
			'food',
			{},
		);
		expect(forGuest).toEqual({ status: 404, body: error('Not found') });
	});

	test('a per-user limit coupon for a customer, not for a guest', async () => {
		expect((await apply(`code=TWICE5&store_id=${ids.otherFoodStore}`)).status).toBe(200);
		const guest = await apply(`code=TWICE5&store_id=${ids.otherFoodStore}&${GUEST}`, 'food', {});
		expect(guest.status).toBe(404);
	});

	test('a guest may use a coupon without a per-user limit', async () => {
		const { status } = await apply(
			`code=MAKAN5&store_id=${ids.otherFoodStore}&${GUEST}`,
			'food',
			{},
		);
		expect(status).toBe(200);
	});

	test('an expired coupon answers 407', async () => {
		const { status, body } = await apply(`code=OLD20&store_id=${ids.otherFoodStore}`);
		expect(status).toBe(407);
		expect(body).toEqual(error('Coupon expired'));
	});

	test('a coupon that has not started answers 407', async () => {
		const { status, body } = await apply(`code=SOON5&store_id=${ids.otherFoodStore}`);
		expect(status).toBe(407);
		expect(body).toEqual(error('This coupon is not valid yet'));
	});

	test('unknown, paused and other-module coupons are not found', async () => {
		for (const [code, module] of [
			['NOPE', 'food'],
			['PAUSED5', 'food'],
			['SEGAR8', 'food'],
			['MAKAN5', 'grocery'],
		] as const) {
			const { status, body } = await apply(`code=${code}&store_id=${ids.otherFoodStore}`, module);
			expect(status, code).toBe(404);
			expect(body).toEqual(error('Not found'));
		}
	});

	test('a customer who used a per-user coupon up to its limit is refused', async () => {
		const { token, phone } = await newCustomer(api);
		const headers = { Authorization: `Bearer ${token}` };
		const query = `code=TWICE5&store_id=${ids.otherFoodStore}`;
		expect((await apply(query, 'food', headers)).status).toBe(200);
		await usedCoupon(phone, 'TWICE5', 2);
		const { status, body } = await apply(query, 'food', headers);
		expect(status).toBe(406);
		expect(body.errors[0].code).toBe('coupon');
	});

	test('a first-order coupon is refused once the customer has ordered', async () => {
		const { token, phone } = await newCustomer(api);
		await usedCoupon(phone, null, 1);
		const { status } = await apply(`code=WELCOME10&store_id=${ids.otherFoodStore}`, 'food', {
			Authorization: `Bearer ${token}`,
		});
		expect(status).toBe(406);
	});

	test('a coupon addressed to other customers is refused', async () => {
		const { status, body } = await apply(`code=VIP5&store_id=${ids.otherFoodStore}`);
		expect(status).toBe(403);
		expect(body).toEqual(error('You are not eligible for this coupon'));
	});

	test('the minimum purchase, checked when the item total is sent', async () => {
		const store = `store_id=${ids.otherFoodStore}`;
		const short = await apply(`code=MAKAN5&${store}&order_amount=39.99`);
		expect(short).toEqual({
			status: 403,
			body: error('To apply this coupon, total item amount should be minimum S$40.00'),
		});
		expect((await apply(`code=MAKAN5&${store}&order_amount=40`)).status).toBe(200);
		const inIndonesian = await apply(`code=MAKAN5&${store}&order_amount=10`, 'food', {
			...customer,
			'X-localization': 'id',
		});
		expect(inIndonesian.body).toEqual(
			error('Untuk memakai kupon ini, total harga barang minimal S$40.00'),
		);
	});

	test('rejections speak the caller\u2019s language', async () => {
		const { body } = await apply(`code=OLD20&store_id=${ids.otherFoodStore}`, 'food', {
			...customer,
			'X-localization': 'id',
		});
		expect(body).toEqual(error('Kupon sudah kedaluwarsa'));
	});
});

describe('coupon/apply requests', () => {
	test('neither a token nor a guest_id answers 401', async () => {
		const { status, body } = await apply(`code=MAKAN5&store_id=${ids.otherFoodStore}`, 'food', {});
		expect(status).toBe(401);
		expect(body).toEqual({ errors: [{ code: 'auth-001', message: 'Unauthenticated.' }] });
	});

	test('a missing module answers 403 moduleId before anything else', async () => {
		const res = await api.call('GET', '/coupon/apply?code=MAKAN5', { headers: customer });
		expect(res.status).toBe(403);
		expect(res.body.errors[0].code).toBe('moduleId');
	});

	test.each([
		['', 'code', 'The code field is required.'],
		['code=MAKAN5', 'store_id', 'The store id field is required.'],
		['code=MAKAN5&store_id=abc', 'store_id', 'The store id must be an integer.'],
		[
			'code=MAKAN5&store_id=1&order_amount=-3',
			'order_amount',
			'The order amount must be a number.',
		],
	])('invalid query %j answers 403 %s', async (query, code, message) => {
		const { status, body } = await apply(query);
		expect(status).toBe(403);
		expect(body.errors).toContainEqual({ code, message });
	});
});
