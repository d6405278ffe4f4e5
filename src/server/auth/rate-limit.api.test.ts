import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TEST_NOW, TEST_ORIGIN } from '~/testing/api';
import { createTestDb, testDriver } from '~/testing/test-db';
import { type DatabaseHandle, openPostgres } from '../db/client';
import { rateLimits } from '../db/schema';
import { type ApiApp, createApiApp } from '../http/app';
import { GUEST_TRACK_FAILURES_PER_ORDER, guestTrackGuard } from '../orders/views/guest-track';
import { countAttempt, pruneCounters, readCounters } from './rate-limit';
import { ATTEMPTS_PER_ADDRESS_ALL_ACCOUNTS, FAILURES_BEFORE_DELAY } from './sign-in-limits';

/**
 * Two API apps on one database stand for two server processes behind a balancer: every limit
 * counts the attempts of both (issue 12; shared/reference/scale-out-findings.md measured 2×).
 */
let first: DatabaseHandle;
let second: DatabaseHandle;
let apps: ApiApp[] = [];

beforeAll(async () => {
	first = await createTestDb();
	second = first;
	if (testDriver() === 'postgres') {
		// A pool of its own, as another process would have.
		const url = new URL(process.env.TEST_DATABASE_URL as string);
		const rows = await first.db.execute(sql`select current_database() as name`);
		const name = (rows as unknown as { rows: { name: string }[] }).rows[0]?.name;
		url.pathname = `/${name}`;
		second = openPostgres(url.toString(), 2);
	}
	apps = [first, second].map((handle) =>
		createApiApp({
			db: async () => handle.db,
			driver: () => handle.driver,
			corsOrigins: [],
			clock: () => TEST_NOW,
			cacheTtlMs: 0,
		}),
	);
}, 120_000);

afterAll(async () => {
	if (second && second !== first) await second.close();
	await first?.close();
});

let n = 0;
const login = (app: ApiApp, phone: string, address: string) =>
	app.fetch(
		new Request(`${TEST_ORIGIN}/api/v1/auth/login`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
			body: JSON.stringify({ phone, password: 'not-the-password' }),
		}),
	);
const phone = () => `+6581${String(++n).padStart(6, '0')}`;

describe('limits hold across processes', () => {
	test('password spraying from one address, alternating between two processes', async () => {
		const statuses: number[] = [];
		for (let i = 0; i <= ATTEMPTS_PER_ADDRESS_ALL_ACCOUNTS; i++)
			statuses.push((await login(apps[i % 2] as ApiApp, phone(), '198.51.100.1')).status);
		expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
		expect(statuses.at(-1)).toBe(429);
		expect((await login(apps[0] as ApiApp, phone(), '198.51.100.1')).status).toBe(429);
	}, 90_000);

	test('an account attacked through one process delays the attacker in the other', async () => {
		const victim = phone();
		for (let i = 0; i < FAILURES_BEFORE_DELAY; i++)
			expect((await login(apps[0] as ApiApp, victim, `198.51.100.${10 + i}`)).status).toBe(401);
		const next = await login(apps[1] as ApiApp, victim, '198.51.100.10');
		expect(next.status).toBe(429);
		expect(Number(next.headers.get('retry-after'))).toBeGreaterThan(0);
	}, 60_000);

	test('guest order tracking counts the failures of both processes', async () => {
		const order = 900_001;
		for (let i = 0; i < GUEST_TRACK_FAILURES_PER_ORDER; i++)
			await guestTrackGuard.failed((i % 2 ? second : first).db, `203.0.113.${i}`, order, TEST_NOW);
		expect(await guestTrackGuard.blockedFor(second.db, '203.0.113.99', order, TEST_NOW)).toBe(600);
		expect(await guestTrackGuard.blockedFor(first.db, '203.0.113.99', order + 1, TEST_NOW)).toBe(0);
	});
});

describe('the counter table', () => {
	test('one row per key and window; a new window starts from one; old windows are pruned', async () => {
		const { db } = first;
		const at = (minutes: number) => new Date(TEST_NOW.getTime() + minutes * 60_000);
		const windowMs = 10 * 60_000;
		await countAttempt(db, ['test|k'], at(0), windowMs);
		const twice = await countAttempt(db, ['test|k'], at(1), windowMs);
		expect(twice.get('test|k')?.count).toBe(2);
		const fresh = await countAttempt(db, ['test|k'], at(11), windowMs);
		expect(fresh.get('test|k')?.count).toBe(1);
		expect((await readCounters(db, ['test|k'], at(22))).size).toBe(0);
		await countAttempt(db, ['test|old'], at(-200), windowMs);
		await pruneCounters(db, at(0));
		const keys = (await db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
		expect(keys).toContain('test|k');
		expect(keys).not.toContain('test|old');
	});
});
