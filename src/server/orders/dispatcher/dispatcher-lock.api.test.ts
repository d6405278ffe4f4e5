import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDb, testDriver } from '~/testing/test-db';
import { type DatabaseHandle, openPostgres } from '../../db/client';
import { liveEvents, orders } from '../../db/schema';
import { DEMO_CUSTOMER } from '../../db/seed/customers';
import { DISPATCH_LOCK_KEY, runDispatchRound } from './dispatcher';
import { insertTestOrder, userIdByPhone } from '~/testing/order';

// ADR 028: two server processes on one database, each with its own dispatcher. On PostgreSQL
// the second process is a second pool on the same database (as a second process has); on PGlite,
// which serves one process, both dispatchers share the one handle.
const PACE = 20_000;
const T0 = new Date('2026-11-21T02:00:00Z');
const at = (steps: number) => new Date(T0.getTime() + steps * PACE);

let first: DatabaseHandle;
let second: DatabaseHandle;
let userId: number;
beforeAll(async () => {
	first = await createTestDb();
	second =
		testDriver() === 'postgres' && first.connectionString
			? openPostgres(first.connectionString, 3)
			: first;
	userId = await userIdByPhone(first.db, DEMO_CUSTOMER.phone);
}, 60_000);
afterAll(async () => {
	if (second !== first) await second.close();
	await first.close();
});

const round = (process: DatabaseHandle, when: Date) =>
	runDispatchRound(process.db, process.oneAtATime, when, PACE);

describe('two dispatchers on one database', () => {
	test('while one process runs a round, the other skips its own and reads nothing', async () => {
		const id = await insertTestOrder(first.db, { owner: { userId }, createdAt: T0 });
		const skipped = await first.oneAtATime(DISPATCH_LOCK_KEY, () => round(second, at(1)));
		expect(skipped).toBeNull();
		const [still] = await first.db.select().from(orders).where(eq(orders.id, id));
		expect(still?.orderStatus).toBe('pending');
		// Once the first round is over, the second process's next round runs.
		const changes = await round(second, at(1));
		expect(changes?.some((c) => c.orderId === id)).toBe(true);
	});

	test('racing round after round, with one clock late: every step once, riders never backwards', async () => {
		const ids: number[] = [];
		for (let i = 0; i < 6; i++)
			ids.push(await insertTestOrder(first.db, { owner: { userId }, createdAt: at(i / 6) }));
		const progress = new Map<number, number>();
		let skippedRounds = 0;
		// Both processes start a round at once, 49 times; the second one's clock is a quarter
		// step behind (a late round), so it would put riders back if it were allowed to write.
		for (let tick = 0; tick <= 48; tick++) {
			const now = tick / 8;
			const results = await Promise.all([round(first, at(now)), round(second, at(now - 0.25))]);
			skippedRounds += results.filter((r) => r === null).length;
			const rows = await first.db
				.select({ id: orders.id, progress: orders.routeProgress })
				.from(orders)
				.where(inArray(orders.id, ids));
			for (const row of rows) {
				expect(row.progress).toBeGreaterThanOrEqual(progress.get(row.id) ?? 0);
				progress.set(row.id, row.progress);
			}
		}
		const final = await first.db
			.select({ id: orders.id, status: orders.orderStatus })
			.from(orders)
			.where(inArray(orders.id, ids));
		expect(final.map((o) => o.status)).toEqual(ids.map(() => 'delivered'));

		// Each status step was written once: one live event per step per order.
		const events = await first.db
			.select({ orderId: liveEvents.orderId, type: liveEvents.type, data: liveEvents.data })
			.from(liveEvents)
			.where(inArray(liveEvents.orderId, ids))
			.orderBy(asc(liveEvents.id));
		for (const id of ids) {
			const steps = events
				.filter((e) => e.orderId === id && e.type === 'order_status')
				.map((e) => e.data.order_status);
			expect(steps).toEqual(['confirmed', 'processing', 'picked_up', 'delivered']);
			// The rider positions pushed to the map only ever move on.
			const pushed = events
				.filter((e) => e.orderId === id && e.type === 'rider_position')
				.map((e) => Number(e.data.progress));
			expect(pushed.length).toBeGreaterThan(0);
			expect(pushed).toEqual([...pushed].sort((a, b) => a - b));
		}
		// On PostgreSQL, rounds started together really overlapped at least once.
		if (second !== first) expect(skippedRounds).toBeGreaterThan(0);
	}, 120_000);
});
