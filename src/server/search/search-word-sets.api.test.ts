import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { setupApi } from '~/testing/api';
import { benchTerms } from '../../../scripts/lib/search-terms.mjs';
import { wordValues } from './search.sql';
import { searchWords, swappedWords, wordStem } from './search-words';

// ADR 050: `search_word_sets()` reads the lexicon through its indexes (trigram, text_pattern_ops)
// and takes the stem and the swapped-letter stems themselves. Its sets must stay exactly ADR 046's
// definition, written here as a plain query that tests every lexicon word with ADR 046's regular
// expressions, for the words of the benchmark's terms, on both engines.
const api = setupApi({ cacheTtlMs: 0 });

const TENTHS = [10, 9, 8, 7, 6, 5, 4, 3, 2, 1];

type Sets = Record<string, string[]>;

const sorted = (sets: Sets) =>
	Object.fromEntries(Object.entries(sets).map(([k, v]) => [k, [...v].sort()]));

async function reference(word: string): Promise<Sets> {
	const { db } = api.handle();
	const v = wordValues(word);
	const result = (await db.execute(sql`
		select l.word,
			l.word like ${v.contains}::text as in_name,
			l.word ~ ${v.prefix}::text as starts,
			round(10 * greatest(word_similarity(${v.word}::text, l.word),
				case when l.word ~ ${v.swaps}::text then 0.8 else 0 end))::int as tenths
		from search_words l
		where l.word like ${v.contains}::text or ${v.word}::text <% l.word or l.word ~ ${v.swaps}::text`)) as unknown as {
		rows: { word: string; in_name: boolean; starts: boolean; tenths: number }[];
	};
	const rows = result.rows;
	return {
		near: rows.map((r) => r.word),
		in_name: rows.filter((r) => r.in_name).map((r) => r.word),
		starts: rows.filter((r) => r.starts).map((r) => r.word),
		...Object.fromEntries(
			TENTHS.map((t) => [`t${t}`, rows.filter((r) => Number(r.tenths) === t).map((r) => r.word)]),
		),
	};
}

async function fromFunction(word: string): Promise<Sets> {
	const { db } = api.handle();
	const swaps = sql.param(swappedWords(word));
	const result = (await db.execute(
		sql`select * from search_word_sets(${word}::text, ${wordStem(word)}::text, ${swaps}::text[])`,
	)) as unknown as { rows: Sets[] };
	return result.rows[0] as Sets;
}

test('search_word_sets answers ADR 046 sets for the benchmark words, misspelt, swapped and short', async () => {
	const words = [
		...new Set([
			...benchTerms(400).flatMap((t) => searchWords(t.term)),
			// Short words (no trigram), a swap at the start, digits.
			...['a', 'ha', 'mi', 'tea', 'tae', 'lmeak', 'hciken', '7', '100'],
		]),
	];
	expect(words.length).toBeGreaterThan(150);
	let nonEmpty = 0;
	for (const word of words) {
		const expected = sorted(await reference(word));
		expect(sorted(await fromFunction(word)), word).toEqual(expected);
		if ((expected.near ?? []).length > 0) nonEmpty++;
	}
	// The comparison means something: most words find catalogue words.
	expect(nonEmpty).toBeGreaterThan(words.length / 2);
	// Two statements for each of some 330 words: 8 s on a quiet machine, far more while the whole
	// suite runs beside it.
}, 120_000);
