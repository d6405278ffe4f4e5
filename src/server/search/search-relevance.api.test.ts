import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { catalogHeaders, getJson, type MODULE_ID, setupApi } from '~/testing/api';
import { brands, items } from '../db/schema';
import table from './relevance-table.json';
import { foldText } from './search-words';

// The relevance table of ADR 017: each query with the first result a shopper means. Precision@1
// (the share whose first result is the expected one) must stay at or above 95%.

interface Row {
	module: keyof typeof MODULE_ID;
	term: string;
	expect: string;
	kind?: 'item' | 'store' | 'brand';
	locale?: 'en' | 'id';
}

const api = setupApi();
const rows = table as Row[];

async function firstResult(row: Row): Promise<string> {
	const headers = catalogHeaders(row.module, { 'X-localization': row.locale ?? 'en' });
	const term = encodeURIComponent(row.term);
	if (row.kind === 'store') {
		const page = await getJson(api, `/stores/search?name=${term}&limit=1`, headers);
		return page.stores[0]?.name ?? '';
	}
	const page = await getJson(api, `/items/search?name=${term}&limit=1`, headers);
	const first = page.products[0];
	if (!first) return '';
	if (row.kind !== 'brand') return first.name;
	const [brand] = await api
		.handle()
		.db.select({ name: brands.name })
		.from(items)
		.innerJoin(brands, eq(brands.id, items.brandId))
		.where(eq(items.id, first.id));
	return brand?.name ?? '';
}

test(`relevance table: Precision@1 of ${rows.length} queries is at least 95%`, async () => {
	expect(rows.length).toBeGreaterThanOrEqual(60);
	const misses: string[] = [];
	for (const row of rows) {
		const first = await firstResult(row);
		if (!foldText(first).includes(foldText(row.expect)))
			misses.push(`${row.module} "${row.term}" → "${first}" (expected "${row.expect}")`);
	}
	const precision = (rows.length - misses.length) / rows.length;
	// The figure the issue asks for, printed with the run (the server's code never logs to console).
	process.stdout.write(
		`search relevance (${api.handle().driver}): Precision@1 = ${(precision * 100).toFixed(1)}% ` +
			`(${rows.length - misses.length}/${rows.length})${misses.length ? `\n  misses:\n  ${misses.join('\n  ')}` : ''}\n`,
	);
	expect(precision).toBeGreaterThanOrEqual(0.95);
}, 120_000);
