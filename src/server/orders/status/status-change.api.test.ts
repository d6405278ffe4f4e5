import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createTestDb } from '~/testing/test-db';
import type { DatabaseHandle } from '../../db/client';
import { DEMO_CUSTOMER } from '../../db/seed/customers';
import { runDispatch } from '../dispatcher/dispatcher';
import { cancelOrder } from './order-cancel';
import { recordDigitalPayment, switchToCashOnDelivery } from '../payment/order-payment';
import { insertTestOrder, userIdByPhone } from '~/testing/order';
import type { OrderStatusChange } from './status-change';

// Every writer reports its change to the listeners, once, inside its own transaction: a listener
// that throws undoes the change with it.
const seen = vi.hoisted(() => ({
	changes: [] as OrderStatusChange[],
	failOn: null as string | null,
}));
vi.mock('./status-listeners', async (original) => {
	const real = await original<typeof import('./status-listeners')>();
	return {
		ORDER_STATUS_LISTENERS: [
			...real.ORDER_STATUS_LISTENERS,
			async (_tx: unknown, change: OrderStatusChange) => {
				if (change.to === seen.failOn) throw new Error('listener failed');
				seen.changes.push(change);
			},
		],
	};
});

const PACE = 20_000;
const T0 = new Date('2026-11-21T02:00:00Z');
const at = (steps: number) => new Date(T0.getTime() + steps * PACE);

let handle: DatabaseHandle;
let userId: number;
beforeAll(async () => {
	handle = await createTestDb();
	userId = await userIdByPhone(handle.db, DEMO_CUSTOMER.phone);
}, 60_000);
afterAll(() => handle.close());
const db = () => handle.db;
const changesOf = (orderId: number) =>
	seen.changes.filter((c) => c.orderId === orderId).map((c) => `${c.from}→${c.to}`);

describe('orderStatusChanged', () => {
	test('the dispatcher reports every step of a delivery once, even when two rounds race', async () => {
		const id = await insertTestOrder(db(), { owner: { userId }, createdAt: T0 });
		for (const step of [1, 2, 3, 4])
			await Promise.all([runDispatch(db(), at(step), PACE), runDispatch(db(), at(step), PACE)]);
		expect(changesOf(id)).toEqual([
			'pending→confirmed',
			'confirmed→processing',
			'processing→picked_up',
			'picked_up→delivered',
		]);
		expect(seen.changes.find((c) => c.orderId === id)).toMatchObject({ userId, at: at(1) });
	});

	test('a cancel, a failed and a paid digital payment, and a switch to cash are reported', async () => {
		const cancelled = await insertTestOrder(db(), { owner: { userId }, createdAt: T0 });
		await cancelOrder(db(), { kind: 'user', userId }, { orderId: cancelled, reason: 'x' }, T0);
		expect(changesOf(cancelled)).toEqual(['pending→canceled']);

		const digital = await insertTestOrder(db(), {
			owner: { userId },
			paymentMethod: 'digital_payment',
			paymentStatus: 'unpaid',
		});
		const now = T0;
		await recordDigitalPayment(db(), digital, { outcome: 'fail', gateway: 'demo', now });
		await switchToCashOnDelivery(db(), { kind: 'user', userId }, digital, { locale: 'en', now });
		expect(changesOf(digital)).toEqual(['pending→failed', 'failed→pending']);

		const paid = await insertTestOrder(db(), {
			owner: { userId },
			paymentMethod: 'digital_payment',
			paymentStatus: 'unpaid',
		});
		await recordDigitalPayment(db(), paid, { outcome: 'success', gateway: 'demo', now });
		expect(
			await recordDigitalPayment(db(), paid, { outcome: 'success', gateway: 'demo', now }),
		).toBeNull();
		expect(changesOf(paid)).toEqual(['pending→confirmed']);
	});

	test('a listener that fails undoes the change it was told of', async () => {
		const id = await insertTestOrder(db(), { owner: { userId }, createdAt: T0 });
		seen.failOn = 'canceled';
		await expect(
			cancelOrder(db(), { kind: 'user', userId }, { orderId: id, reason: 'x' }, T0),
		).rejects.toThrow('listener failed');
		seen.failOn = null;
		await runDispatch(db(), at(1), PACE);
		expect(changesOf(id)).toEqual(['pending→confirmed']);
	});
});
