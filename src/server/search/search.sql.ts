import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { swappedWords, wordStem } from './search-words';

/**
 * The SQL of search (ADR 017), shared by the item and store queries. `words` come from
 * `searchWords()`: folded, letters and digits only, so they are safe inside LIKE patterns and
 * regular expressions. The columns are already folded (`search_fold()`, generated columns), and
 * every condition of the WHERE clause is one their GIN trigram indexes answer: `LIKE '%stem%'`
 * and `word <% text` (word similarity at least `pg_trgm.word_similarity_threshold`, set per
 * connection in db/client.ts).
 */
export interface SearchColumns {
	/** Folded names in every language ("english | indonesian" for items). */
	name: AnyColumn | SQL;
	/** Folded descriptions, tags, category and brand names, matched by whole substrings only. */
	text?: AnyColumn | SQL;
}

/** Text words of fewer letters than this match too much to be looked up in descriptions. */
const MIN_TEXT_WORD = 3;

function wordTests(word: string, columns: SearchColumns) {
	const name = columns.name;
	const stem = wordStem(word);
	const inName = sql`${name} like ${`%${stem}%`}`;
	const fuzzy = sql`${word} <% ${name}`;
	const inText =
		columns.text && word.length >= MIN_TEXT_WORD ? sql`${columns.text} like ${`%${stem}%`}` : null;
	// A word prefix: at the start of the name or after a non-letter ("nasi lemak | …", "7-up").
	const prefix = sql`${name} ~ ${`(^|[^[:alnum:]])${stem}`}`;
	// Two neighbouring letters swapped ("lmeak"): a name word starting with a swap of the stem.
	const swaps = swappedWords(word);
	const swapped = swaps.length
		? sql`${name} ~ ${`(^|[^[:alnum:]])(${swaps.join('|')})`}`
		: sql`false`;
	// In name, fuzzy or swapped: the word is (nearly) in the name.
	const near = sql`${inName} or ${fuzzy} or ${swapped}`;
	// A swap is as close as a one-letter typo: 0.8 unless the trigrams say closer.
	const similarity = sql`greatest(word_similarity(${word}, ${name}), case when ${swapped} then 0.8 else 0 end)`;
	return { inName, fuzzy, inText, prefix, near, similarity };
}

/**
 * Rows matching any word, in the name (exactly, within the fuzzy threshold, or with two
 * neighbouring letters swapped) or the text.
 */
export function searchMatch(words: string[], columns: SearchColumns): SQL {
	const any = words.map((w) => {
		const t = wordTests(w, columns);
		return t.inText ? sql`(${t.near} or ${t.inText})` : sql`(${t.near})`;
	});
	return sql`(${sql.join(any, sql` or `)})`;
}

const count = (tests: SQL[]) =>
	sql`(${sql.join(
		tests.map((t) => sql`(${t})::int`),
		sql` + `,
	)})`;

/**
 * The relevance keys, best first (ADR 017 table): words found (name or text), words found in the
 * name, how the name matches (0 the whole name, 1 starts with the phrase, 2 every word starts a
 * name word, 3 substrings, 4 fuzzy or swapped), closeness of the fuzzy match in tenths. Callers append
 * availability, popularity (and distance for stores) as the final tie-breakers.
 */
export function searchRank(words: string[], columns: SearchColumns): SQL[] {
	const tests = words.map((w) => wordTests(w, columns));
	const name = columns.name;
	const phrase = words.join(' ');
	const inNameOrFuzzy = tests.map((t) => t.near);
	const found = count(tests.map((t) => (t.inText ? sql`${t.near} or ${t.inText}` : t.near)));
	const all = words.length;
	const shape = sql`(case
		when ${name} = ${phrase} or ${name} like ${`${phrase} |%`} or ${name} like ${`%| ${phrase}`} then 0
		when ${name} like ${`${phrase}%`} or ${name} like ${`%| ${phrase}%`} then 1
		when ${count(tests.map((t) => t.prefix))} = ${all} then 2
		when ${count(tests.map((t) => t.inName))} = ${all} then 3
		else 4 end)`;
	const closeness = sql`round((${sql.join(
		tests.map((t) => t.similarity),
		sql` + `,
	)}) * 10 / ${all})`;
	return [
		sql`${found} desc`,
		sql`${count(inNameOrFuzzy)} desc`,
		sql`${shape} asc`,
		sql`${closeness} desc`,
	];
}
