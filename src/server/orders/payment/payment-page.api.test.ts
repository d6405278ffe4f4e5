import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDb } from '~/testing/test-db';
import type { DatabaseHandle } from '../../db/client';
import { guests, orders } from '../../db/schema';
import { DEMO_CUSTOMER } from '../../db/seed/customers';
import { insertTestOrder, userIdByPhone } from '~/testing/order';
import {
	openPaymentPage,
	type PaymentPageParams,
	paymentLinkToken,
	submitPaymentPage,
} from './payment-page';

// contract §8.1 digital payment: /payment-mobile opens, pays, fails or cancels, then redirects.
const ORIGINS = ['http://shop.test'];
const NOW = new Date('2026-11-21T02:05:00Z');

let handle: DatabaseHandle;
let userId: number;
const GUEST = 8_123_456_789;
beforeAll(async () => {
	handle = await createTestDb();
	userId = await userIdByPhone(handle.db, DEMO_CUSTOMER.phone);
	await handle.db.insert(guests).values({ id: GUEST });
}, 60_000);
afterAll(() => handle.close());

const db = () => handle.db;
const digitalOrder = (extra = {}) =>
	insertTestOrder(db(), { owner: { userId }, paymentMethod: 'digital_payment', ...extra });
/** The link checkout builds from `order/place`: signed for the order (an unknown one signs as 0). */
async function link(orderId: number, extra: Record<string, string> = {}) {
	const [found] = await db().select().from(orders).where(eq(orders.id, orderId));
	return {
		order_id: String(orderId),
		customer_id: String(userId),
		payment_method: 'demo_pay',
		payment_platform: 'web',
		callback: `/order?order_id=${orderId}`,
		payment_token: await paymentLinkToken(db(), found ?? { id: 0, createdAt: new Date(0) }),
		...extra,
	};
}
async function row(id: number) {
	const [found] = await db().select().from(orders).where(eq(orders.id, id));
	if (!found) throw new Error(`no order ${id}`);
	return found;
}

/** Opens the page, then presses one of its buttons with the form it served. */
async function press(orderId: number, flag: string, params?: PaymentPageParams) {
	const page = await openPaymentPage(db(), params ?? (await link(orderId)), ORIGINS);
	if (!page.ok) throw new Error(`page refused: ${page.problem}`);
	return submitPaymentPage(db(), { ...page.fields, flag }, { origins: ORIGINS, now: NOW });
}

describe('opening the payment page', () => {
	test('shows the order number, its total and the store', async () => {
		const id = await digitalOrder({ orderAmount: 42.8 });
		const page = await openPaymentPage(db(), await link(id), ORIGINS);
		expect(page).toMatchObject({
			ok: true,
			order: { id, amount: 42.8, storeName: expect.any(String) },
			fields: { order_id: String(id), payment_method: 'demo_pay', form_token: expect.any(String) },
		});
	});

	test('a guest’s order opens with the guest id as customer_id', async () => {
		const id = await insertTestOrder(db(), {
			owner: { guestId: GUEST },
			paymentMethod: 'digital_payment',
		});
		const page = await openPaymentPage(
			db(),
			await link(id, { customer_id: String(GUEST) }),
			ORIGINS,
		);
		expect(page.ok).toBe(true);
	});

	test.each([
		[
			'another customer’s order',
			async (id: number) => link(id, { customer_id: '999' }),
			404,
			'not_found',
		],
		['an unknown order', async () => link(999_999), 404, 'not_found'],
		// Order and customer ids are sequential: a guessed, unsigned link must not open the page.
		[
			'a link without its signature',
			async (id: number) => link(id, { payment_token: '' }),
			404,
			'not_found',
		],
		[
			'another order’s signature',
			async (id: number) => ({
				...(await link(id)),
				payment_token: (await link(await digitalOrder())).payment_token,
			}),
			404,
			'not_found',
		],
		[
			'a callback on another site',
			async (id: number) => link(id, { callback: 'https://evil.test/' }),
			400,
			'bad_callback',
		],
		['no callback', async (id: number) => link(id, { callback: '' }), 400, 'bad_callback'],
		[
			'an unknown gateway',
			async (id: number) => link(id, { payment_method: 'stripe' }),
			400,
			'unknown_gateway',
		],
		['a broken order id', async () => link(1, { order_id: 'abc' }), 400, 'bad_request'],
	])('refuses %s', async (_, params, status, problem) => {
		const id = await digitalOrder();
		const page = await openPaymentPage(db(), await params(id), ORIGINS);
		expect(page).toEqual({ ok: false, status, problem });
	});

	test.each([
		['a cash order', { paymentMethod: 'cash_on_delivery' }, 'not_digital'],
		['a paid order', { paymentStatus: 'paid', orderStatus: 'confirmed' }, 'already_paid'],
		['a canceled order', { orderStatus: 'canceled' }, 'closed'],
	])('refuses %s', async (_, extra, problem) => {
		const id = await digitalOrder(extra);
		const page = await openPaymentPage(db(), await link(id), ORIGINS);
		expect(page).toMatchObject({ ok: false, problem });
	});
});

