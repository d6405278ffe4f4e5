import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { memoized, UNTIL_CHANGED } from '../db/memo';
import { type PhraseFacts, type RankKey, rankKeysOf, wordValues } from './search.sql';
import { swappedWords, wordStem } from './search-words';

/**
 * Item search through the catalogue's words (ADR 046, the pg_trgm documentation's "similar
 * words" technique): each word of a term is corrected once against `search_words` (a few
 * thousand short words, trigram index; `search_word_sets()` in migration `search_words_sql`),
 * and items are then matched and ranked by their exact name words (`items.name_words`, GIN):
 * array overlaps of a few microseconds a row instead of `word <% name` (about 70 µs on an item's
 * name) and `word_similarity(word, name)` (about 8 µs) on every candidate.
 *
 * The facts of ADR 017 per word, on name words: near = a name word contains the stem, is within
 * the word-similarity threshold, or starts with a swap of two neighbouring letters; in name = a
 * name word contains the stem; prefix = a name word starts with it; closeness = the best
 * word similarity of a name word in tenths (0.8 for a swap).
 */

/** The catalogue words one term word stands for (`search_word_sets()`). */
export interface WordSets {
	near: string[];
	inName: string[];
	starts: string[];
	/** Near words by closeness: tenths[0] those of 10 tenths, … tenths[9] those of 1. */
	tenths: string[][];
}

/** Closeness tenths a word set distinguishes: 10 down to 1. */
export const TENTHS = [10, 9, 8, 7, 6, 5, 4, 3, 2, 1] as const;

interface SetsRow {
	i: number;
	near: string[];
	in_name: string[];
	starts: string[];
	[tenth: `t${number}`]: string[];
}

/**
 * The word sets of each word: from the catalogue cache (ADR 027: dropped in every process when
 * items change, which is when the lexicon can change), the missing words in one statement.
 */
export function lookupWordSets(db: Database, words: string[]): Promise<WordSets[]> {
	const missing: string[] = [];
	let batch: Promise<WordSets[]> | null = null;
	return Promise.all(
		words.map((word) =>
			// The cache calls the loader at once on a miss: every missing word joins the batch
			// before it runs (a microtask later).
			memoized(db, `search-word-sets:${word}`, UNTIL_CHANGED, () => {
				const k = missing.push(word) - 1;
				batch ??= Promise.resolve().then(() => querySets(db, missing));
				return batch.then((sets) => sets[k] as WordSets);
			}),
		),
	);
}

async function querySets(db: Database, words: string[]): Promise<WordSets[]> {
	const calls = words.map((w, i) => {
		const swaps = sql.param(swappedWords(w));
		return sql`select ${i}::int as i, * from search_word_sets(${w}::text, ${wordStem(w)}::text, ${swaps}::text[])`;
	});
	const result = (await db.execute(sql.join(calls, sql` union all `))) as unknown as {
		rows: SetsRow[];
	};
	const out: WordSets[] = [];
	for (const r of result.rows)
		out[Number(r.i)] = {
			near: r.near,
			inName: r.in_name,
			starts: r.starts,
			tenths: TENTHS.map((t) => r[`t${t}`] ?? []),
		};
	return out;
}

/**
 * Words that never match an item alone (ADR 049), in English and Indonesian: joining words a
 * shopper types between the words that matter ("fish and chips", "nasi dengan ayam"). They are
 * not looked up in the text (where "and" is in most descriptions) and an item that has only them
 * is no match; they still count for the rank where the name has them ("Fish and Chips" first).
 * A term of stop words only matches by them.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
	// English
	'a',
	'an',
	'and',
	'at',
	'by',
	'for',
	'in',
	'of',
	'on',
	'or',
	'the',
	'to',
	'with',
	// Indonesian
	'dan',
	'atau',
	'dengan',
	'di',
	'ke',
	'dari',
	'yang',
	'untuk',
	'pakai',
]);

/** `%stem%` for the text, or null: words too short to be looked up there, and stop words. */
export function textPattern(word: string): string | null {
	return STOP_WORDS.has(word) ? null : wordValues(word).text;
}

/** One word's values for the item facts: arrays (strings) or `sql.placeholder()`s. */
export interface LexiconValues {
	near: unknown;
	inName: unknown;
	starts: unknown;
	tenths: unknown[];
	/** `%stem%` for the text, or null (words too short to be looked up in the text, stop words). */
	text: unknown;
	/** A stop word: no match by it alone. */
	stop: boolean;
}

