import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDb, testDriver } from '~/testing/test-db';
import type { DatabaseHandle } from './client';
import { preparedRead } from './prepared';
import { withQueryTally } from './query-count';
import { modules } from './schema';

// ADR 039: the hot reads are prepared once per database (per connection on PostgreSQL). On
// PGlite values travel as quoted literals of EXECUTE: any text must come back as it went.
let handle: DatabaseHandle;
beforeAll(async () => {
	handle = await createTestDb();
}, 180_000);
afterAll(() => handle?.close());

const echo = preparedRead('test_echo', (db) =>
	db
		.select({
			text: sql<string>`${sql.placeholder('text')}::text`,
			ids: sql<number[]>`${sql.placeholder('ids')}::int[]`,
			n: sql<number>`${sql.placeholder('n')}::int`,
		})
		.from(modules)
		.where(eq(modules.id, 1)),
);

describe('prepared reads', () => {
	test.each([
		"it's",
		"''; drop table modules; --",
		'back\\slash \\x27',
		'%_ "quoted" $1 :name',
		'Café 🍜 ñasi lemak',
		'',
	])('a value comes back as sent: %s', async (text) => {
		const [row] = await echo(handle.db, { text, ids: [3, 1, 2], n: 42 });
		expect(row).toEqual({ text, ids: [3, 1, 2], n: 42 });
	});

	test('each call counts as one query, as other reads do', async () => {
		const queries = await withQueryTally(async (tally) => {
			await echo(handle.db, { text: 'a', ids: [], n: 1 });
			await echo(handle.db, { text: 'b', ids: [1], n: 2 });
			return tally.queries;
		});
		expect(queries).toBe(2);
	});

	test('the statement is prepared in the database session, once', async () => {
		await echo(handle.db, { text: 'x', ids: [1], n: 1 });
		const result = (await handle.db.execute(
			sql`select name from pg_prepared_statements where name = 'test_echo'`,
		)) as unknown as { rows: unknown[] };
		// On PostgreSQL the pool may hand this read another connection than the one that prepared.
		if (testDriver() === 'pglite') expect(result.rows).toEqual([{ name: 'test_echo' }]);
		else expect(result.rows.length).toBeLessThanOrEqual(1);
	});

	test('a NUL in a value is refused, not sent', async () => {
		if (testDriver() !== 'pglite') return;
		const error = await echo(handle.db, { text: 'a\0b', ids: [], n: 1 }).catch((e: Error) => e);
		expect(String((error as Error).cause)).toMatch(/cannot contain NUL/);
	});
});
