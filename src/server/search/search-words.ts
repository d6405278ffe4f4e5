/**
 * Search terms (ADR 017): what the shopper typed, cut to a bounded size and folded the way the
 * database folds names (`search_fold`: accents removed, lower case), split into words.
 */

/** Characters of a term that are read; the rest is ignored (spec §9 has no limit; ADR 017). */
export const MAX_TERM_CHARS = 100;
/** Words of a term that are matched; further words are ignored. */
export const MAX_WORDS = 8;
/** Characters of one word; longer words are cut (no catalogue word is longer). */
export const MAX_WORD_CHARS = 40;

/** Lower case, accents removed (é → e), compatibility forms unified (ﬁ → fi). */
export function foldText(text: string): string {
	return text
		.normalize('NFKD')
		.replace(/\p{M}+/gu, '')
		.toLowerCase();
}

/**
 * The words of a term: folded; apostrophes dropped ("kid's" → "kids"); anything that is not a
 * letter or digit separates words, so `%`, `_`, `\`, quotes, SQL and emoji are never matched as
 * such; one-letter words only when there is nothing longer; de-duplicated; at most MAX_WORDS.
 */
export function searchWords(term: string | null | undefined): string[] {
	if (!term) return [];
	const words = foldText(term.slice(0, MAX_TERM_CHARS))
		.replace(/['’`]/g, '')
		.split(/[^\p{L}\p{N}]+/u)
		.map((w) => w.slice(0, MAX_WORD_CHARS))
		.filter(Boolean);
	const long = words.filter((w) => w.length > 1);
	return [...new Set(long.length > 0 ? long : words)].slice(0, MAX_WORDS);
}

/** The stem a plural shares with its singular, for prefix matching: "tomatoes" → "tomato". */
export function wordStem(word: string): string {
	const stem = word.replace(/(ies|es|s)$/, '');
	return stem.length >= 3 ? stem : word;
}

/** Shortest word whose swapped neighbours are tried ("tae" → "tea"); shorter words have none. */
export const MIN_SWAP_WORD = 3;

/**
 * The words a shopper meant when two neighbouring letters came out swapped ("lmeak" → "lemak",
 * "chikcen" → "chicken", "paracetmaol" → "paracetamol"): every adjacent transposition of the
 * word's stem, without the stem itself. Trigram similarity misses these (a swap breaks three
 * trigrams), so search matches them as word prefixes (ADR 017).
 */
export function swappedWords(word: string): string[] {
	const stem = wordStem(word);
	if (stem.length < MIN_SWAP_WORD) return [];
	const out = new Set<string>();
	for (let i = 0; i < stem.length - 1; i++) {
		if (stem[i] === stem[i + 1]) continue;
		out.add(stem.slice(0, i) + stem[i + 1] + stem[i] + stem.slice(i + 2));
	}
	return [...out];
}
