import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import {
	cancellationReasonsSchema,
	orderLineSchema,
	orderViewSchema,
} from '~/contracts/order-view';
import { newCustomer, newGuest, setupCustomerApi } from '~/testing/customer';
import { deliveryMen, orders } from '../../db/schema';
import { insertTestOrder, userIdByPhone } from '~/testing/order';

// contract §8.3 lists, details and track; §8.4 cancellation reasons.
const api = setupCustomerApi();

let customer: { token: string; userId: number };
let guest: number;
const ids: Record<string, number> = {};

function get(path: string, who: { token?: string; guest?: number } = {}, headers = {}) {
	const sep = path.includes('?') ? '&' : '?';
	const query = who.guest === undefined ? '' : `${sep}guest_id=${who.guest}`;
	return api.call('GET', `/customer/order/${path}${query}`, {
		headers,
		...(who.token ? { token: who.token } : {}),
	});
}

beforeAll(async () => {
	const signedUp = await newCustomer(api);
	customer = { token: signedUp.token, userId: await userIdByPhone(api.db(), signedUp.phone) };
	guest = await newGuest(api);
	const owner = { userId: customer.userId };
	for (const status of ['pending', 'delivered', 'confirmed', 'canceled', 'picked_up', 'failed'])
		ids[status] = await insertTestOrder(api.db(), { owner, orderStatus: status });
	ids.guest = await insertTestOrder(api.db(), {
		owner: { guestId: guest },
		module: 'grocery',
		contactNumber: '+6590002222',
	});
}, 60_000);

describe('who may read orders', () => {
	test.each([
		['no token and no guest id', {}],
		['a guest id nobody was given', { guest: 424_242 }],
		['an invalid token', { token: 'z'.repeat(43) }],
	])('%s gets 401', async (_, who) => {
		const res = await get('running-orders?limit=10&offset=1', who);
		expect(res.status).toBe(401);
	});

	test('limit and offset are required on the lists (403, contract §0.5)', async () => {
		const res = await get('list?offset=1', { token: customer.token });
		expect([res.status, res.body.errors[0].code]).toEqual([403, 'limit']);
	});

	test('an unknown moduleId header is refused', async () => {
		const res = await get('running-orders?limit=10&offset=1', customer, { moduleId: '99' });
		expect([res.status, res.body.errors[0].code]).toEqual([403, 'moduleId']);
	});
});

describe('order lists', () => {
	test('running orders hold everything not finished, newest first, with limit and offset echoed', async () => {
		const res = await get('running-orders?limit=10&offset=1', customer);
		expect(res.status).toBe(200);
		expect(res.body).toMatchObject({ total_size: 3, limit: '10', offset: '1' });
		expect(res.body.orders.map((o: { id: number }) => o.id)).toEqual([
			ids.picked_up,
			ids.confirmed,
			ids.pending,
		]);
	});

	test('history holds delivered, canceled and failed orders (contract §8.3)', async () => {
		const res = await get('list?limit=10&offset=1', customer);
		expect(res.body.total_size).toBe(3);
		expect(res.body.orders.map((o: { order_status: string }) => o.order_status)).toEqual([
			'failed',
			'canceled',
			'delivered',
		]);
	});

	test('offset is a page number', async () => {
		const res = await get('running-orders?limit=2&offset=2', customer);
		expect(res.body.total_size).toBe(3);
		expect(res.body.orders.map((o: { id: number }) => o.id)).toEqual([ids.pending]);
	});

	test('an order carries the contract §3.4 fields, its store and its line count', async () => {
		const res = await get('running-orders?limit=1&offset=1', customer);
		const [order] = res.body.orders;
		expect(() => orderViewSchema.parse(order)).not.toThrow();
		expect(order).toMatchObject({
			id: ids.picked_up,
			user_id: customer.userId,
			is_guest: false,
			module_type: 'food',
			details_count: 1,
			payment_method: 'cash_on_delivery',
			otp: '4821',
			delivery_address: { latitude: '1.3048', longitude: '103.8318' },
			delivery_man: null,
		});
		expect(order.store).toMatchObject({ id: order.store_id, latitude: expect.any(String) });
		expect(order.store.name).not.toBe('');
	});

	test('a guest sees only their own orders, with the guest id as user_id', async () => {
		const res = await get('running-orders?limit=10&offset=1', { guest });
		expect(res.body.total_size).toBe(1);
		expect(res.body.orders[0]).toMatchObject({
			id: ids.guest,
			user_id: guest,
			is_guest: true,
			module_type: 'grocery',
		});
		const other = await get('running-orders?limit=10&offset=1', { guest: await newGuest(api) });
		expect(other.body).toMatchObject({ total_size: 0, orders: [] });
	});
});

