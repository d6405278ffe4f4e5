import { and, eq, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { newCustomer, setupCustomerApi } from '~/testing/customer';
import {
	items,
	liveEvents,
	notifications,
	orders,
	stores,
	users,
	walletTransactions,
} from '../db/schema';
import { runDispatch } from '../orders/dispatcher/dispatcher';
import { insertTestOrder } from '~/testing/order';
import {
	addToCart,
	type Caller,
	callOrder,
	cartLines,
	findItem,
	NOT_IN_FLASH_SALE,
	OPEN_AT_TEST_NOW,
	orderBody,
	type TestItem,
} from '~/testing/place-order';
import { fundWallet, walletOf } from '~/testing/account';

// Issue 16's gaps (ADR 030): the first-order discount priced and stored by the server; a partial
// payment and the points a delivered order earned shown on the order from the ledgers; the
// notification settings deciding what is sent, and the referrer told of a reward.

const api = setupCustomerApi();
const T0 = new Date('2026-11-21T02:00:00Z');
const LONG_AGO = new Date('2026-01-01T00:00:00Z');

async function customer(extra: Record<string, unknown> = {}) {
	const { token, phone } = await newCustomer(api, extra);
	const [user] = await api.db().select().from(users).where(eq(users.phone, phone));
	if (!user) throw new Error('customer missing');
	return { token, id: user.id, refCode: user.refCode };
}
const regular = async () => {
	const c = await customer();
	await api.db().update(users).set({ createdAt: LONG_AGO }).where(eq(users.id, c.id));
	return c;
};
const track = async (token: string, orderId: number) => {
	const res = await api.call('GET', `/customer/order/track?order_id=${orderId}`, { token });
	expect(res.status).toBe(200);
	return res.body;
};

let dish: TestItem;
beforeAll(async () => {
	dish = await findItem(
		api,
		'food',
		and(
			OPEN_AT_TEST_NOW,
			sql`jsonb_array_length(${items.foodVariations}) = 0`,
			isNull(items.maximumCartQuantity),
			sql`${items.price} between 5 and 20`,
			sql`${stores.minimumOrder} <= ${items.price}`,
			NOT_IN_FLASH_SALE,
			sql`${stores.zoneId} = (select id from zones where name = 'central')`,
		),
	);
});
const buyNow = (quantity = 2) => ({
	is_buy_now: 1,
	cart: JSON.stringify([{ item_id: dish.id, item_type: 'Item', quantity }]),
});
const call = (path: 'place' | 'preview', caller: Caller, extra: Record<string, unknown> = {}) =>
	callOrder(api, path, 'food', caller, orderBody(dish, extra));

describe('the first-order discount (seeded: 10 % within 7 days of joining)', () => {
	test('a new customer sees it in the preview, the order keeps it, the next order has none', async () => {
		const { token } = await customer();
		const preview = await call('preview', { token }, buyNow());
		expect(preview.status).toBe(200);
		const { pricing } = preview.body;
		expect(pricing.ref_bonus_amount).toBeCloseTo(Math.round(pricing.item_total * 10) / 100, 2);
		expect(pricing.ref_bonus_amount).toBeGreaterThan(0);
		const placed = await call('place', { token }, buyNow());
		expect(placed.body.errors).toBeUndefined();
		expect(placed.body.total_ammount).toBeCloseTo(pricing.order_amount, 2);
		const order = await track(token, placed.body.order_id);
		expect(order.ref_bonus_amount).toBeCloseTo(pricing.ref_bonus_amount, 2);
		const next = await call('preview', { token }, buyNow());
		expect(next.body.pricing.ref_bonus_amount).toBe(0);
		expect(next.body.pricing.order_amount).toBeGreaterThan(pricing.order_amount);
	});

	test('none for a customer of long standing, nor for a guest', async () => {
		const { token } = await regular();
		expect((await call('preview', { token }, buyNow())).body.pricing.ref_bonus_amount).toBe(0);
		const guest = (await api.call('POST', '/auth/guest/request')).body.guest_id as number;
		const asGuest = await call('preview', { guest }, buyNow());
		expect(asGuest.body.pricing.ref_bonus_amount).toBe(0);
	});

	test('two first orders at once: exactly one carries the discount, a refusal says why', async () => {
		const { token, id } = await customer();
		const answers = await Promise.all([1, 2, 3].map(() => call('place', { token }, buyNow(1))));
		for (const refused of answers.filter((a) => a.status !== 200))
			expect(refused).toMatchObject({
				status: 403,
				body: { errors: [{ code: 'ref_bonus_amount' }] },
			});
		const [row] = await api
			.db()
			.select({ n: sql<number>`count(*)::int` })
			.from(orders)
			.where(and(eq(orders.userId, id), sql`${orders.refBonusAmount} > 0`));
		expect(row?.n).toBe(1);
	});
});

describe('a partial payment, on the order and in the ledger', () => {
	test('the wallet pays what it holds once; the order shows the split', async () => {
		const { token, id } = await regular();
		await fundWallet(api.db(), id, 5);
		const send = () =>
			callOrder(
				api,
				'place',
				'food',
				{ token },
				orderBody(dish, { ...buyNow(), partial_payment: 1 }),
				{ 'Idempotency-Key': 'partial-1' },
			);
		const [first, again] = [await send(), await send()];
		expect(first.body.errors).toBeUndefined();
		expect(again.body.order_id).toBe(first.body.order_id);
		expect(await walletOf(api.db(), id)).toBe(0);
		const debits = await api
			.db()
			.select()
			.from(walletTransactions)
			.where(eq(walletTransactions.userId, id));
		expect(debits.filter((d) => d.debitCents > 0)).toHaveLength(1);
		const order = await track(token, first.body.order_id);
		expect(order).toMatchObject({
			payment_method: 'partial_payment',
			payment_status: 'partially_paid',
			partially_paid_amount: 5,
		});
		expect(order.order_amount).toBeGreaterThan(5);
	});

	test('a refused partial payment keeps the cart and spends nothing', async () => {
		const { token, id } = await regular();
		await addToCart(api, 'food', { token }, { item_id: dish.id, quantity: 2 });
		const res = await call('place', { token }, { partial_payment: 1 });
		expect(res).toMatchObject({ status: 203, body: { errors: [{ code: 'order_amount' }] } });
		expect(await cartLines(api, 'food', { token })).toHaveLength(1);
		expect(await walletOf(api.db(), id)).toBe(0);
	});
});

const PACE = 20_000;
const deliverAll = async () => {
	for (const step of [1, 2, 3, 4])
		await runDispatch(api.db(), new Date(T0.getTime() + step * PACE), PACE);
};

describe('points a delivered order earned, on the order', () => {
	test('none before delivery; the ledger’s points after it', async () => {
		const { token, id } = await regular();
		const orderId = await insertTestOrder(api.db(), {
			owner: { userId: id },
			orderAmount: 30,
			createdAt: T0,
		});
		expect((await track(token, orderId)).earned_loyalty_points).toBeNull();
		await deliverAll();
		// 2 % of S$30 at 100 points per S$1.
		expect((await track(token, orderId)).earned_loyalty_points).toBe(60);
		const list = await api.call('GET', '/customer/order/list?limit=10&offset=1', { token });
		expect(list.body.orders[0]).toMatchObject({ id: orderId, earned_loyalty_points: 60 });
	});
});

describe('notification settings decide what is sent', () => {
	const kinds = async (userId: number) =>
		(
			await api
				.db()
				.select({ type: notifications.type })
				.from(notifications)
				.where(eq(notifications.userId, userId))
		).map((n) => n.type);
	const setPrefs = (token: string, body: Record<string, boolean>) =>
		api.call('PUT', '/customer/notification-settings', { token, body });

	test('order updates off: no bell entries for the order, while tracking still gets every step', async () => {
		const on = await regular();
		const off = await regular();
		expect((await setPrefs(off.token, { order_updates: false })).status).toBe(200);
		const [a, b] = [
			await insertTestOrder(api.db(), { owner: { userId: on.id }, createdAt: T0 }),
			await insertTestOrder(api.db(), { owner: { userId: off.id }, createdAt: T0 }),
		];
		await deliverAll();
		expect(await kinds(on.id)).toContain('order_status');
		expect(await kinds(off.id)).toEqual([]);
		const steps = await api
			.db()
			.select({ type: liveEvents.type })
			.from(liveEvents)
			.where(and(eq(liveEvents.orderId, b), eq(liveEvents.type, 'order_status')));
		expect(steps.length).toBeGreaterThanOrEqual(4);
		expect(a).not.toBe(b);
	});

	test('the referrer is told of a reward (referral_code), unless promotions are off', async () => {
		const told = await regular();
		const quiet = await regular();
		await setPrefs(quiet.token, { promotions: false, order_updates: false });
		for (const referrer of [told, quiet]) {
			const friend = await customer({ ref_code: referrer.refCode });
			await insertTestOrder(api.db(), {
				owner: { userId: friend.id },
				orderAmount: 30,
				createdAt: T0,
			});
		}
		await deliverAll();
		const [note] = await api
			.db()
			.select()
			.from(notifications)
			.where(and(eq(notifications.userId, told.id), eq(notifications.type, 'referral_code')));
		expect(note).toMatchObject({ title: 'Referral reward' });
		expect(note?.body).toContain('S$5.00');
		const event = await api
			.db()
			.select({ data: liveEvents.data })
			.from(liveEvents)
			.where(and(eq(liveEvents.userId, told.id), eq(liveEvents.type, 'notification')));
		expect(event.map((e) => (e.data as { type: string }).type)).toContain('referral_code');
		expect(await walletOf(api.db(), quiet.id)).toBe(5);
		expect(await kinds(quiet.id)).toEqual([]);
	});
});
