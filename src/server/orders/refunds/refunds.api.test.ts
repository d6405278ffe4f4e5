import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { TEST_NOW } from '~/testing/api';
import { walletOf } from '~/testing/account';
import { newCustomer, newGuest, setupCustomerApi } from '~/testing/customer';
import { orders, refundRequests, users, walletTransactions } from '../../db/schema';
import { runDispatch } from '../dispatcher/dispatcher';
import { insertTestOrder } from '~/testing/order';
import { decideRefund } from './refunds.service';

const api = setupCustomerApi();
const DAY = 86_400_000;
const PACE = 20_000;

const png = () =>
	sharp({ create: { width: 60, height: 40, channels: 3, background: '#c33' } })
		.png()
		.toBuffer();

async function customerWithDelivered(options: { deliveredAgo?: number; status?: string } = {}) {
	const { token, phone } = await newCustomer(api);
	const [user] = await api.db().select({ id: users.id }).from(users).where(eq(users.phone, phone));
	if (!user) throw new Error('no user');
	const orderId = await insertTestOrder(api.db(), {
		owner: { userId: user.id },
		orderStatus: options.status ?? 'delivered',
		paymentStatus: 'paid',
		orderAmount: 25.5,
	});
	await api
		.db()
		.update(orders)
		.set({ delivered: new Date(TEST_NOW.getTime() - (options.deliveredAgo ?? DAY)) })
		.where(eq(orders.id, orderId));
	return { token, userId: user.id, orderId };
}

async function ask(
	token: string | undefined,
	fields: Record<string, string>,
	images: Buffer[] = [],
) {
	const form = new FormData();
	for (const [k, v] of Object.entries(fields)) form.append(k, v);
	for (const image of images)
		form.append('image[]', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'p.png');
	return api.call('POST', '/customer/order/refund-request', {
		multipart: form,
		...(token ? { token } : {}),
	});
}

const statusOf = async (orderId: number) =>
	(await api.db().select().from(orders).where(eq(orders.id, orderId)))[0]?.orderStatus;

