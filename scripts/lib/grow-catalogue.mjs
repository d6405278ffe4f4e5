// Grows a seeded catalogue to a search benchmark's size (not part of the default demo): copies of
// the demo items under new names ("Spicy Chicken Rice", "Family Laksa"…, English and Indonesian)
// until the items table holds `target` rows, then ANALYZE. Used by scripts/seed-search-catalogue.mjs
// and the search plan test (src/server/search/search-plan.api.test.ts).

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

/**
 * `query(text, params)` runs one statement and resolves with its rows (pg or PGlite). Returns
 * the item count before and after.
 */
export async function growCatalogue(query, target) {
	const [{ n: before }] = await query('select count(*)::int as n from items');
	const [{ cols }] =
		await query(`select string_agg(quote_ident(column_name), ', ' order by ordinal_position) as cols
		from information_schema.columns where table_schema = 'public' and table_name = 'items'
		and is_generated = 'NEVER' and column_name not in ('id', 'name', 'slug', 'search_name', 'order_count')`);
	let round = 0;
	let count = before;
	while (count < target && round < ADJECTIVES.length) {
		const [en, id] = ADJECTIVES[round];
		await query(
			`insert into items (name, slug, search_name, order_count, ${cols})
			select $1 || ' ' || name, slug || '--bench-' || $3, lower($1 || ' ' || split_part(search_name, ' | ', 1)
				|| ' | ' || $2 || ' ' || split_part(search_name, ' | ', 2)), floor(random() * 400)::int, ${cols}
			from items where slug not like '%--bench-%' order by id limit $4`,
			[en, id, `g${round}`, target - count],
		);
		[{ n: count }] = await query('select count(*)::int as n from items');
		round += 1;
	}
	await query('analyze');
	// The growth's GIN entries wait in pending lists every scan reads whole: merged, as after the
	// seed (db/client.ts; PGlite runs no VACUUM, ADR 049).
	await query(
		`select gin_clean_pending_list(c.oid) from pg_class c join pg_am a on a.oid = c.relam
		where a.amname = 'gin' and c.relnamespace = current_schema()::regnamespace`,
	);
	return { before, after: count };
}
