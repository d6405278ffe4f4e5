import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { testDriver } from '~/testing/test-db';
import { memoryBreakdown } from '../memory';
import { openPglite, openPostgres, prepareDatabase } from './client';
import { businessSettings, modules } from './schema';

describe.runIf(testDriver() === 'pglite')('the embedded database in DATA_DIR', () => {
	test('keeps its data when the server stops and starts again', async () => {
		const dir = mkdtempSync(path.join(tmpdir(), 'storefront-db-'));
		try {
			const first = await openPglite(dir);
			await prepareDatabase(first);
			await first.db
				.update(businessSettings)
				.set({ value: 'Kampung Mart Tampines' })
				.where(eq(businessSettings.key, 'business_name'));
			await first.close();

			const second = await openPglite(dir);
			await prepareDatabase(second); // migrations are recorded; the seed does not run again
			const [name] = await second.db
				.select({ value: businessSettings.value })
				.from(businessSettings)
				.where(eq(businessSettings.key, 'business_name'));
			const [modulesCount] = await second.db.select({ n: count() }).from(modules);
			await second.close();
			expect(name?.value).toBe('Kampung Mart Tampines');
			expect(modulesCount?.n).toBe(5);
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	}, 180_000); // migrating and seeding twice: ~25 s alone, far more on a busy machine

	test('runs with the shared buffers it is given, and reports its WebAssembly memory (ADR 040)', async () => {
		const handle = await openPglite(undefined, undefined, 16);
		try {
			const result = (await handle.db.execute(sql`show shared_buffers`)) as unknown as {
				rows: Array<{ shared_buffers: string }>;
			};
			expect(result.rows[0]?.shared_buffers).toBe('16MB');
			const wasm = memoryBreakdown().holders['pglite wasm'];
			expect(wasm?.bytes).toBeGreaterThanOrEqual(16 * 1024 * 1024);
		} finally {
			await handle.close();
		}
	}, 60_000);
});

describe.runIf(testDriver() === 'postgres')('a shared PostgreSQL database', () => {
	test('is migrated and seeded once when several servers start together', async () => {
		const url = process.env.TEST_DATABASE_URL as string;
		const { randomBytes } = await import('node:crypto');
		const pg = (await import('pg')).default;
		const name = `storefront_race_${randomBytes(4).toString('hex')}`;
		const admin = new pg.Client({ connectionString: url });
		await admin.connect();
		await admin.query(`create database ${name}`);
		const target = new URL(url);
		target.pathname = `/${name}`;
		const servers = [0, 1, 2].map(() => openPostgres(target.toString(), 2));
		try {
			await Promise.all(servers.map((s) => prepareDatabase(s)));
			const [first] = servers;
			const [row] = first ? await first.db.select({ n: count() }).from(modules) : [];
			expect(row?.n).toBe(5);
		} finally {
			await Promise.all(servers.map((s) => s.close()));
			await admin.query(`drop database if exists ${name} with (force)`);
			await admin.end();
		}
	}, 60_000);
});
