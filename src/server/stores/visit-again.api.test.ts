import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { catalogHeaders, MODULE_ID } from '~/testing/api';
import { newCustomer, setupCustomerApi } from '~/testing/customer';
import { orders, stores, users } from '../db/schema';

const api = setupCustomerApi();

/** A delivered order of the customer at a store, written straight into the table. */
async function orderAt(phone: string, storeId: number, zoneId: number, moduleId: number) {
	const [user] = await api.db().select({ id: users.id }).from(users).where(eq(users.phone, phone));
	await api
		.db()
		.insert(orders)
		.values({
			userId: user?.id,
			storeId,
			zoneId,
			moduleId,
			orderType: 'delivery',
			orderStatus: 'delivered',
			paymentMethod: 'cash_on_delivery',
			orderAmount: 10,
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

async function storesOf(moduleId: number, limit: number) {
	return api
		.db()
		.select({ id: stores.id, zoneId: stores.zoneId })
		.from(stores)
		.where(and(eq(stores.moduleId, moduleId), eq(stores.status, 1)))
		.orderBy(asc(stores.id))
		.limit(limit);
}

describe('customer/visit-again', () => {
	test('needs a signed-in customer', async () => {
		const res = await api.call('GET', '/customer/visit-again', { headers: catalogHeaders('food') });
		expect(res.status).toBe(401);
	});

	test('is empty before the first order', async () => {
		const { token } = await newCustomer(api);
		const res = await api.call('GET', '/customer/visit-again', {
			token,
			headers: catalogHeaders('food'),
		});
		expect([res.status, res.body]).toEqual([200, []]);
	});

	test('lists the stores ordered from, in the module, each with up to five items', async () => {
		const { token, phone } = await newCustomer(api);
		const food = await storesOf(MODULE_ID.food, 2);
		const [grocery] = await storesOf(MODULE_ID.grocery, 1);
		for (const s of food) await orderAt(phone, s.id, s.zoneId, MODULE_ID.food);
		if (grocery) await orderAt(phone, grocery.id, grocery.zoneId, MODULE_ID.grocery);
		const res = await api.call('GET', '/customer/visit-again', {
			token,
			headers: catalogHeaders('food'),
		});
		expect(res.status).toBe(200);
		expect(res.body.map((s: { id: number }) => s.id).sort()).toEqual(food.map((s) => s.id).sort());
		for (const store of res.body) {
			expect(store.items.length).toBeGreaterThan(0);
			expect(store.items.length).toBeLessThanOrEqual(5);
			expect(store.items.every((i: { store_id: number }) => i.store_id === store.id)).toBe(true);
		}
	});

	test('wants a zone', async () => {
		const { token } = await newCustomer(api);
		const res = await api.call('GET', '/customer/visit-again', {
			token,
			headers: { moduleId: '1' },
		});
		expect([res.status, res.body.errors?.[0]?.code]).toEqual([403, 'zoneId']);
	});
});
