import { beforeEach, expect, test } from 'vitest';
import { $searchHistory, clearSearchHistory, rememberSearch } from './search-history.state';

beforeEach(() => clearSearchHistory());

test('keeps unique terms, newest first, the last 5, and ignores empty text', () => {
	for (const t of ['laksa', 'kopi', ' ', 'Laksa', 'teh', 'roti', 'prata', 'satay'])
		rememberSearch(t);
	expect($searchHistory.get()).toEqual(['satay', 'prata', 'roti', 'teh', 'Laksa']);
	clearSearchHistory();
	expect($searchHistory.get()).toEqual([]);
});
