// EXPLAIN (ANALYZE, BUFFERS) of the item reads an API list and details send, on a PGlite data
// directory (a copy of a seeded one: `DATA_DIR=/tmp/x npx tsx scripts/dev/explain-item-reads.ts`).
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle } from 'drizzle-orm/pglite';
import { itemPageQuery } from '../../src/server/catalog/items.repo';
import type { Database } from '../../src/server/db/database';
import * as schema from '../../src/server/db/schema';

const client0 = await PGlite.create({
	dataDir: process.env.DATA_DIR ?? 'data/pglite',
	extensions: { btree_gin, pg_trgm, unaccent },
});
const db = drizzle({ client: client0, schema, casing: 'snake_case' }) as unknown as Database;
const handle = { close: () => client0.close() };
const q = {
	moduleId: Number(process.env.MODULE ?? 2),
	zoneIds: [1, 2, 3, 4, 5],
	today: '2026-11-26',
};
const query = itemPageQuery(db, q, (process.env.SORT ?? 'popular') as never, {
	limit: 12,
	skip: 0,
});
const { sql, params } = query.toSQL();
process.stdout.write(`${sql}\n${JSON.stringify(params)}\n`);
const client = (
	db as unknown as {
		$client: { query: (t: string, p: unknown[]) => Promise<{ rows: Record<string, string>[] }> };
	}
).$client;
for (let i = 0; i < 3; i++) {
	const r = await client.query(`explain (analyze, buffers) ${sql}`, params);
	if (i === 2) for (const row of r.rows) process.stdout.write(`${Object.values(row)[0]}\n`);
}
const t0 = performance.now();
for (let i = 0; i < 50; i++) await client.query(sql, params);
process.stdout.write(`plain query: ${((performance.now() - t0) / 50).toFixed(2)} ms\n`);
await handle.close();
