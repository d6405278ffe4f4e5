/**
 * Overselling under real concurrency (issue 5, ARCHITECTURE §1.12): on PostgreSQL, with a pool of
 * connections, 50 simultaneous orders for the last 5 units make exactly 5 orders and the stock
 * never goes below zero. PGlite has one connection and cannot race, so this needs
 * TEST_DATABASE_URL (`pg_ctlcluster 15 main start`, then
 * `TEST_DATABASE_URL=postgres://storefront:storefront@127.0.0.1:5432/storefront npx vitest run
 * --project unit src/server/orders/place-order.concurrency.test.ts`).
 */
import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ALL_ZONES, MODULE_ID, TEST_NOW, TEST_ORIGIN } from '~/testing/api';
import { type DatabaseHandle, openPostgres, prepareDatabase } from '../../db/client';
import { coupons, guests, items, orderDetails, orders, stores, users } from '../../db/schema';
import { type ApiApp, createApiApp } from '../../http/app';
import { AVAILABLE_AT_TEST_NOW, NOT_IN_FLASH_SALE, OPEN_AT_TEST_NOW } from '~/testing/place-order';

const adminUrl = process.env.TEST_DATABASE_URL;
const RACERS = 50;
const UNITS = 5;

describe.skipIf(!adminUrl)('customer/order/place under concurrency (PostgreSQL)', () => {
	let handle: DatabaseHandle | undefined;
	let app: ApiApp | undefined;
	const name = `storefront_race_${randomBytes(6).toString('hex')}`;

	async function admin(statement: string) {
		const client = new pg.Client({ connectionString: adminUrl });
		await client.connect();
		try {
			await client.query(statement);
		} finally {
			await client.end();
		}
	}

	beforeAll(async () => {
		await admin(`create database ${name}`);
		const url = new URL(adminUrl ?? '');
		url.pathname = `/${name}`;
		// A real pool, so the requests below reach PostgreSQL at the same time.
		handle = openPostgres(url.toString(), 25);
		await prepareDatabase(handle);
		const db = handle.db;
		app = createApiApp({
			db: async () => db,
			driver: () => 'postgres',
			corsOrigins: [],
			clock: () => TEST_NOW,
			cacheTtlMs: 0,
		});
	}, 180_000);

	afterAll(async () => {
		await handle?.close();
		await admin(`drop database if exists ${name} with (force)`);
	}, 60_000);

	function db() {
		if (!handle) throw new Error('the database is not ready');
		return handle.db;
	}

	/** A grocery item one unit of which is an order, in a store open at TEST_NOW. */
	async function pickItem() {
		const [row] = await db()
			.select({ id: items.id, storeId: stores.id, lat: stores.latitude, lng: stores.longitude })
			.from(items)
			.innerJoin(stores, eq(stores.id, items.storeId))
			.where(
				and(
					eq(items.moduleId, MODULE_ID.grocery),
					eq(items.status, 1),
					eq(stores.status, 1),
					isNull(items.maximumCartQuantity),
					sql`jsonb_array_length(${items.variations}) = 0`,
					sql`${stores.minimumOrder} <= ${items.price}`,
					OPEN_AT_TEST_NOW,
					AVAILABLE_AT_TEST_NOW,
					NOT_IN_FLASH_SALE,
				),
			)
			.orderBy(asc(items.id))
			.limit(1);
		if (!row) throw new Error('no grocery item for the race');
		return row;
	}

	async function newGuests(n: number, base: number): Promise<number[]> {
		const ids = Array.from({ length: n }, (_, i) => base + i);
		await db()
			.insert(guests)
			.values(ids.map((id) => ({ id })));
		return ids;
	}

	async function place(
		body: Record<string, unknown>,
		headers: Record<string, string> = {},
		// biome-ignore lint/suspicious/noExplicitAny: JSON bodies the test asserts on
	): Promise<{ status: number; body: any }> {
		if (!app) throw new Error('the app is not ready');
		const request = new Request(`${TEST_ORIGIN}/api/v1/customer/order/place`, {
			method: 'POST',
			headers: {
				'Content-Type': 'application/json',
				moduleId: String(MODULE_ID.grocery),
				zoneId: ALL_ZONES,
				...headers,
			},
			body: JSON.stringify(body),
		});
		const res = await app.fetch(request);
		return { status: res.status, body: await res.json() };
	}

	const orderFor = (item: Awaited<ReturnType<typeof pickItem>>, guest: number) => ({
		guest_id: guest,
		payment_method: 'cash_on_delivery',
		order_type: 'delivery',
		store_id: item.storeId,
		distance: 1,
		address: '1 Race Road',
		latitude: item.lat,
		longitude: item.lng,
		contact_person_name: 'Racer',
		contact_person_number: '+6590000000',
		contact_person_email: 'racer@example.com',
		is_buy_now: 1,
		cart: [{ item_id: item.id, item_type: 'Item', quantity: 1 }],
	});

	test(`${RACERS} guests ordering the last ${UNITS} units make exactly ${UNITS} orders`, async () => {
		const item = await pickItem();
		await db().update(items).set({ stock: UNITS }).where(eq(items.id, item.id));
		const racers = await newGuests(RACERS, 7_000_000);
		const answers = await Promise.all(racers.map((guest) => place(orderFor(item, guest))));

		const placed = answers.filter((a) => a.status === 200);
		const refused = answers.filter((a) => a.status !== 200);
		expect(placed).toHaveLength(UNITS);
		expect(new Set(refused.map((a) => JSON.stringify([a.status, a.body])))).toEqual(
			new Set([JSON.stringify([406, { errors: [{ code: 'campaign', message: 'Out of Stock' }] }])]),
		);
		const [left] = await db()
			.select({ stock: items.stock })
			.from(items)
			.where(eq(items.id, item.id));
		expect(left?.stock).toBe(0);
		const [sold] = await db()
			.select({ lines: count(), units: sql<number>`sum(${orderDetails.quantity})::int` })
			.from(orderDetails)
			.where(eq(orderDetails.itemId, item.id));
		expect(sold).toEqual({ lines: UNITS, units: UNITS });
	}, 120_000);

	test('one customer’s 5 simultaneous orders with a once-only coupon use it once', async () => {
		const item = await pickItem();
		await db().update(items).set({ stock: 100 }).where(eq(items.id, item.id));
		await db()
			.insert(coupons)
			.values({
				title: 'Once only',
				code: 'RACE-ONCE',
				minPurchase: 0,
				discount: 0.1,
				discountType: 'amount',
				moduleId: MODULE_ID.grocery,
				startDate: '2026-01-01',
				expireDate: '2027-12-31',
				limit: 1,
				data: [],
				customerIds: ['all'],
			});
		if (!app) throw new Error('the app is not ready');
		const signUp = await app.fetch(
			new Request(`${TEST_ORIGIN}/api/v1/auth/sign-up`, {
				method: 'POST',
				headers: { 'Content-Type': 'application/json' },
				body: JSON.stringify({ name: 'Two Tabs', phone: '+6581110000', password: 'a-long-secret' }),
			}),
		);
		const { token } = (await signUp.json()) as { token: string };
		// A customer of long standing: no first-order discount (ADR 030) to race for as well.
		await db()
			.update(users)
			.set({ createdAt: new Date('2026-01-01T00:00:00Z') })
			.where(eq(users.phone, '+6581110000'));
		const { guest_id: _, ...body } = orderFor(item, 0);
		const answers = await Promise.all(
			Array.from({ length: 5 }, (_, i) =>
				place(
					{ ...body, coupon_code: 'RACE-ONCE' },
					{ Authorization: `Bearer ${token}`, 'Idempotency-Key': `coupon-race-${i}` },
				),
			),
		);
		expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
		for (const refused of answers.filter((a) => a.status !== 200))
			expect([refused.status, refused.body]).toEqual([
				406,
				{ errors: [{ code: 'coupon', message: 'Coupon usage limit is over' }] },
			]);
		const [used] = await db()
			.select({ n: count() })
			.from(orders)
			.where(eq(orders.couponCode, 'RACE-ONCE'));
		expect(used?.n).toBe(1);
	}, 120_000);

	test('20 copies of one request with one Idempotency-Key make one order', async () => {
		const item = await pickItem();
		await db().update(items).set({ stock: 100 }).where(eq(items.id, item.id));
		const [guest = 0] = await newGuests(1, 8_000_000);
		const headers = { 'Idempotency-Key': `race-${guest}` };
		const answers = await Promise.all(
			Array.from({ length: 20 }, () => place(orderFor(item, guest), headers)),
		);
		expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
		expect(new Set(answers.map((a) => a.body.order_id)).size).toBe(1);
		const [left] = await db()
			.select({ stock: items.stock })
			.from(items)
			.where(eq(items.id, item.id));
		expect(left?.stock).toBe(99);
	}, 120_000);
});
