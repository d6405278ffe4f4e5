import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { setupApi, TEST_NOW } from '~/testing/api';
import { testDriver } from '~/testing/test-db';
import { issueToken } from '../auth/auth.service';
import { openPostgres } from '../db/client';
import { conversations } from '../db/schema';
import { DEMO_CUSTOMER } from '../db/seed/customers';
import { firstStore, insertTestOrder, userIdByPhone } from '~/testing/order';
import { answerDueMessages, demoReply } from './chat-replies';
import { readSse } from '~/testing/live';

const api = setupApi({ cacheTtlMs: 0 });
const db = () => api.handle().db;

async function signedIn() {
	const userId = await userIdByPhone(db(), DEMO_CUSTOMER.phone);
	return { userId, auth: { Authorization: `Bearer ${await issueToken(db(), userId, TEST_NOW)}` } };
}

/** Makes every booked demo reply due now (instead of waiting the few seconds). */
const dueNow = () =>
	db()
		.update(conversations)
		.set({ replyDueAt: sql`now() - interval '1 second'` })
		.where(sql`${conversations.replyDueAt} is not null`);

async function png(): Promise<Blob> {
	const bytes = await sharp({
		create: { width: 4, height: 4, channels: 3, background: { r: 0, g: 120, b: 0 } },
	})
		.png()
		.toBuffer();
	return new Blob([new Uint8Array(bytes)], { type: 'image/png' });
}

describe('chat', () => {
	test('a customer writes to a store, sees it sent, and the demo store answers live', async () => {
		const { userId, auth } = await signedIn();
		const store = await firstStore(db(), 'food');
		const orderId = await insertTestOrder(db(), { owner: { userId } });
		const sse = readSse(await api.request('/customer/events', { headers: auth }));

		const form = new FormData();
		form.set('receiver_type', 'vendor');
		form.set('receiver_id', String(store.storeId));
		form.set('order_id', String(orderId));
		form.set('message', 'When will my order be ready?');
		form.append('image[]', await png(), 'a.png');
		const res = await api.request('/customer/message/send', {
			method: 'POST',
			body: form,
			headers: auth,
		});
		expect(res.status).toBe(200);
		const sent = await res.json();
		expect(sent.message).toBe('successfully sent!');
		expect(sent.status).toBe(true);
		expect(sent.messages[0]).toMatchObject({ sender_type: 'customer', is_seen: 0 });
		expect(sent.messages[0].file_full_url).toHaveLength(1);
		const conversationId = sent.conversation.id as number;

		await dueNow();
		expect(await answerDueMessages(db())).toBe(1);
		expect(await answerDueMessages(db())).toBe(0); // answered once

		const pushed = JSON.parse((await sse.next('message')).data);
		expect(pushed).toMatchObject({ conversation_id: conversationId, sender_type: 'customer' });
		const reply = JSON.parse((await sse.next('message')).data);
		expect(reply).toMatchObject({ conversation_id: conversationId, sender_type: 'vendor' });
		const toast = JSON.parse((await sse.next('notification')).data);
		expect(toast).toMatchObject({ type: 'message', title: 'You have a new message' });
		await sse.close();

		const list = await (await api.request('/customer/message/list', { headers: auth })).json();
		expect(list.conversations[0]).toMatchObject({ id: conversationId, unread_message_count: 1 });
		expect(list.conversations[0].receiver.f_name).toBeTruthy();

		const thread = await (
			await api.request(`/customer/message/details?conversation_id=${conversationId}`, {
				headers: auth,
			})
		).json();
		expect(thread.messages[0]).toMatchObject({ sender_type: 'vendor' });
		expect(thread.messages[0].message).toMatch(/preparing your order/);
		expect(thread.messages[1]).toMatchObject({ sender_type: 'customer', is_seen: 1 });
		const read = await (await api.request('/customer/message/list', { headers: auth })).json();
		expect(read.conversations[0].unread_message_count).toBe(0);

		const name = list.conversations[0].receiver.f_name.slice(0, 4);
		const found = await (
			await api.request(`/customer/message/search-list?name=${encodeURIComponent(name)}`, {
				headers: auth,
			})
		).json();
		expect(found.conversations.map((c: { id: number }) => c.id)).toContain(conversationId);
		const none = await (
			await api.request('/customer/message/search-list?name=zzzznothing', { headers: auth })
		).json();
		expect(none.conversations).toEqual([]);
	});

	test('more than 3 images, a non-image and an empty message are refused in the error shape', async () => {
		const { auth } = await signedIn();
		const send = (form: FormData) =>
			api.request('/customer/message/send', { method: 'POST', body: form, headers: auth });
		const base = () => {
			const form = new FormData();
			form.set('receiver_type', 'admin');
			return form;
		};
		const four = base();
		for (let i = 0; i < 4; i++) four.append('image[]', await png(), `${i}.png`);
		const tooMany = await send(four);
		expect(tooMany.status).toBe(403);
		expect(await tooMany.json()).toEqual({
			errors: [{ code: 'image', message: 'Maximum 3 images can be send at a time.' }],
		});
		const fake = base();
		fake.append('image[]', new Blob(['not an image'], { type: 'image/png' }), 'x.png');
		expect((await (await send(fake)).json()).errors[0].code).toBe('image');
		expect((await (await send(base())).json()).errors[0].code).toBe('message');
		expect((await api.request('/customer/message/list')).status).toBe(401);
	});

	test('the demo reply fits what was written, in the customer’s language', () => {
		expect(demoReply('delivery_man', 'en', 'Where are you?')).toMatch(/on my way/);
		expect(demoReply('vendor', 'id', 'Halo')).toMatch(/^Halo!/);
		expect(demoReply('vendor', 'en', 'Please add extra sauce')).toMatch(/noted/);
	});
});

describe.runIf(testDriver() === 'postgres')('demo replies with two processes on PostgreSQL', () => {
	test('each message is answered by exactly one process', async () => {
		const url = api.handle().connectionString;
		if (!url) throw new Error('no connection string');
		const other = openPostgres(url, 2);
		try {
			const { auth } = await signedIn();
			for (const text of ['Hello', 'Is it ready?', 'Thanks']) {
				const form = new FormData();
				form.set('receiver_type', 'admin');
				form.set('message', text);
				const res = await api.request('/customer/message/send', {
					method: 'POST',
					body: form,
					headers: auth,
				});
				expect(res.status).toBe(200);
			}
			await dueNow();
			const answered = await Promise.all([
				answerDueMessages(db()),
				answerDueMessages(other.db),
				answerDueMessages(db()),
				answerDueMessages(other.db),
			]);
			expect(answered.reduce((a, b) => a + b, 0)).toBe(1); // one conversation, one answer
			const thread = await (
				await api.request('/customer/message/details?admin_id=0', { headers: auth })
			).json();
			expect(
				thread.messages.filter((m: { sender_type: string }) => m.sender_type === 'admin'),
			).toHaveLength(1);
		} finally {
			await other.close();
		}
	});
});
