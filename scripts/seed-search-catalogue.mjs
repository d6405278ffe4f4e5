// Grows the demo catalogue to a search benchmark's size (not part of the default demo): copies
// of the demo items under new names ("Spicy Chicken Rice", "Family Laksa"…) until the items table
// holds `--items` rows (50,000 by default), then ANALYZE (scripts/lib/grow-catalogue.mjs). The
// database must be migrated and seeded already (start the server once). Prints the plan of the
// search's WHERE clause for one misspelt word as search.sql.ts writes it; the whole statement's
// plan: `SEARCH_PLAN_ITEMS=50000 vitest run src/server/search/search-plan.api.test.ts`.
//   node scripts/seed-search-catalogue.mjs --url postgres://…      (PostgreSQL)
//   node scripts/seed-search-catalogue.mjs --pglite <DATA_DIR>/pglite   (server stopped)
import { parseArgs } from 'node:util';
import { openBenchDb } from './lib/bench-db.mjs';
import { growCatalogue } from './lib/grow-catalogue.mjs';

const { values } = parseArgs({
	options: { url: { type: 'string' }, pglite: { type: 'string' }, items: { type: 'string' } },
});
const db = await openBenchDb(values);
try {
	const { before, after } = await growCatalogue(db.query, Number(values.items ?? 50_000));
	console.log(`items: ${before} → ${after}`);
	// "chiken": its stem in the name, fuzzy (<%), a swap of two letters at a word start, or in the text.
	const plan = await db.query(
		`explain (analyze, costs off, timing off, summary off) select id from items
		where folded_name like '%chiken%' or 'chiken' <% folded_name
			or folded_name ~ '(^|[^[:alnum:]])(hciken|cihken|chkien|chiekn|chikne)'
			or folded_text like '%chiken%'`,
	);
	console.log('Plan of a search term\'s WHERE clause ("chiken"):');
	for (const row of plan) console.log(`  ${row['QUERY PLAN']}`);
} finally {
	await db.close();
}