describe('order details', () => {
	test('answer the lines with the item as ordered, is_guest on the first', async () => {
		const res = await get(`details?order_id=${ids.pending}`, customer);
		expect(res.status).toBe(200);
		expect(res.body).toHaveLength(1);
		expect(() => orderLineSchema.array().parse(res.body)).not.toThrow();
		expect(res.body[0]).toMatchObject({
			order_id: ids.pending,
			quantity: 1,
			is_guest: false,
			item_details: { id: res.body[0].item_id },
		});
	});

	test.each([
		['another owner’s order', () => ids.guest],
		['an unknown order', () => 999_999],
	])('of %s are not found (404)', async (_, id) => {
		const res = await get(`details?order_id=${id()}`, customer);
		expect([res.status, res.body]).toEqual([
			404,
			{ errors: [{ code: 'order', message: 'Order not found' }] },
		]);
	});
});

describe('order tracking', () => {
	test('a customer tracks their order with its delivery person where they are now', async () => {
		const [man] = await api.db().select().from(deliveryMen).limit(1);
		await api
			.db()
			.update(orders)
			.set({ deliveryManId: man?.id ?? null })
			.where(eq(orders.id, ids.picked_up ?? 0));
		const res = await get(`track?order_id=${ids.picked_up}`, customer);
		expect(res.status).toBe(200);
		expect(res.body).toMatchObject({
			id: ids.picked_up,
			order_status: 'picked_up',
			delivery_man: { id: man?.id, f_name: man?.fName, lat: man?.lat, lng: man?.lng },
		});
		expect(typeof res.body.delivery_man.lat).toBe('number');
	});

	test('a customer cannot track someone else’s order', async () => {
		const res = await get(`track?order_id=${ids.guest}&contact_number=%2B6590002222`, customer);
		expect(res.status).toBe(404);
	});

	test.each([
		['the phone as placed', '%2B6590002222'],
		['without the leading +', '6590002222'],
		['with spaces', '%2B65%209000%202222'],
	])('a guest tracks with %s', async (_, phone) => {
		const res = await get(`track?order_id=${ids.guest}&contact_number=${phone}`, { guest });
		expect([res.status, res.body.id]).toEqual([200, ids.guest]);
	});

	test('a guest tracks from another device (another guest id) with order id and phone', async () => {
		const elsewhere = await newGuest(api);
		const res = await get(`track?order_id=${ids.guest}&contact_number=%2B6590002222`, {
			guest: elsewhere,
		});
		expect(res.status).toBe(200);
	});

	test.each([
		['a wrong phone', '&contact_number=%2B6590009999'],
		['no phone', ''],
	])('a guest with %s gets 404 Order not found', async (_, phone) => {
		const res = await get(`track?order_id=${ids.guest}${phone}`, { guest });
		expect([res.status, res.body]).toEqual([
			404,
			{ errors: [{ code: 'order', message: 'Order not found' }] },
		]);
	});
});

describe('guessing a guest order\u2019s phone', () => {
	test('is refused after ten wrong phones for one order, even with the right one next', async () => {
		const headers = { 'X-Forwarded-For': '203.0.113.50' };
		// The earlier tests of this file already guessed wrong a few times for this order.
		const statuses: number[] = [];
		for (let i = 0; i < 10; i += 1) {
			const phone = `%2B659000${String(3000 + i)}`;
			const res = await get(
				`track?order_id=${ids.guest}&contact_number=${phone}`,
				{ guest },
				headers,
			);
			statuses.push(res.status);
		}
		expect(statuses.filter((s) => s === 404).length).toBeGreaterThanOrEqual(5);
		expect(statuses.at(-1)).toBe(429);
		const right = await get(
			`track?order_id=${ids.guest}&contact_number=%2B6590002222`,
			{ guest },
			{
				'X-Forwarded-For': '203.0.113.51',
			},
		);
		expect([right.status, right.body.errors?.[0]?.code]).toEqual([429, 'too_many_requests']);
		expect(right.headers.get('retry-after')).toMatch(/^\d+$/);
		// A signed-in customer's own orders are not guessed at: no limit applies to them.
	});
});

describe('cancellation reasons', () => {
	test('the customer reasons, paged as the storefront asks (spec §7)', async () => {
		const res = await api.call(
			'GET',
			'/customer/order/cancellation-reasons?offset=1&limit=10&type=customer',
		);
		expect(res.status).toBe(200);
		expect(() => cancellationReasonsSchema.parse(res.body)).not.toThrow();
		expect(res.body).toMatchObject({ total_size: 5, limit: '10', offset: '1' });
		expect(res.body.data.map((r: { reason: string }) => r.reason)).toEqual([
			'Ordered by mistake',
			'Delivery is taking too long',
			'Want to change the address',
			'Found a better price elsewhere',
			'Other',
		]);
	});

	test('come in Indonesian with X-localization: id', async () => {
		const res = await api.call('GET', '/customer/order/cancellation-reasons?type=customer', {
			headers: { 'X-localization': 'id' },
		});
		expect(res.body.data[0].reason).toBe('Salah pesan');
	});

	test('without a type, every active reason', async () => {
		const res = await api.call('GET', '/customer/order/cancellation-reasons');
		expect(res.body.total_size).toBe(8);
		expect(res.body.data).toHaveLength(8);
	});
});
