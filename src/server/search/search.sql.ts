import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { swappedWords, wordStem } from './search-words';

/**
 * The SQL of search (ADR 017): the store queries' per-row facts, and the rank keys and phrase
 * tests items share (items match through the catalogue's words instead: search-lexicon.ts,
 * ADR 046). `words` come from `searchWords()`: folded, letters and digits only, so they are safe
 * inside LIKE patterns and regular expressions. The columns are already folded (`search_fold()`,
 * generated columns). Fuzzy = word similarity at least `pg_trgm.word_similarity_threshold`, set
 * per connection in db/client.ts.
 */
export interface SearchColumns {
	/** Folded names in every language ("english | indonesian" for items). */
	name: AnyColumn | SQL;
	/** Folded descriptions, tags, category and brand names, matched by whole substrings only. */
	text?: AnyColumn | SQL;
}

/** Text words of fewer letters than this match too much to be looked up in descriptions. */
const MIN_TEXT_WORD = 3;

/**
 * The values one word's tests compare with: strings (inlined as parameters, per call) or
 * `sql.placeholder()`s (a statement prepared once per shape, search-statements.ts). `swaps` and
 * `text` are part of the statement's shape: null when the word has no swap or is too short to be
 * looked up in the text.
 */
export interface WordValues {
	/** The folded word (`word <% name`, `word_similarity(word, name)`). */
	word: unknown;
	/** `%stem%`. */
	contains: unknown;
	/** `(^|[^[:alnum:]])(swap|swap…)`, or null when the stem has no swap. */
	swaps: unknown;
	/** `(^|[^[:alnum:]])stem`. */
	prefix: unknown;
	/** `%stem%` for the text (words of MIN_TEXT_WORD letters or more), else null. */
	text: unknown;
}

/** A word's values as strings (see `WordValues`). */
export function wordValues(word: string): {
	word: string;
	contains: string;
	swaps: string | null;
	prefix: string;
	text: string | null;
} {
	const stem = wordStem(word);
	// A swap: two neighbouring letters swapped ("lmeak"), a name word starting with a swap of the stem.
	const swaps = swappedWords(word);
	return {
		word,
		contains: `%${stem}%`,
		swaps: swaps.length ? `(^|[^[:alnum:]])(${swaps.join('|')})` : null,
		// A word prefix: at the start of the name or after a non-letter ("nasi lemak | …", "7-up").
		prefix: `(^|[^[:alnum:]])${stem}`,
		text: word.length >= MIN_TEXT_WORD ? `%${stem}%` : null,
	};
}

/** What one word tells about a row; `near` and `similarity` are made of the others. */
interface WordFacts {
	/** The name contains the word's stem. */
	inName: SQL;
	/** Word similarity at least the threshold (`<%`). */
	fuzzy: SQL;
	/** A name word starts with the stem, two neighbouring letters swapped. */
	swapped: SQL;
	/** The text contains the stem (words of MIN_TEXT_WORD letters or more), else null. */
	inText: SQL | null;
	/** A name word starts with the stem. */
	prefix: SQL;
	/** `word_similarity(word, name)`. */
	similarity: SQL;
}

function factsOf(v: WordValues, columns: SearchColumns): WordFacts {
	const name = columns.name;
	return {
		inName: sql`${name} like ${v.contains}`,
		// What `word <% name` answers, nine times cheaper per row (pg_trgm's `<%` takes a slower
		// "check only" path: about 67 µs on an item name against 7.5 µs, ADR 046). The stores
		// are read whole (51 rows), so no index needs the operator form.
		fuzzy: sql`word_similarity(${v.word}, ${name}) >= current_setting('pg_trgm.word_similarity_threshold')::float8`,
		swapped: v.swaps === null ? sql`false` : sql`${name} ~ ${v.swaps}`,
		inText: columns.text && v.text !== null ? sql`${columns.text} like ${v.text}` : null,
		prefix: sql`${name} ~ ${v.prefix}`,
		similarity: sql`word_similarity(${v.word}, ${name})`,
	};
}

function wordFacts(word: string, columns: SearchColumns): WordFacts {
	return factsOf(wordValues(word), columns);
}

function wordTests(facts: WordFacts) {
	// In name, fuzzy or swapped: the word is (nearly) in the name.
	const near = sql`${facts.inName} or ${facts.fuzzy} or ${facts.swapped}`;
	// A swap is as close as a one-letter typo: 0.8 unless the trigrams say closer.
	const similarity = sql`greatest(${facts.similarity}, case when ${facts.swapped} then 0.8 else 0 end)`;
	return { ...facts, near, similarity };
}

/**
 * Rows matching any word, in the name (exactly, within the fuzzy threshold, or with two
 * neighbouring letters swapped) or the text.
 */
