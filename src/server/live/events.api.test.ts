import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { setupApi, TEST_NOW } from '~/testing/api';
import { testDriver } from '~/testing/test-db';
import { issueToken } from '../auth/auth.service';
import { type DatabaseHandle, openPostgres } from '../db/client';
import { liveEvents, orders } from '../db/schema';
import { DEMO_CUSTOMER } from '../db/seed/customers';
import { createApiApp } from '../http/app';
import { runDispatch } from '../orders/dispatcher/dispatcher';
import { insertTestOrder, userIdByPhone } from '~/testing/order';
import { pruneLiveEvents } from './live-events';
import { closeAllStreams } from './live-hub';
import { readSse, type SseReader } from '~/testing/live';

const api = setupApi({ cacheTtlMs: 0 });
const PACE = 20_000;
const T0 = new Date('2026-11-21T02:00:00Z');
const at = (steps: number) => new Date(T0.getTime() + steps * PACE);
const db = () => api.handle().db;

async function customerToken(): Promise<{ token: string; userId: number }> {
	const userId = await userIdByPhone(db(), DEMO_CUSTOMER.phone);
	return { token: await issueToken(db(), userId, TEST_NOW), userId };
}

/** The next event of `type` about `orderId` (earlier tests' orders move on too). */
async function nextAbout(sse: SseReader, type: string, orderId: number) {
	for (;;) {
		const event = await sse.next(type);
		const data = JSON.parse(event.data);
		if (data.order_id === orderId) return { ...event, json: data };
	}
}

const open = (headers: Record<string, string>) =>
	api.request('/customer/events', { headers: { Accept: 'text/event-stream', ...headers } });

describe('GET customer/events', () => {
	test('a signed-in customer sees each status step of an order as it happens, with ids', async () => {
		const { token, userId } = await customerToken();
		const orderId = await insertTestOrder(db(), { owner: { userId }, createdAt: T0 });
		const res = await open({ Authorization: `Bearer ${token}` });
		expect(res.status).toBe(200);
		expect(res.headers.get('content-type')).toContain('text/event-stream');
		expect(res.headers.get('x-accel-buffering')).toBe('no');
		const sse = readSse(res);
		await runDispatch(db(), at(1), PACE);
		const confirmed = await nextAbout(sse, 'order_status', orderId);
		expect(confirmed.json).toMatchObject({
			order_id: orderId,
			order_status: 'confirmed',
			previous_status: 'pending',
		});
		expect(Number(confirmed.id)).toBeGreaterThan(0);
		const note = JSON.parse((await sse.next('notification')).data);
		expect(note).toMatchObject({ type: 'order_status', order_id: orderId });
		await runDispatch(db(), at(2), PACE);
		expect((await nextAbout(sse, 'order_status', orderId)).json.order_status).toBe('processing');
		expect(sse.raw).toMatch(/^retry: \d+/);
		await sse.close();
	});

	test('the rider position is pushed while on the way, and never goes backwards', async () => {
		const { token, userId } = await customerToken();
		const orderId = await insertTestOrder(db(), { owner: { userId }, createdAt: T0 });
		for (const step of [1, 2, 3]) await runDispatch(db(), at(step), PACE);
		const sse = readSse(await open({ Authorization: `Bearer ${token}` }));
		await runDispatch(db(), new Date(at(3).getTime() + PACE / 2), PACE);
		const position = (await nextAbout(sse, 'rider_position', orderId)).json;
		expect(position).toMatchObject({ order_id: orderId, progress: 0.5 });
		expect(typeof position.lat).toBe('number');
		// A late round of another process (an earlier clock) changes nothing.
		const late = await runDispatch(db(), new Date(at(3).getTime() + PACE / 4), PACE);
		expect(late.filter((c) => c.orderId === orderId)).toEqual([]);
		const [row] = await db()
			.select({ progress: orders.routeProgress })
			.from(orders)
			.where(and(eq(orders.id, orderId)));
		expect(row?.progress).toBe(0.5);
		await sse.close();
	});

	test('Last-Event-ID replays what was missed from the database', async () => {
		const { token, userId } = await customerToken();
		const orderId = await insertTestOrder(db(), { owner: { userId }, createdAt: T0 });
		const first = readSse(await open({ Authorization: `Bearer ${token}` }));
		await runDispatch(db(), at(1), PACE);
		const seen = await nextAbout(first, 'order_status', orderId);
		await first.close();
		// Offline while the order moves on.
		await runDispatch(db(), at(2), PACE);
		const again = readSse(
			await open({ Authorization: `Bearer ${token}`, 'Last-Event-ID': String(seen.id) }),
		);
		const missed = await nextAbout(again, 'order_status', orderId);
		expect(Number(missed.id)).toBeGreaterThan(Number(seen.id));
		expect(missed.json.order_status).toBe('processing');
		await again.close();
	});

	test('a guest proves the order with its contact number in headers, never in the URL', async () => {
		const guest = await api.request('/auth/guest/request', { method: 'POST' });
		const guestId = Number((await guest.json()).guest_id);
		const orderId = await insertTestOrder(db(), {
			owner: { guestId },
			createdAt: T0,
			contactNumber: '+6598765432',
		});
		const proof = { 'X-Guest-Id': String(guestId), 'X-Order-Id': String(orderId) };
		const wrong = await open({ ...proof, 'X-Contact-Number': '+6500000000' });
		expect(wrong.status).toBe(404);
		expect(await wrong.json()).toEqual({
			errors: [{ code: 'order', message: 'Order not found' }],
		});
		expect((await open({})).status).toBe(401);
		const sse = readSse(await open({ ...proof, 'X-Contact-Number': '+6598765432' }));
		await runDispatch(db(), at(1), PACE);
		expect(JSON.parse((await sse.next('order_status')).data)).toMatchObject({
			order_id: orderId,
			order_status: 'confirmed',
		});
		await sse.close();
	});

	test('on shutdown every stream ends with a retry hint', async () => {
		const { token } = await customerToken();
		const res = await open({ Authorization: `Bearer ${token}` });
		const reader = res.body?.getReader();
		if (!reader) throw new Error('no body');
		await reader.read(); // the opening retry line
		expect(closeAllStreams(500)).toBeGreaterThan(0);
		let text = '';
		for (;;) {
			const chunk = await reader.read();
			if (chunk.done) break;
			text += new TextDecoder().decode(chunk.value);
		}
		expect(text).toContain('retry: 500');
	});

	test('events older than a day are pruned; newer ones stay replayable', async () => {
		const { userId } = await customerToken();
		const [old] = await db()
			.insert(liveEvents)
			.values({
				type: 'notification',
				userId,
				data: {},
				createdAt: new Date(Date.now() - 25 * 3600_000),
			})
			.returning({ id: liveEvents.id });
		const [fresh] = await db()
			.insert(liveEvents)
			.values({ type: 'notification', userId, data: {} })
			.returning({ id: liveEvents.id });
		expect(await pruneLiveEvents(db())).toBeGreaterThanOrEqual(1);
		const left = await db().select({ id: liveEvents.id }).from(liveEvents);
		expect(left.map((r) => r.id)).not.toContain(old?.id);
		expect(left.map((r) => r.id)).toContain(fresh?.id);
	});

	test('the stream is in the OpenAPI document', async () => {
		const doc = await (await api.request('/openapi.json')).json();
		expect(doc.paths['/api/v1/customer/events']?.get?.summary).toMatch(/live channel/);
	});
});

