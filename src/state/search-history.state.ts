import { persistentAtom } from '@nanostores/persistent';
import { jsonCodec } from './codec';

/** spec §9: search history 5. */
export const SEARCH_HISTORY_SIZE = 5;

const isHistory = (v: unknown): v is string[] =>
	Array.isArray(v) && v.every((t) => typeof t === 'string');

/** localStorage `search-history`: the shopper's last searched terms, newest first, unique. */
export const $searchHistory = persistentAtom<string[]>(
	'search-history',
	[],
	jsonCodec<string[]>([], isHistory),
);

/** Remembers a submitted term (spec §5: empty text is ignored; unique; the last 5 kept). */
export function rememberSearch(term: string): void {
	const text = term.trim();
	if (!text) return;
	const rest = $searchHistory.get().filter((t) => t.toLowerCase() !== text.toLowerCase());
	$searchHistory.set([text, ...rest].slice(0, SEARCH_HISTORY_SIZE));
}

export function clearSearchHistory(): void {
	$searchHistory.set([]);
}
