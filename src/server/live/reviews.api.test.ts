import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { setupApi, TEST_NOW } from '~/testing/api';
import { issueToken } from '../auth/auth.service';
import { deliveryMen, items, orders, stores } from '../db/schema';
import { DEMO_CUSTOMER } from '../db/seed/customers';
import { runDispatch } from '../orders/dispatcher/dispatcher';
import { insertTestOrder, userIdByPhone } from '~/testing/order';

const api = setupApi({ cacheTtlMs: 0 });
const PACE = 20_000;
const T0 = new Date('2026-11-21T02:00:00Z');
const db = () => api.handle().db;

async function signedIn() {
	const userId = await userIdByPhone(db(), DEMO_CUSTOMER.phone);
	return { userId, auth: { Authorization: `Bearer ${await issueToken(db(), userId, TEST_NOW)}` } };
}

/** An order of the demo customer taken all the way to delivered by the dispatcher. */
async function deliveredOrder(userId: number) {
	const id = await insertTestOrder(db(), { owner: { userId }, createdAt: T0 });
	for (const step of [1, 2, 3, 4])
		await runDispatch(db(), new Date(T0.getTime() + step * PACE), PACE);
	const [order] = await db().select().from(orders).where(eq(orders.id, id));
	if (order?.orderStatus !== 'delivered') throw new Error('not delivered');
	return order;
}

async function photo(): Promise<Blob> {
	const png = await sharp({
		create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 10, b: 10 } },
	})
		.png()
		.toBuffer();
	return new Blob([new Uint8Array(png)], { type: 'image/png' });
}

const post = (path: string, body: FormData, headers: Record<string, string>) =>
	api.request(path, { method: 'POST', body, headers });

describe('reviews', () => {
	test('after delivery the reminder names the order; a review with a photo updates the ratings, once', async () => {
		const { userId, auth } = await signedIn();
		const order = await deliveredOrder(userId);
		const reminder = await (
			await api.request('/customer/review-reminder', { headers: auth })
		).json();
		expect(reminder.order_id).toBe(order.id);

		const offer = await (
			await api.request(`/customer/review/order?order_id=${order.id}`, { headers: auth })
		).json();
		const itemId = offer.items[0].item_id as number;
		expect(offer.items[0].reviewed).toBe(false);
		const [before] = await db().select().from(items).where(eq(items.id, itemId));
		const [storeBefore] = await db()
			.select()
			.from(stores)
			.where(eq(stores.id, order.storeId ?? 0));

		const form = new FormData();
		form.set('item_id', String(itemId));
		form.set('order_id', String(order.id));
		form.set('rating', '5');
		form.set('comment', 'Fresh and quick!');
		form.append('attachment[]', await photo(), 'photo.png');
		const res = await post('/items/reviews/submit', form, auth);
		expect(res.status).toBe(200);
		expect(await res.json()).toEqual({ message: 'Review submitted successfully' });

		const [after] = await db().select().from(items).where(eq(items.id, itemId));
		expect(after?.ratingCount).toBe((before?.ratingCount ?? 0) + 1);
		const [storeAfter] = await db()
			.select()
			.from(stores)
			.where(eq(stores.id, order.storeId ?? 0));
		expect(storeAfter?.ratingCount).toBe((storeBefore?.ratingCount ?? 0) + 1);
		expect(storeAfter?.ratings[0]).toBe((storeBefore?.ratings[0] ?? 0) + 1);

		const again = await post('/items/reviews/submit', form, auth);
		expect(again.status).toBe(403);
		expect((await again.json()).errors[0].code).toBe('review');

		const listed = await (await api.request(`/items/reviews/${itemId}`)).json();
		expect(listed.reviews[0]).toMatchObject({ comment: 'Fresh and quick!', rating: 5 });
		const storeList = await (await api.request(`/stores/reviews?store_id=${order.storeId}`)).json();
		const mine = storeList.find((r: { comment: string }) => r.comment === 'Fresh and quick!');
		expect(mine.attachment).toHaveLength(1);
		const image = await api.request(new URL(mine.attachment[0]).pathname.replace('/api/v1', ''));
		expect(image.headers.get('content-type')).toBe('image/webp');

		// Reviewed: the prompt no longer asks about it.
		const later = await (await api.request('/customer/review-reminder', { headers: auth })).json();
		expect(later.order_id).not.toBe(order.id);
	});

	test('the delivery person is rated once per order, and only for the customer’s delivered orders', async () => {
		const { userId, auth } = await signedIn();
		const order = await deliveredOrder(userId);
		const manId = order.deliveryManId;
		if (!manId) throw new Error('no delivery person');
		const [before] = await db().select().from(deliveryMen).where(eq(deliveryMen.id, manId));
		const form = new FormData();
		form.set('delivery_man_id', String(manId));
		form.set('order_id', String(order.id));
		form.set('rating', '4');
		expect((await post('/delivery-man/reviews/submit', form, auth)).status).toBe(200);
		expect((await post('/delivery-man/reviews/submit', form, auth)).status).toBe(403);
		const [after] = await db().select().from(deliveryMen).where(eq(deliveryMen.id, manId));
		expect(after?.ratingCount).toBe((before?.ratingCount ?? 0) + 1);

		const running = await insertTestOrder(db(), { owner: { userId }, createdAt: T0 });
		const early = new FormData();
		early.set('item_id', '1');
		early.set('order_id', String(running));
		early.set('rating', '3');
		const refused = await post('/items/reviews/submit', early, auth);
		expect(refused.status).toBe(403);
		expect((await refused.json()).errors[0]).toEqual({
			code: 'order',
			message: 'You can review an order once it is delivered.',
		});
		const bad = new FormData();
		bad.set('item_id', '1');
		bad.set('order_id', String(order.id));
		bad.set('rating', '9');
		expect((await (await post('/items/reviews/submit', bad, auth)).json()).errors[0].code).toBe(
			'rating',
		);
		expect((await post('/items/reviews/submit', bad, {})).status).toBe(401);
	});

	test('dismissing the prompt stops it for that order', async () => {
		const { userId, auth } = await signedIn();
		const order = await deliveredOrder(userId);
		expect(
			(await (await api.request('/customer/review-reminder', { headers: auth })).json()).order_id,
		).toBe(order.id);
		const res = await api.request(`/customer/review-reminder-cancel?order_id=${order.id}`, {
			headers: auth,
		});
		expect(await res.json()).toBe('success');
		const next = await (await api.request('/customer/review-reminder', { headers: auth })).json();
		expect(next.order_id).not.toBe(order.id);
	});
});