describe.runIf(testDriver() === 'postgres')('two processes on one PostgreSQL database', () => {
	let other: DatabaseHandle | undefined;
	afterAll(async () => {
		await other?.close();
	});

	test('a change made through one process reaches a subscriber of the other', async () => {
		const url = api.handle().connectionString;
		if (!url) throw new Error('no connection string');
		other = openPostgres(url, 2);
		const otherDb = other.db;
		const otherBus = other.bus;
		const second = createApiApp({
			db: async () => otherDb,
			driver: () => 'postgres',
			corsOrigins: [],
			clock: () => TEST_NOW,
			cacheTtlMs: 0,
			bus: async () => otherBus,
		});
		const { token, userId } = await customerToken();
		const orderId = await insertTestOrder(db(), { owner: { userId }, createdAt: T0 });
		const res = await second.fetch(
			new Request('http://shop.test/api/v1/customer/events', {
				headers: { Authorization: `Bearer ${token}` },
			}),
		);
		expect(res.status).toBe(200);
		const sse = readSse(res);
		// The first process (the harness's pool and dispatcher) makes the change.
		await runDispatch(db(), at(1), PACE);
		expect((await nextAbout(sse, 'order_status', orderId)).json.order_status).toBe('confirmed');
		await sse.close();
	});
});

describe.runIf(testDriver() === 'postgres')('the bus after a lost connection', () => {
	test('the listener reconnects, and streams get what was written meanwhile', async () => {
		const { token, userId } = await customerToken();
		const orderId = await insertTestOrder(db(), { owner: { userId }, createdAt: T0 });
		const sse = readSse(await open({ Authorization: `Bearer ${token}` }));
		await runDispatch(db(), at(1), PACE);
		await nextAbout(sse, 'order_status', orderId);
		// The database drops the listening connection (a restart, a failover)…
		const killed = await db().execute(
			sql`select pg_terminate_backend(pid) as done from pg_stat_activity
				where datname = current_database() and query ilike 'listen%'`,
		);
		expect((killed as unknown as { rows: { done: boolean }[] }).rows).toContainEqual({
			done: true,
		});
		// …and the order moves on before the listener is back.
		await runDispatch(db(), at(2), PACE);
		const caught = await nextAbout(sse, 'order_status', orderId);
		expect(caught.json.order_status).toBe('processing');
		await sse.close();
	});
});