describe('refunds (contract §8.4 refund-request, §10.1)', () => {
	test('the reasons come in the original shape', async () => {
		const res = await api.call('GET', '/customer/order/refund-reasons');
		expect(res.status).toBe(200);
		expect(res.body.refund_reasons.length).toBe(4);
		expect(res.body.refund_reasons[0]).toEqual({
			id: expect.any(Number),
			reason: 'Item arrived damaged',
			status: 1,
			created_at: expect.any(String),
			updated_at: expect.any(String),
		});
	});

	test('a delivered order gets one refund request, with photos; the order shows it', async () => {
		const { token, orderId } = await customerWithDelivered();
		const res = await ask(
			token,
			{
				order_id: String(orderId),
				customer_reason: 'Item arrived damaged',
				customer_note: 'Box crushed',
			},
			[await png(), await png()],
		);
		expect(res.status, JSON.stringify(res.body)).toBe(200);
		expect(res.body).toEqual({ message: 'Refund request submitted successfully' });
		const track = await api.call('GET', `/customer/order/track?order_id=${orderId}`, { token });
		expect(track.body.order_status).toBe('refund_requested');
		expect(track.body.refund).toMatchObject({
			order_id: orderId,
			customer_reason: 'Item arrived damaged',
			customer_note: 'Box crushed',
			refund_status: 'pending',
			refund_amount: 22.5, // order amount − delivery charge (3) − tips (0)
		});
		expect(track.body.refund.image_full_url).toHaveLength(2);
		const image = await api.call(
			'GET',
			new URL(track.body.refund.image_full_url[0]).pathname.replace('/api/v1', ''),
		);
		expect(image.status).toBe(200);
		expect(image.headers.get('content-type')).toBe('image/webp');

		const again = await ask(token, { order_id: String(orderId), customer_reason: 'Again' });
		expect(again.status).toBe(403);
		expect(again.body.errors[0]).toEqual({
			code: 'order_id',
			message: 'A refund has already been requested for this order.',
		});
	});

	test('two requests at once: exactly one is taken', async () => {
		const { token, orderId } = await customerWithDelivered();
		const answers = await Promise.all(
			[1, 2, 3].map(() =>
				ask(token, { order_id: String(orderId), customer_reason: 'Wrong item delivered' }),
			),
		);
		expect(answers.map((a) => a.status).sort()).toEqual([200, 403, 403]);
		const rows = await api
			.db()
			.select()
			.from(refundRequests)
			.where(eq(refundRequests.orderId, orderId));
		expect(rows).toHaveLength(1);
	});

	test('refused: after the window, before delivery, a guest, too many or broken photos', async () => {
		const late = await customerWithDelivered({ deliveredAgo: 7 * DAY + 60_000 });
		const closed = await ask(late.token, { order_id: String(late.orderId), customer_reason: 'x' });
		expect(closed.status).toBe(403);
		expect(closed.body.errors[0].message).toBe('The refund period for this order is over.');
		expect(await statusOf(late.orderId)).toBe('delivered');

		const edge = await customerWithDelivered({ deliveredAgo: 7 * DAY - 60_000 });
		expect(
			(await ask(edge.token, { order_id: String(edge.orderId), customer_reason: 'x' })).status,
		).toBe(200);

		const running = await customerWithDelivered({ status: 'picked_up' });
		const early = await ask(running.token, {
			order_id: String(running.orderId),
			customer_reason: 'x',
		});
		expect(early.status).toBe(403);

		const guest = await newGuest(api);
		const anonymous = await ask(undefined, {
			order_id: String(running.orderId),
			customer_reason: 'x',
			guest_id: String(guest),
		});
		expect(anonymous.status).toBe(401);

		const photos = await customerWithDelivered();
		const four = await ask(
			photos.token,
			{ order_id: String(photos.orderId), customer_reason: 'x' },
			[await png(), await png(), await png(), await png()],
		);
		expect(four.status).toBe(403);
		expect(four.body.errors[0].code).toBe('image');
		const form = new FormData();
		form.append('order_id', String(photos.orderId));
		form.append('customer_reason', 'x');
		form.append('image[]', new Blob(['not an image'], { type: 'image/png' }), 'fake.png');
		const fake = await api.call('POST', '/customer/order/refund-request', {
			multipart: form,
			token: photos.token,
		});
		expect(fake.status).toBe(403);
		expect(fake.body.errors[0].code).toBe('image');
		expect(await statusOf(photos.orderId)).toBe('delivered');

		const missing = await ask(photos.token, { order_id: String(photos.orderId) });
		expect(missing.status).toBe(403);
		expect(missing.body.errors[0].code).toBe('customer_reason');
	});

	test('approved once: the wallet is credited exactly once, the order is refunded', async () => {
		const { token, userId, orderId } = await customerWithDelivered();
		expect(
			(
				await ask(token, {
					order_id: String(orderId),
					customer_reason: 'Item missing from the order',
				})
			).status,
		).toBe(200);
		const before = await walletOf(api.db(), userId);
		// Not yet: the demo shop looks one step after the request.
		await runDispatch(api.db(), new Date(TEST_NOW.getTime() + PACE - 1000), PACE);
		expect(await statusOf(orderId)).toBe('refund_requested');
		// Two processes' rounds and a retried decision at once.
		const at = new Date(TEST_NOW.getTime() + PACE);
		await Promise.all([
			runDispatch(api.db(), at, PACE),
			runDispatch(api.db(), at, PACE),
			decideRefund(api.db(), orderId, 'approved', at),
		]);
		expect(await decideRefund(api.db(), orderId, 'approved', at)).toBe(false);
		expect(await statusOf(orderId)).toBe('refunded');
		expect(await walletOf(api.db(), userId)).toBeCloseTo(before + 22.5, 2);
		const ledger = await api
			.db()
			.select()
			.from(walletTransactions)
			.where(eq(walletTransactions.cause, `order_refund:${orderId}`));
		expect(ledger).toHaveLength(1);
		expect(ledger[0]).toMatchObject({ transactionType: 'order_refund', creditCents: 2250 });
		const track = await api.call('GET', `/customer/order/track?order_id=${orderId}`, { token });
		expect(track.body.refund.refund_status).toBe('approved');
	});

	test('rejected: the order says so and the wallet stays as it was', async () => {
		const { token, userId, orderId } = await customerWithDelivered();
		await ask(token, { order_id: String(orderId), customer_reason: 'Quality not as described' });
		const before = await walletOf(api.db(), userId);
		expect(
			await decideRefund(api.db(), orderId, 'rejected', TEST_NOW, 'Photos show no damage'),
		).toBe(true);
		expect(await statusOf(orderId)).toBe('refund_request_canceled');
		expect(await walletOf(api.db(), userId)).toBe(before);
		const track = await api.call('GET', `/customer/order/track?order_id=${orderId}`, { token });
		expect(track.body.refund).toMatchObject({
			refund_status: 'rejected',
			admin_note: 'Photos show no damage',
		});
	});
});
