import { and, eq, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { TEST_ORIGIN } from '~/testing/api';
import { newCustomer, setupCustomerApi } from '~/testing/customer';
import type { Database } from '../db/database';
import {
	items,
	loyaltyPointTransactions,
	stores,
	users,
	walletBonuses,
	walletTransactions,
} from '../db/schema';
import { runDispatch } from '../orders/dispatcher/dispatcher';
import { insertTestOrder } from '~/testing/order';
import {
	addToCart,
	type Caller,
	callOrder,
	findItem,
	NOT_IN_FLASH_SALE,
	OPEN_AT_TEST_NOW,
	orderBody,
	type TestItem,
} from '~/testing/place-order';
import { fundWallet, givePoints, walletOf } from '~/testing/account';
import { readBalances } from './ledger';
import { openFundPage, submitFundPage } from './wallet-fund.service';

const api = setupCustomerApi();
const T0 = new Date('2026-11-21T02:00:00Z');

async function customer() {
	const { token, phone } = await newCustomer(api);
	const [user] = await api.db().select().from(users).where(eq(users.phone, phone));
	if (!user) throw new Error('customer missing');
	return { token, id: user.id };
}

/** The balances equal the sums of their ledgers. */
async function expectLedgersAdd(db: Database, userId: number) {
	const [wallet] = await db
		.select({
			sum: sql<number>`coalesce(sum(${walletTransactions.creditCents} + ${walletTransactions.adminBonusCents} - ${walletTransactions.debitCents}), 0)::int`,
		})
		.from(walletTransactions)
		.where(eq(walletTransactions.userId, userId));
	const [points] = await db
		.select({
			sum: sql<number>`coalesce(sum(${loyaltyPointTransactions.credit} - ${loyaltyPointTransactions.debit}), 0)::int`,
		})
		.from(loyaltyPointTransactions)
		.where(eq(loyaltyPointTransactions.userId, userId));
	const balances = await readBalances(db, userId);
	expect(balances.walletCents).toBe(wallet?.sum);
	expect(balances.loyaltyPoints).toBe(points?.sum);
}

describe('point transfer', () => {
	test('20 transfers at once by a customer holding enough for 5: exactly 5 succeed', async () => {
		const { token, id } = await customer();
		await givePoints(api.db(), id, 1000);
		const answers = await Promise.all(
			Array.from({ length: 20 }, () =>
				api.call('POST', '/customer/loyalty-point/point-transfer', {
					token,
					body: { point: 200 },
				}),
			),
		);
		const ok = answers.filter((a) => a.status === 200);
		expect(ok).toHaveLength(5);
		expect(ok[0]?.body).toEqual({ message: 'Point to wallet transfer successfully.' });
		for (const refused of answers.filter((a) => a.status !== 200))
			expect(refused).toMatchObject({
				status: 403,
				body: { errors: [{ code: 'point', message: 'insufficient point' }] },
			});
		// 100 points per S$1: 5 × 200 points = S$10.
		expect(await readBalances(api.db(), id)).toEqual({ walletCents: 1000, loyaltyPoints: 0 });
		await expectLedgersAdd(api.db(), id);
	});

	test('refuses below the minimum and converts a retried key once', async () => {
		const { token, id } = await customer();
		await givePoints(api.db(), id, 600);
		const below = await api.call('POST', '/customer/loyalty-point/point-transfer', {
			token,
			body: { point: 150 },
		});
		expect(below).toMatchObject({
			status: 403,
			body: { errors: [{ code: 'point', message: 'The point must be at least 200.' }] },
		});
		const send = () =>
			api.call('POST', '/customer/loyalty-point/point-transfer', {
				token,
				form: { point: '300' },
				headers: { 'Idempotency-Key': 'transfer-1' },
			});
		expect((await send()).status).toBe(200);
		expect((await send()).status).toBe(200);
		expect(await readBalances(api.db(), id)).toEqual({ walletCents: 300, loyaltyPoints: 300 });
		const history = await api.call(
			'GET',
			'/customer/loyalty-point/transactions?limit=10&offset=1',
			{
				token,
			},
		);
		expect(history.body).toMatchObject({ total_size: 2, limit: '10', offset: '1' });
		expect(history.body.data[0]).toMatchObject({
			debit: 300,
			credit: 0,
			balance: 300,
			transaction_type: 'point_to_wallet',
		});
		const wallet = await api.call('GET', '/customer/wallet/transactions?limit=10&offset=1', {
			token,
		});
		expect(wallet.body.data).toHaveLength(1);
		expect(wallet.body.data[0]).toMatchObject({
			credit: 3,
			debit: 0,
			balance: 3,
			transaction_type: 'loyalty_point',
		});
		const info = await api.call('GET', '/customer/info', {
			token,
			headers: { 'X-localization': 'en' },
		});
		expect(info.body).toMatchObject({ wallet_balance: 3, loyalty_point: 300 });
	});

	test('a customer without points is told so in the error shape, never 404 or 500', async () => {
		const { token } = await customer();
		const res = await api.call('POST', '/customer/loyalty-point/point-transfer', {
			token,
			body: { point: 500 },
		});
		expect(res).toMatchObject({ status: 403, body: { errors: [{ code: 'point' }] } });
		const none = await api.call('POST', '/customer/loyalty-point/point-transfer', {
			token,
			body: {},
		});
		expect(none).toMatchObject({ status: 403, body: { errors: [{ code: 'point' }] } });
	});
});

describe('wallet payment', () => {
	let dish: TestItem;
	beforeAll(async () => {
		dish = await findItem(
			api,
			'food',
			and(
				OPEN_AT_TEST_NOW,
				sql`jsonb_array_length(${items.foodVariations}) = 0`,
				isNull(items.maximumCartQuantity),
				sql`${items.price} between 3 and 20`,
				sql`${stores.minimumOrder} <= ${items.price}`,
				NOT_IN_FLASH_SALE,
				sql`${stores.zoneId} = (select id from zones where name = 'central')`,
			),
		);
	});
	const place = (caller: Caller, extra: Record<string, unknown>) =>
		callOrder(api, 'place', 'food', caller, orderBody(dish, extra));

	test('two wallet orders racing for one order’s money: one is placed, the wallet never overdraws', async () => {
		const { token, id } = await customer();
		// A customer of long standing: no first-order discount (ADR 030) to race for as well.
		await api
			.db()
			.update(users)
			.set({ createdAt: new Date('2026-01-01T00:00:00Z') })
			.where(eq(users.id, id));
		await addToCart(api, 'food', { token }, { item_id: dish.id, quantity: 2 });
		const preview = await callOrder(api, 'preview', 'food', { token }, orderBody(dish));
		if (preview.status !== 200) throw new Error(JSON.stringify(preview.body));
		const total = preview.body.pricing.order_amount as number;
		await fundWallet(api.db(), id, total * 1.5);
		const [a, b] = await Promise.all([
			place(
				{ token },
				{
					payment_method: 'wallet',
					is_buy_now: 1,
					cart: JSON.stringify([{ item_id: dish.id, item_type: 'Item', quantity: 2 }]),
				},
			),
			place(
				{ token },
				{
					payment_method: 'wallet',
					is_buy_now: 1,
					cart: JSON.stringify([{ item_id: dish.id, item_type: 'Item', quantity: 2 }]),
				},
			),
		]);
		expect([a.status, b.status].sort()).toEqual([200, 203]);
		const refused = a.status === 203 ? a : b;
		expect(refused.body.errors[0].code).toBe('order_amount');
		expect(await walletOf(api.db(), id)).toBeCloseTo(total * 0.5, 2);
		await expectLedgersAdd(api.db(), id);
		const history = await api.call(
			'GET',
			'/customer/wallet/transactions?limit=10&offset=1&type=order',
			{
				token,
			},
		);
		expect(history.body.data).toHaveLength(1);
		expect(history.body.data[0]).toMatchObject({ transaction_type: 'order_place', debit: total });
	});

	test('a partial payment spends the wallet first and leaves the rest in cash', async () => {
		const { token, id } = await customer();
		await addToCart(api, 'food', { token }, { item_id: dish.id, quantity: 2 });
		await fundWallet(api.db(), id, 5);
		const res = await place({ token }, { payment_method: 'cash_on_delivery', partial_payment: 1 });
		expect(res.body.errors).toBeUndefined();
		expect(res.body.status).toBe('confirmed');
		expect(await walletOf(api.db(), id)).toBe(0);
		const history = await api.call('GET', '/customer/wallet/transactions?limit=10&offset=1', {
			token,
		});
		expect(history.body.data[0]).toMatchObject({ transaction_type: 'partial_payment', debit: 5 });
	});
});

describe('add fund', () => {
	const start = (token: string, amount: number, key?: string) =>
		api.call('POST', '/customer/wallet/add-fund', {
			token,
			body: { amount, payment_method: 'demo_pay', payment_platform: 'web', callback: '/wallet' },
			headers: key ? { 'Idempotency-Key': key } : {},
		});
	const pageParams = (link: string) => Object.fromEntries(new URL(link).searchParams);
	const origins = [TEST_ORIGIN];

	test('a failed payment adds nothing; a paid one adds the amount and the running bonus, once', async () => {
		const { token, id } = await customer();
		await api.db().insert(walletBonuses).values({
			title: 'Top up S$50, get 15%',
			bonusType: 'percentage',
			bonusAmount: 15,
			minimumAddAmount: 50,
			maximumBonusAmount: 12,
			startDate: '2026-11-01',
			endDate: '2026-12-31',
		});
		const bonuses = await api.call('GET', '/customer/wallet/bonuses', { token });
		expect(bonuses.body).toContainEqual(
			expect.objectContaining({ title: 'Top up S$50, get 15%', bonus_type: 'percentage' }),
		);

		const failed = await start(token, 60);
		expect(failed.status).toBe(200);
		expect(failed.body.redirect_link).toMatch(/\/payment-mobile\?payment_id=/);
		const params = pageParams(failed.body.redirect_link);
		const opened = await openFundPage(api.db(), params, origins, T0);
		if (!opened.ok) throw new Error(`page refused: ${opened.problem}`);
		// The best running offer: 15% of S$60 beats the demo's 10%.
		expect(opened).toMatchObject({ amount: 60, bonus: 9 });
		const fail = await submitFundPage(
			api.db(),
			{ ...opened.fields, flag: 'fail' },
			{ origins, now: T0 },
		);
		expect(fail).toMatchObject({ ok: true });
		if (fail.ok) expect(fail.redirect).toMatch(/^\/wallet\?flag=fail&token=/);
		expect(await walletOf(api.db(), id)).toBe(0);
		expect(
			await submitFundPage(api.db(), { ...opened.fields, flag: 'success' }, { origins, now: T0 }),
		).toMatchObject({ ok: false });
		expect(await walletOf(api.db(), id)).toBe(0);

		const paid = await start(token, 100, 'fund-1');
		expect((await start(token, 100, 'fund-1')).body).toEqual(paid.body);
		expect((await start(token, 90, 'fund-1')).status).toBe(422);
		const page = await openFundPage(api.db(), pageParams(paid.body.redirect_link), origins, T0);
		if (!page.ok) throw new Error(`page refused: ${page.problem}`);
		expect(
			(
				await submitFundPage(
					api.db(),
					{ ...page.fields, form_token: 'forged', flag: 'success' },
					{ origins, now: T0 },
				)
			).ok,
		).toBe(false);
		const done = await Promise.all([
			submitFundPage(api.db(), { ...page.fields, flag: 'success' }, { origins, now: T0 }),
			submitFundPage(api.db(), { ...page.fields, flag: 'success' }, { origins, now: T0 }),
		]);
		expect(done.filter((d) => d.ok)).toHaveLength(1);
		// S$100 and 15% capped at S$12 (the demo's 10% would give S$10).
		expect(await walletOf(api.db(), id)).toBe(112);
		const history = await api.call(
			'GET',
			'/customer/wallet/transactions?limit=10&offset=1&type=add_fund',
			{ token },
		);
		expect(history.body.data).toEqual([
			expect.objectContaining({
				credit: 100,
				admin_bonus: 12,
				balance: 112,
				transaction_type: 'add_fund',
			}),
		]);
		await expectLedgersAdd(api.db(), id);
	});

	test('validates the amount and needs a token', async () => {
		const { token } = await customer();
		expect((await start(token, 0)).body.errors[0].code).toBe('amount');
		expect(
			(await api.call('POST', '/customer/wallet/add-fund', { body: { amount: 5 } })).status,
		).toBe(401);
		expect((await api.call('GET', '/customer/wallet/transactions')).status).toBe(401);
	});
});

describe('what a delivered order earns', () => {
	const PACE = 20_000;
	const deliverAll = async () => {
		for (const step of [1, 2, 3, 4])
			await runDispatch(api.db(), new Date(T0.getTime() + step * PACE), PACE);
	};

	test('points for the customer, and the referrer’s earning on the first delivered order only', async () => {
		const referrer = await customer();
		const [row] = await api
			.db()
			.select({ code: users.refCode })
			.from(users)
			.where(eq(users.id, referrer.id));
		const { phone } = await newCustomer(api, { ref_code: row?.code });
		const [friend] = await api
			.db()
			.select({ id: users.id })
			.from(users)
			.where(eq(users.phone, phone));
		if (!friend) throw new Error('friend missing');
		const first = await insertTestOrder(api.db(), {
			owner: { userId: friend.id },
			orderAmount: 30,
			createdAt: T0,
		});
		await deliverAll();
		// 2% of S$30 = S$0.60, at 100 points per S$1: 60 points.
		expect(await readBalances(api.db(), friend.id)).toEqual({ walletCents: 0, loyaltyPoints: 60 });
		expect(await walletOf(api.db(), referrer.id)).toBe(5);
		await insertTestOrder(api.db(), {
			owner: { userId: friend.id },
			orderAmount: 10,
			createdAt: T0,
		});
		await deliverAll();
		expect(await walletOf(api.db(), referrer.id)).toBe(5);
		expect((await readBalances(api.db(), friend.id)).loyaltyPoints).toBe(80);
		const points = await api
			.db()
			.select()
			.from(loyaltyPointTransactions)
			.where(eq(loyaltyPointTransactions.userId, friend.id));
		expect(points.map((p) => p.reference)).toContain(String(first));
		await expectLedgersAdd(api.db(), friend.id);
		await expectLedgersAdd(api.db(), referrer.id);
	});
});

describe('the demo customer', () => {
	test('has a wallet, points, a referred friend, a bonus to claim and past orders, all through the ledgers', async () => {
		const login = await api.call('POST', '/auth/login', {
			body: { phone: '+6591234567', password: 'password123' },
			headers: { 'X-Forwarded-For': '10.8.8.8' },
		});
		const token = login.body.token as string;
		const info = await api.call('GET', '/customer/info', {
			token,
			headers: { 'X-localization': 'en' },
		});
		expect(info.body.wallet_balance).toBeGreaterThan(0);
		expect(info.body.loyalty_point).toBeGreaterThanOrEqual(200);
		await expectLedgersAdd(api.db(), info.body.id);
		const wallet = await api.call('GET', '/customer/wallet/transactions?limit=20&offset=1', {
			token,
		});
		expect(
			new Set(wallet.body.data.map((t: { transaction_type: string }) => t.transaction_type)),
		).toEqual(
			new Set([
				'add_fund_by_admin',
				'add_fund',
				'order_place',
				'order_refund',
				'loyalty_point',
				'referrer',
			]),
		);
		expect(
			(await api.call('GET', '/customer/wallet/bonuses', { token })).body.length,
		).toBeGreaterThan(0);
		const history = await api.call('GET', '/customer/order/list?limit=10&offset=1', { token });
		const statuses = history.body.orders.map((o: { order_status: string }) => o.order_status);
		expect(statuses).toEqual(expect.arrayContaining(['delivered', 'canceled', 'refunded']));
		expect(new Set(history.body.orders.map((o: { module_id: number }) => o.module_id)).size).toBe(
			4,
		);
		const [friend] = await api.db().select().from(users).where(eq(users.phone, '+6591234568'));
		expect(friend?.refBy).toBe(info.body.id);
	});
});
