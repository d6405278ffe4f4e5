import { expect, test } from 'vitest';
import { localTime } from '~/lib/local-time';
import { setupApi, TEST_NOW } from '~/testing/api';
import { growCatalogue } from '../../../scripts/lib/grow-catalogue.mjs';
import { benchTerms } from '../../../scripts/lib/search-terms.mjs';
import { itemPageQuery } from '../catalog/items.repo';
import { lookupWordSets } from './search-lexicon';
import { searchWords } from './search-words';

// Search speed (ADR 017, issue 15): on a grown catalogue the item search statement reads whole
// only the rows of the page it answers, and what it costs in the database alone, term by term.
// The plans are printed: which index finds the matches (the module's, the trigram ones, or none
// for a small module) is the planner's choice by size. SEARCH_PLAN_ITEMS=50000 grows to the benchmark's 50,000 items (minutes).
const ITEMS = Number(process.env.SEARCH_PLAN_ITEMS ?? 3000);
/** Terms timed; every bench term with SEARCH_PLAN_TERMS=1200. */
const TERMS = Number(process.env.SEARCH_PLAN_TERMS ?? 100);
const PLAN_TERMS = ['chiken rice', 'nasi lmeak', 'paracetmol'];

const api = setupApi({ cacheTtlMs: 0 });

type Rows = Record<string, unknown>[];
interface RawClient {
	query(text: string, params?: unknown[]): Promise<{ rows: Rows }>;
}

test(`the search statement joins one page of rows (${ITEMS} items) and prints its plan and cost`, async () => {
	const { db, driver } = api.handle();
	const client = (db as unknown as { $client: RawClient }).$client;
	const run = async (text: string, params?: unknown[]) => (await client.query(text, params)).rows;
	const { after } = await growCatalogue(run, ITEMS);
	const now = localTime(TEST_NOW, 'Asia/Singapore');
	const statement = async (term: string, moduleId: number) => {
		const search = searchWords(term);
		const searchSets = await lookupWordSets(db, search);
		return itemPageQuery(
			db,
			{ moduleId, zoneIds: [1, 2, 3, 4, 5], today: now.date, now, search, searchSets },
			'relevance',
			{ limit: 12, skip: 0 },
		).toSQL();
	};

	for (const term of PLAN_TERMS) {
		const { sql, params } = await statement(term, term === 'paracetmol' ? 3 : 1);
		const plan = (await run(`explain (analyze, costs off) ${sql}`, params))
			.map((r) => String(r['QUERY PLAN']))
			.join('\n');
		process.stdout.write(`\nplan of "${term}" (${driver}, ${after} items):\n${plan}\n`);
		// Only the page's rows are read whole: one primary-key lookup per row of the page.
		if (term === 'chiken rice')
			expect(plan).toMatch(/Index Scan using items_pkey on items .*loops=12\b/);
	}

	const times: number[] = [];
	for (const { term, moduleId } of benchTerms(TERMS).slice(0, TERMS)) {
		const began = performance.now();
		const { sql, params } = await statement(term, moduleId);
		await run(sql, params);
		times.push(performance.now() - began);
	}
	times.sort((a, b) => a - b);
	const at = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? 0;
	process.stdout.write(
		`search statement (${driver}, ${after} items, ${times.length} terms, one at a time): ` +
			`p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms\n`,
	);
}, 600_000);