export function searchMatch(words: string[], columns: SearchColumns): SQL {
	return searchMatchOf(words.map(wordValues), columns);
}

/** `searchMatch` of each word's values (strings or placeholders). */
export function searchMatchOf(values: WordValues[], columns: SearchColumns): SQL {
	// Cheap tests first: a row that contains the word skips the trigram and regex work.
	const any = values.map((v) => {
		const t = factsOf(v, columns);
		const tests = [t.inName, ...(t.inText ? [t.inText] : []), t.swapped, t.fuzzy];
		return sql`(${sql.join(tests, sql` or `)})`;
	});
	return sql`(${sql.join(any, sql` or `)})`;
}

const count = (tests: SQL[]) =>
	sql`(${sql.join(
		tests.map((t) => sql`(${t})::int`),
		sql` + `,
	)})`;

/** What the whole phrase tells about a row: the whole name, or the name starts with it. */
export interface PhraseFacts {
	whole: SQL;
	starts: SQL;
}

/** The values the phrase's tests compare with (strings or placeholders). */
export interface PhraseValues {
	phrase: unknown;
	/** `phrase |%`, `%| phrase`, `phrase%`, `%| phrase%`. */
	firstName: unknown;
	secondName: unknown;
	startsFirst: unknown;
	startsSecond: unknown;
}

export function phraseValues(words: string[]): PhraseValues {
	const phrase = words.join(' ');
	return {
		phrase,
		firstName: `${phrase} |%`,
		secondName: `%| ${phrase}`,
		startsFirst: `${phrase}%`,
		startsSecond: `%| ${phrase}%`,
	};
}

export function phraseFactsOf(v: PhraseValues, name: AnyColumn | SQL): PhraseFacts {
	return {
		whole: sql`${name} = ${v.phrase} or ${name} like ${v.firstName} or ${name} like ${v.secondName}`,
		starts: sql`${name} like ${v.startsFirst} or ${name} like ${v.startsSecond}`,
	};
}

function phraseFacts(words: string[], columns: SearchColumns): PhraseFacts {
	return phraseFactsOf(phraseValues(words), columns.name);
}

/** The rank keys (see `searchRank`) made of the facts of each word and of the phrase. */
function rankKeys(facts: WordFacts[], phrase: PhraseFacts): RankKey[] {
	const tests = facts.map(wordTests);
	const closeness = sql`round((${sql.join(
		tests.map((t) => t.similarity),
		sql` + `,
	)}) * 10 / ${tests.length})`;
	return rankKeysOf(tests, phrase, closeness);
}

/** What ranks one word of a row: near the name, in the name, a name word prefix, in the text. */
export interface RankFacts {
	near: SQL;
	inName: SQL;
	prefix: SQL;
	inText: SQL | null;
}

/** ADR 017's keys 1–4 of each word's facts, the phrase's and a closeness key (higher is closer). */
export function rankKeysOf(tests: RankFacts[], phrase: PhraseFacts, closeness: SQL): RankKey[] {
	const found = count(tests.map((t) => (t.inText ? sql`${t.near} or ${t.inText}` : t.near)));
	const all = tests.length;
	const shape = sql`(case
		when ${phrase.whole} then 0
		when ${phrase.starts} then 1
		when ${count(tests.map((t) => t.prefix))} = ${all} then 2
		when ${count(tests.map((t) => t.inName))} = ${all} then 3
		else 4 end)`;
	return [
		{ key: found, descending: true },
		{ key: count(tests.map((t) => t.near)), descending: true },
		{ key: shape, descending: false },
		{ key: closeness, descending: true },
	];
}

/** A sort key and its direction. */
export interface RankKey {
	key: SQL;
	descending: boolean;
}

/** `key desc` or `key asc`. */
export const orderOf = (k: RankKey): SQL => (k.descending ? sql`${k.key} desc` : sql`${k.key} asc`);

/**
 * The relevance keys, best first (ADR 017 table): words found (name or text), words found in the
 * name, how the name matches (0 the whole name, 1 starts with the phrase, 2 every word starts a
 * name word, 3 substrings, 4 fuzzy or swapped), closeness of the fuzzy match in tenths. Callers append
 * availability, popularity (and distance for stores) as the final tie-breakers.
 */
export function searchRank(words: string[], columns: SearchColumns): SQL[] {
	return rankKeys(
		words.map((w) => wordFacts(w, columns)),
		phraseFacts(words, columns),
	).map(orderOf);
}

/** `searchRank`'s keys of each word's values and the phrase's (strings or placeholders). */
export function searchRankKeysOf(
	values: WordValues[],
	phrase: PhraseValues,
	columns: SearchColumns,
): RankKey[] {
	return rankKeys(
		values.map((v) => factsOf(v, columns)),
		phraseFactsOf(phrase, columns.name),
	);
}
