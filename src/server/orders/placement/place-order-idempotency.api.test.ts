import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { newGuest, setupCustomerApi } from '~/testing/customer';
import { items, orders, stores } from '../../db/schema';
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

// A grocery item kept in stock, without variations or a maximum.
let item: TestItem;

beforeAll(async () => {
	item = await findItem(
		api,
		'grocery',
		and(
			gte(items.stock, 30),
			isNull(items.maximumCartQuantity),
			sql`jsonb_array_length(${items.variations}) = 0`,
			sql`${stores.minimumOrder} <= ${items.price} * 2`,
			NOT_IN_FLASH_SALE,
		),
	);
}, 60_000);

const key = (name: string) => ({
	'Idempotency-Key': `test-${name}-${Math.random().toString(36).slice(2)}`,
});

async function guestWithCart(quantity = 2) {
	const guest = await newGuest(api);
	await addToCart(api, 'grocery', { guest }, { item_id: item.id, quantity });
	return { guest };
}

describe('Idempotency-Key on customer/order/place', () => {
	test('the same key and body answer the first order again, without a second order', async () => {
		const caller = await guestWithCart();
		const headers = key('repeat');
		const stock = (await stockOf(api, item.id)).stock;
		const orders0 = await orderCount(api);
		const first = await callOrder(api, 'place', 'grocery', caller, orderBody(item), headers);
		expect(first.status).toBe(200);
		// The cart is empty now: only the key can answer.
		const second = await callOrder(api, 'place', 'grocery', caller, orderBody(item), headers);
		expect([second.status, second.body]).toEqual([200, first.body]);
		expect(await orderCount(api)).toBe(orders0 + 1);
		expect((await stockOf(api, item.id)).stock).toBe(stock - 2);
		const [row] = await api.db().select().from(orders).where(eq(orders.id, first.body.order_id));
		expect(row?.idempotencyKey).toBe(headers['Idempotency-Key']);
		expect(row?.requestHash).toMatch(/^[0-9a-f]{64}$/);
	});

	test('the same key with another body is refused with 422', async () => {
		const caller = await guestWithCart();
		const headers = key('reuse');
		const first = await callOrder(api, 'place', 'grocery', caller, orderBody(item), headers);
		expect(first.status).toBe(200);
		await addToCart(api, 'grocery', caller, { item_id: item.id, quantity: 1 });
		const orders0 = await orderCount(api);
		const other = await callOrder(
			api,
			'place',
			'grocery',
			caller,
			orderBody(item, { order_note: 'Ring twice' }),
			headers,
		);
		expect([other.status, other.body]).toEqual([
			422,
			{
				errors: [
					{
						code: 'idempotency_key',
						message: 'This Idempotency-Key was already used for a different order request.',
					},
				],
			},
		]);
		expect(await orderCount(api)).toBe(orders0);
		expect(await cartLines(api, 'grocery', caller)).toHaveLength(1);
	});

	test('a key belongs to its owner: another guest with the same key gets an order of their own', async () => {
		const headers = key('shared');
		const a = await callOrder(
			api,
			'place',
			'grocery',
			await guestWithCart(),
			orderBody(item),
			headers,
		);
		const b = await callOrder(
			api,
			'place',
			'grocery',
			await guestWithCart(),
			orderBody(item),
			headers,
		);
		expect([a.status, b.status]).toEqual([200, 200]);
		expect(b.body.order_id).not.toBe(a.body.order_id);
	});

	test('two identical requests at once make one order (the unique index decides)', async () => {
		const caller = await guestWithCart();
		const headers = key('race');
		const orders0 = await orderCount(api);
		const [a, b] = await Promise.all([
			callOrder(api, 'place', 'grocery', caller, orderBody(item), headers),
			callOrder(api, 'place', 'grocery', caller, orderBody(item), headers),
		]);
		expect([a.status, b.status]).toEqual([200, 200]);
		expect(b.body.order_id).toBe(a.body.order_id);
		expect(await orderCount(api)).toBe(orders0 + 1);
	});

	test('buy-now without a key places each request', async () => {
		const { guest } = { guest: await newGuest(api) };
		const body = orderBody(item, {
			is_buy_now: 1,
			cart: [{ item_id: item.id, item_type: 'Item', quantity: 2 }],
		});
		const orders0 = await orderCount(api);
		const a = await callOrder(api, 'place', 'grocery', { guest }, body);
		const b = await callOrder(api, 'place', 'grocery', { guest }, body);
		expect([a.status, b.status]).toEqual([200, 200]);
		expect(await orderCount(api)).toBe(orders0 + 2);
	});
});
