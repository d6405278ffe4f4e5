// Grows the demo catalogue to a search benchmark's size (not part of the default demo): copies
// of the demo items under new names ("Spicy Chicken Rice", "Family Laksa"…) until the items table
// holds `--items` rows (50,000 by default), then ANALYZE. The database must be migrated and
// seeded already (start the server once). Prints the plan of the search's WHERE clause.
//   node scripts/seed-search-catalogue.mjs --url postgres://…      (PostgreSQL)
//   node scripts/seed-search-catalogue.mjs --pglite <DATA_DIR>/pglite   (server stopped)
import { parseArgs } from 'node:util';
import { openBenchDb } from './lib/bench-db.mjs';

const ADJECTIVES = [
	['Classic', 'Klasik'],
	['Spicy', 'Pedas'],
	['Family', 'Keluarga'],
	['Mini', 'Mini'],
	['Premium', 'Premium'],
	['Homestyle', 'Rumahan'],
	['Organic', 'Organik'],
	['Golden', 'Emas'],
	['Deluxe', 'Istimewa'],
	['Traditional', 'Tradisional'],
	['Smoky', 'Asap'],
	['Fresh', 'Segar'],
	['Crispy', 'Renyah'],
	['Signature', 'Khas'],
	['Value', 'Hemat'],
	['Party', 'Pesta'],
	['Healthy', 'Sehat'],
	['Double', 'Dobel'],
	['Royal', 'Kerajaan'],
	['Street', 'Jalanan'],
	['Island', 'Pulau'],
	['Sunday', 'Minggu'],
	['Midnight', 'Tengah Malam'],
	['Garden', 'Kebun'],
	['Harbour', 'Pelabuhan'],
	['Heritage', 'Warisan'],
	['Express', 'Ekspres'],
	['Tropical', 'Tropis'],
	['Rustic', 'Pedesaan'],
	['Urban', 'Kota'],
	['Velvet', 'Beludru'],
	['Wild', 'Liar'],
	['Zesty', 'Segar Asam'],
	['Mellow', 'Lembut'],
	['Bold', 'Berani'],
	['Sunny', 'Cerah'],
	['Misty', 'Berkabut'],
	['Little', 'Kecil'],
];

const { values } = parseArgs({
	options: { url: { type: 'string' }, pglite: { type: 'string' }, items: { type: 'string' } },
});
const target = Number(values.items ?? 50_000);
const db = await openBenchDb(values);
try {
	const [{ n: before }] = await db.query('select count(*)::int as n from items');
	const [{ cols }] =
		await db.query(`select string_agg(quote_ident(column_name), ', ' order by ordinal_position) as cols
		from information_schema.columns where table_schema = 'public' and table_name = 'items'
		and is_generated = 'NEVER' and column_name not in ('id', 'name', 'slug', 'search_name', 'order_count')`);
	let round = 0;
	let count = before;
	while (count < target && round < ADJECTIVES.length) {
		const [en, id] = ADJECTIVES[round];
		await db.query(
			`insert into items (name, slug, search_name, order_count, ${cols})
			select $1 || ' ' || name, slug || '--bench-' || $3, lower($1 || ' ' || split_part(search_name, ' | ', 1)
				|| ' | ' || $2 || ' ' || split_part(search_name, ' | ', 2)), floor(random() * 400)::int, ${cols}
			from items where slug not like '%--bench-%' order by id limit $4`,
			[en, id, `g${round}`, target - count],
		);
		[{ n: count }] = await db.query('select count(*)::int as n from items');
		round += 1;
	}
	await db.query('analyze items');
	console.log(`items: ${before} → ${count}`);
	const plan =
		await db.query(`explain (analyze, costs off, timing off, summary off) select id from items
		where folded_name like '%chiken%' or 'chiken' <% folded_name or folded_text like '%chiken%'`);
	console.log('Plan of a search term\'s WHERE clause ("chiken"):');
	for (const row of plan) console.log(`  ${row['QUERY PLAN']}`);
} finally {
	await db.close();
}
