import { and, eq, gte, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { fundWallet } from '~/testing/account';
import { newCustomer, newGuest, setupCustomerApi } from '~/testing/customer';
import { items, stores, users } from '../../db/schema';
import { straightLineKm } from './order-placement-rules';
import {
	addToCart,
	callOrder,
	cartLines,
	findItem,
	NOT_IN_FLASH_SALE,
	orderBody,
	orderCount,
	stockOf,
	type TestItem,
} from '~/testing/place-order';

const api = setupCustomerApi();

/** 200, or the error body in the failure message. */
function expectPlaced(res: { status: number; body: { errors?: unknown } }) {
	expect([res.status, res.body.errors]).toEqual([200, undefined]);
}

// A dish with a required option group; a grocery item kept in stock.
let dish: TestItem;
let grocery: TestItem;

const required = (d: TestItem) =>
	d.details.food_variations
		.filter((g: any) => g.required === 'on')
		.map((g: any) => ({ name: g.name, values: { label: [g.values[0].label] } }));

beforeAll(async () => {
	dish = await findItem(
		api,
		'food',
		and(
			sql`${items.foodVariations}->0->>'required' = 'on'`,
			sql`${stores.minimumOrder} <= ${items.price} * 2`,
			eq(stores.zoneId, 1),
			NOT_IN_FLASH_SALE,
		),
	);
	grocery = await findItem(
		api,
		'grocery',
		and(
			gte(items.stock, 20),
			sql`${stores.minimumOrder} <= ${items.price} * 2`,
			sql`jsonb_array_length(${items.variations}) = 0`,
			sql`coalesce(${items.maximumCartQuantity}, 99) >= 5`,
			NOT_IN_FLASH_SALE,
		),
	);
}, 60_000);

describe('customer/order/preview', () => {
	test('prices the order and offers the zone’s payments, writing nothing', async () => {
		const guest = await newGuest(api);
		await addToCart(api, 'grocery', { guest }, { item_id: grocery.id, quantity: 2 });
		const orders = await orderCount(api);
		const stock = (await stockOf(api, grocery.id)).stock;
		const res = await callOrder(
			api,
			'preview',
			'grocery',
			{ guest },
			orderBody(grocery, { payment_method: undefined }),
		);
		expectPlaced(res);
		expect(res.body).toEqual({
			pricing: expect.objectContaining({
				items_subtotal: grocery.details.price * 2,
				order_amount: expect.any(Number),
			}),
			payment_methods: {
				cash_on_delivery: expect.any(Boolean),
				digital_payment: true,
				wallet: false,
				offline_payment: true,
			},
			cod_max_amount: expect.any(Number),
			wallet_balance: null,
			store_open: true,
		});
		expect(await orderCount(api)).toBe(orders);
		expect((await stockOf(api, grocery.id)).stock).toBe(stock);
		expect(await cartLines(api, 'grocery', { guest })).toHaveLength(1);
	});

	test('tells a paused store instead of refusing, and shows a customer’s wallet', async () => {
		const { token, phone } = await newCustomer(api);
		const [user] = await api.db().select().from(users).where(eq(users.phone, phone));
		if (user) await fundWallet(api.db(), user.id, 42);
		await addToCart(api, 'grocery', { token }, { item_id: grocery.id, quantity: 2 });
		const pause = (active: boolean) =>
			api.db().update(stores).set({ active }).where(eq(stores.id, grocery.storeId));
		await pause(false);
		try {
			const res = await callOrder(api, 'preview', 'grocery', { token }, orderBody(grocery));
			expectPlaced(res);
			expect(res.body).toMatchObject({
				store_open: false,
				wallet_balance: 42,
				payment_methods: { wallet: true },
			});
			const place = await callOrder(api, 'place', 'grocery', { token }, orderBody(grocery));
			expect([place.status, place.body]).toEqual([
				406,
				{ errors: [{ code: 'order_time', message: 'Store is closed at order time' }] },
			]);
		} finally {
			await pause(true);
		}
	});

	test('a lowered distance does not lower the delivery charge below the straight line', async () => {
		const guest = await newGuest(api);
		await addToCart(
			api,
			'food',
			{ guest },
			{ item_id: dish.id, quantity: 2, variation: required(dish) },
		);
		const point = { latitude: 1.33, longitude: 103.8 };
		const straight = straightLineKm(
			{ lat: dish.store.latitude, lng: dish.store.longitude },
			{ lat: point.latitude, lng: point.longitude },
		);
		const honest = await callOrder(
			api,
			'preview',
			'food',
			{ guest },
			orderBody(dish, { ...point, distance: straight }),
		);
		const lowered = await callOrder(
			api,
			'preview',
			'food',
			{ guest },
			orderBody(dish, { ...point, distance: 0 }),
		);
		expect(honest.status).toBe(200);
		expect(lowered.body.pricing.original_delivery_charge).toBe(
			honest.body.pricing.original_delivery_charge,
		);
		expect(honest.body.pricing.original_delivery_charge).toBeGreaterThan(2.5);
	});
});

describe('the OpenAPI document', () => {
	test('describes place and preview', async () => {
		const res = await api.call('GET', '/openapi.json');
		expect(res.status).toBe(200);
		expect(Object.keys(res.body.paths)).toEqual(
			expect.arrayContaining(['/api/v1/customer/order/place', '/api/v1/customer/order/preview']),
		);
	});
});