describe('pressing a button', () => {
	test('Pay confirms the order as paid and returns with flag=success and the token', async () => {
		const id = await digitalOrder();
		const done = await press(id, 'success');
		if (!done.ok) throw new Error(done.problem);
		const back = new URL(done.redirect, 'http://shop.test');
		expect(back.pathname).toBe('/order');
		expect(back.searchParams.get('order_id')).toBe(String(id));
		expect(back.searchParams.get('flag')).toBe('success');
		const order = await row(id);
		expect(order).toMatchObject({
			orderStatus: 'confirmed',
			paymentStatus: 'paid',
			confirmed: NOW,
			transactionReference: expect.stringMatching(/^DEMO-/),
		});
		expect(Buffer.from(back.searchParams.get('token') ?? '', 'base64').toString()).toBe(
			`payment_method=demo_pay&&attribute_id=${id}&&transaction_reference=${order.transactionReference}`,
		);
	});

	test.each(['fail', 'cancel'])(
		'%s marks the order failed and returns with that flag',
		async (flag) => {
			const id = await digitalOrder();
			const done = await press(id, flag);
			expect(done).toMatchObject({ ok: true, redirect: expect.stringContaining(`flag=${flag}`) });
			expect(await row(id)).toMatchObject({
				orderStatus: 'failed',
				paymentStatus: 'unpaid',
				failed: NOW,
			});
		},
	);

	test('a failed order may be paid on a second try', async () => {
		const id = await digitalOrder({ orderStatus: 'failed' });
		expect((await press(id, 'success')).ok).toBe(true);
		expect((await row(id)).paymentStatus).toBe('paid');
	});

	test('a form without this order’s token is refused (403) and changes nothing', async () => {
		const id = await digitalOrder();
		const other = await digitalOrder();
		const page = await openPaymentPage(db(), await link(other), ORIGINS);
		if (!page.ok) throw new Error(page.problem);
		const forged = await submitPaymentPage(
			db(),
			{ ...(await link(id)), form_token: page.fields.form_token, flag: 'fail' },
			{ origins: ORIGINS, now: NOW },
		);
		expect(forged).toEqual({ ok: false, status: 403, problem: 'bad_token' });
		expect((await row(id)).orderStatus).toBe('pending');
	});

	test('paying twice is refused the second time', async () => {
		const id = await digitalOrder();
		const page = await openPaymentPage(db(), await link(id), ORIGINS);
		if (!page.ok) throw new Error(page.problem);
		const submit = () =>
			submitPaymentPage(db(), { ...page.fields, flag: 'success' }, { origins: ORIGINS, now: NOW });
		expect((await submit()).ok).toBe(true);
		expect(await submit()).toMatchObject({ ok: false, problem: 'already_paid' });
	});

	test('an unknown button is a bad request', async () => {
		const id = await digitalOrder();
		expect(await press(id, 'refund')).toMatchObject({ ok: false, status: 400 });
	});
});
