import { asc, count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDb } from '~/testing/test-db';
import type { DatabaseHandle } from '../client';
import { businessSettings, moduleZones, modules, translations, zones } from '../schema';
import { MODULE_TYPES } from '~/config/modules';
import { seed } from './seed';

let handle: DatabaseHandle;
beforeAll(async () => {
	handle = await createTestDb();
}, 60_000);
afterAll(() => handle.close());

describe('seed', () => {
	test('creates one module of each of the five types', async () => {
		const rows = await handle.db.select({ type: modules.moduleType }).from(modules);
		expect(rows.map((r) => r.type).sort()).toEqual([...MODULE_TYPES].sort());
	});

	test('creates several zones around the city, one of them switched off', async () => {
		const rows = await handle.db
			.select({ name: zones.name, status: zones.status })
			.from(zones)
			.orderBy(asc(zones.id));
		expect(rows.length).toBeGreaterThan(1);
		expect(rows.filter((z) => z.status === 0).map((z) => z.name)).toEqual(['sentosa']);
	});

	test('runs once: a second call changes nothing', async () => {
		const tables = [businessSettings, zones, modules, moduleZones, translations] as const;
		const before = await Promise.all(tables.map((t) => handle.db.select({ n: count() }).from(t)));
		expect(await seed(handle.db)).toBe(false);
		const after = await Promise.all(tables.map((t) => handle.db.select({ n: count() }).from(t)));
		expect(after).toEqual(before);
	});

	test('is deterministic: ids and timestamps do not depend on when it ran', async () => {
		const rows = await handle.db
			.select({ id: modules.id, slug: modules.slug, createdAt: modules.createdAt })
			.from(modules)
			.orderBy(asc(modules.id));
		expect(rows.map((r) => [r.id, r.slug, r.createdAt.toISOString()])).toEqual([
			[1, 'food', '2026-01-05T08:00:00.000Z'],
			[2, 'grocery', '2026-01-06T08:00:00.000Z'],
			[3, 'pharmacy', '2026-01-07T08:00:00.000Z'],
			[4, 'shop', '2026-01-08T08:00:00.000Z'],
			[5, 'parcel', '2026-01-09T08:00:00.000Z'],
		]);
	});
});