/** A word's values as arrays (each one bound parameter) and strings. */
export function lexiconValues(word: string, sets: WordSets): LexiconValues {
	return {
		near: sql.param(sets.near),
		inName: sql.param(sets.inName),
		starts: sql.param(sets.starts),
		tenths: sets.tenths.map((set) => sql.param(set)),
		text: textPattern(word),
		stop: STOP_WORDS.has(word),
	};
}

export interface LexiconColumns {
	/** `items.name_words`. */
	words: AnyColumn | SQL;
	/** Folded text (descriptions, tags…), matched by substrings. */
	text: AnyColumn | SQL;
}

const overlap = (words: AnyColumn | SQL, set: unknown) => sql`${words} && ${set}::text[]`;

/** What one word tells about an item (each a cheap array overlap or a LIKE). */
function factsOf(v: LexiconValues, c: LexiconColumns) {
	const cases = v.tenths.map(
		(set, k) => sql`when ${overlap(c.words, set)} then ${sql.raw(String(TENTHS[k]))}`,
	);
	return {
		near: overlap(c.words, v.near),
		inName: overlap(c.words, v.inName),
		prefix: overlap(c.words, v.starts),
		inText: v.text === null ? null : sql`${c.text} like ${v.text}`,
		closeness: sql`(case ${sql.join(cases, sql` `)} else 0 end)`,
	};
}

/** One word found in an item: a name word near it, or its stem in the text (rank key 1). */
function foundOf(v: LexiconValues, c: LexiconColumns): SQL {
	const f = factsOf(v, c);
	return f.inText ? sql`(${f.near} or ${f.inText})` : f.near;
}

/**
 * Items that have a word near one of the term's words, or its stem in their text; stop words
 * only when the term has nothing else.
 */
export function lexiconMatch(values: LexiconValues[], c: LexiconColumns): SQL {
	const matching = values.some((v) => !v.stop) ? values.filter((v) => !v.stop) : values;
	return sql`(${sql.join(
		matching.map((v) => foundOf(v, c)),
		sql` or `,
	)})`;
}

/**
 * Items that have every word of the term (rank key 1 at its best): the first page of a term
 * of several words usually comes from these alone (ADR 049). A subset of `lexiconMatch`.
 */
export function lexiconMatchAll(values: LexiconValues[], c: LexiconColumns): SQL {
	return sql`(${sql.join(
		values.map((v) => foundOf(v, c)),
		sql` and `,
	)})`;
}

/**
 * Each fact once per matching row, as columns of a subquery (`s{i}_near`, …, `s_whole`,
 * `s_starts`), for `lexiconRankFrom`.
 */
export function lexiconFactColumns(
	values: LexiconValues[],
	phrase: PhraseFacts,
	c: LexiconColumns,
): Record<string, SQL.Aliased> {
	const out: Record<string, SQL.Aliased> = {};
	values.forEach((v, i) => {
		for (const [key, fact] of Object.entries(factsOf(v, c)))
			if (fact) out[`s${i}_${key}`] = sql`${fact}`.as(`s${i}_${key}`);
	});
	out.s_whole = sql`${phrase.whole}`.as('s_whole');
	out.s_starts = sql`${phrase.starts}`.as('s_starts');
	return out;
}

/** ADR 017's keys 1–4 made of the columns `lexiconFactColumns` selected. */
export function lexiconRankFrom(
	words: number,
	column: (key: string) => SQL | SQL.Aliased | AnyColumn | undefined,
): RankKey[] {
	const ref = (key: string) => {
		const col = column(key);
		return col === undefined ? null : sql`${col}`;
	};
	const need = (key: string) => ref(key) ?? sql`null`;
	const facts = Array.from({ length: words }, (_, i) => ({
		near: need(`s${i}_near`),
		inName: need(`s${i}_inName`),
		prefix: need(`s${i}_prefix`),
		inText: ref(`s${i}_inText`),
	}));
	const closeness = sql`(${sql.join(
		Array.from({ length: words }, (_, i) => need(`s${i}_closeness`)),
		sql` + `,
	)})`;
	return rankKeysOf(facts, { whole: need('s_whole'), starts: need('s_starts') }, closeness);
}
