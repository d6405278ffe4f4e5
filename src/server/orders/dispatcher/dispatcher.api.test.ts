import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDb } from '~/testing/test-db';
import type { DatabaseHandle } from '../../db/client';
import { deliveryMen, guests, items, orderDetails, orders, stores, users } from '../../db/schema';
import { DEMO_CUSTOMER } from '../../db/seed/customers';
import { runDispatch } from './dispatcher';
import { recordDigitalPayment } from '../payment/order-payment';
import { insertTestOrder, ORCHARD, userIdByPhone } from '~/testing/order';

// ARCHITECTURE decision 11: the dispatcher, driven round by round with a moved clock.
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
async function row(id: number) {
	const [found] = await db().select().from(orders).where(eq(orders.id, id));
	if (!found) throw new Error(`no order ${id}`);
	return found;
}
async function man(id: number | null) {
	const [found] = await db()
		.select()
		.from(deliveryMen)
		.where(eq(deliveryMen.id, id ?? 0));
	return found;
}
const round = (steps: number) => runDispatch(db(), at(steps), PACE);

describe('runDispatch', () => {
	test('a cash delivery order goes from pending to delivered, ridden from the store to the customer', async () => {
		const id = await insertTestOrder(db(), { owner: { userId }, createdAt: T0 });
		const placed = await row(id);
		const [store] = await db()
			.select()
			.from(stores)
			.where(eq(stores.id, placed.storeId ?? -1));
		const [user] = await db().select().from(users).where(eq(users.id, userId));

		await round(0.5);
		expect((await row(id)).orderStatus).toBe('pending');
		await round(1);
		expect(await row(id)).toMatchObject({ orderStatus: 'confirmed', confirmed: at(1) });
		await round(2);
		const processing = await row(id);
		expect(processing).toMatchObject({ orderStatus: 'processing', processing: at(2) });
		const rider = await man(processing.deliveryManId);
		expect(rider).toMatchObject({ zoneId: placed.zoneId, status: 1 });

		await round(3);
		expect(await row(id)).toMatchObject({ orderStatus: 'picked_up', routeProgress: 0 });
		expect(await man(processing.deliveryManId)).toMatchObject({
			lat: store?.latitude,
			lng: store?.longitude,
		});

		await round(3.5);
		expect((await row(id)).routeProgress).toBeCloseTo(0.5);
		const midway = await man(processing.deliveryManId);
		expect(midway?.lat).toBeCloseTo(((store?.latitude ?? 0) + ORCHARD.lat) / 2, 5);
		expect(midway?.lng).toBeCloseTo(((store?.longitude ?? 0) + ORCHARD.lng) / 2, 5);

		await round(4);
		expect(await row(id)).toMatchObject({
			orderStatus: 'delivered',
			delivered: at(4),
			paymentStatus: 'paid',
			routeProgress: 1,
		});
		expect(await man(processing.deliveryManId)).toMatchObject(ORCHARD);
		const [after] = await db().select().from(users).where(eq(users.id, userId));
		expect(after?.orderCount).toBe((user?.orderCount ?? 0) + 1);
		const [storeAfter] = await db()
			.select()
			.from(stores)
			.where(eq(stores.id, placed.storeId ?? -1));
		expect(storeAfter?.orderCount).toBe((store?.orderCount ?? 0) + 1);
	});

	test('a take-away order is handed over, then delivered, with nobody riding', async () => {
		const id = await insertTestOrder(db(), {
			owner: { userId },
			orderType: 'take_away',
			orderStatus: 'processing',
			createdAt: at(10),
		});
		await db()
			.update(orders)
			.set({ processing: at(10) })
			.where(eq(orders.id, id));
		await round(11);
		expect((await row(id)).orderStatus).toBe('handover');
		await round(12);
		expect(await row(id)).toMatchObject({ orderStatus: 'delivered', deliveryManId: null });
	});

	test('an unpaid digital order waits in pending until it is paid, then moves on', async () => {
		const id = await insertTestOrder(db(), {
			owner: { userId },
			paymentMethod: 'digital_payment',
			createdAt: at(20),
		});
		await round(30);
		expect((await row(id)).orderStatus).toBe('pending');
		await recordDigitalPayment(db(), id, { outcome: 'success', gateway: 'demo_pay', now: at(30) });
		expect(await row(id)).toMatchObject({ orderStatus: 'confirmed', paymentStatus: 'paid' });
		await round(31);
		expect((await row(id)).orderStatus).toBe('processing');
	});

	test('items count the units delivered', async () => {
		const id = await insertTestOrder(db(), {
			owner: { guestId: await guestId() },
			orderStatus: 'picked_up',
			createdAt: at(40),
		});
		const [line] = await db()
			.select({ itemId: items.id, orderCount: items.orderCount })
			.from(orderDetails)
			.innerJoin(items, eq(items.id, orderDetails.itemId))
			.where(eq(orderDetails.orderId, id));
		await db()
			.update(orders)
			.set({ pickedUp: at(40) })
			.where(eq(orders.id, id));
		await round(41);
		const [after] = await db()
			.select()
			.from(items)
			.where(eq(items.id, line?.itemId ?? 0));
		expect(after?.orderCount).toBe((line?.orderCount ?? 0) + 1);
	});

	test('two rounds at once deliver an order once (another process on the same database)', async () => {
		const userId = await newUser();
		const id = await insertTestOrder(db(), {
			owner: { userId },
			orderStatus: 'handover',
			orderType: 'take_away',
			createdAt: at(50),
		});
		await db()
			.update(orders)
			.set({ handover: at(50) })
			.where(eq(orders.id, id));
		const [before] = await db().select().from(users).where(eq(users.id, userId));
		const [a, b] = await Promise.all([round(51), round(51)]);
		const delivered = [...a, ...b].filter((c) => c.orderId === id);
		expect(delivered).toHaveLength(1);
		const [after] = await db().select().from(users).where(eq(users.id, userId));
		expect(after?.orderCount).toBe((before?.orderCount ?? 0) + 1);
	});

	test('a canceled order does not move', async () => {
		const id = await insertTestOrder(db(), {
			owner: { userId },
			orderStatus: 'canceled',
			createdAt: at(60),
		});
		expect((await round(70)).some((c) => c.orderId === id)).toBe(false);
	});

	test('a free delivery person of the zone is preferred to one already riding', async () => {
		const first = await insertTestOrder(db(), {
			owner: { userId },
			orderStatus: 'confirmed',
			createdAt: at(80),
		});
		const second = await insertTestOrder(db(), {
			owner: { userId },
			orderStatus: 'confirmed',
			createdAt: at(80),
		});
		await round(81);
		const [a, b] = [await row(first), await row(second)];
		expect(a.deliveryManId).not.toBeNull();
		expect(b.deliveryManId).not.toBeNull();
		expect(a.deliveryManId).not.toBe(b.deliveryManId);
	});
});

let guestCount = 0;
async function guestId(): Promise<number> {
	guestCount += 1;
	const id = 7_000_000 + guestCount;
	await db().insert(guests).values({ id });
	return id;
}

async function newUser(): Promise<number> {
	guestCount += 1;
	const [user] = await db()
		.insert(users)
		.values({ fName: 'Lim', phone: `+659700${String(guestCount).padStart(4, '0')}` })
		.returning({ id: users.id });
	if (!user) throw new Error('no user');
	return user.id;
}
