import { describe, expect, test } from 'vitest';
import { catalogHeaders, getJson, type MODULE_ID, setupApi } from '~/testing/api';
import { foldText, swappedWords } from './search-words';

// ADR 017: two neighbouring letters typed the wrong way round find the word the shopper meant.
// Trigram similarity alone misses most of these (a swap changes three trigrams of the word).

const api = setupApi();

type Module = keyof typeof MODULE_ID;

async function firstItem(module: Module, term: string, locale: 'en' | 'id' = 'en') {
	const headers = catalogHeaders(module, { 'X-localization': locale });
	const page = await getJson(
		api,
		`/items/search?name=${encodeURIComponent(term)}&limit=1`,
		headers,
	);
	return (page.products[0]?.name as string | undefined) ?? '';
}

describe('swapped letters (ADR 017)', () => {
	test('swappedWords: every neighbouring swap of the stem, never the word itself', () => {
		expect(swappedWords('lmeak')).toEqual(['mleak', 'lemak', 'lmaek', 'lmeka']);
		expect(swappedWords('tae')).toEqual(['ate', 'tea']);
		expect(swappedWords('as')).toEqual([]);
		expect(swappedWords('coffee')).not.toContain('coffee');
	});

	test.each<[Module, string, string, ('en' | 'id')?]>([
		['food', 'nasi lmeak', 'nasi lemak'],
		['food', 'chikcen rice', 'chicken rice'],
		['food', 'lkasa', 'laksa'],
		['food', 'satya', 'satay'],
		['food', 'buttre chicken', 'butter chicken'],
		['food', 'kaya toats', 'kaya toast'],
		['food', 'gyzoa', 'gyoza'],
		['food', 'raemn', 'ramen'],
		['food', 'sate aaym', 'sate ayam', 'id'],
		['pharmacy', 'paracetmaol', 'paracetamol'],
		['pharmacy', 'amoxicillni', 'amoxicillin'],
		['pharmacy', 'cough syrpu', 'cough syrup'],
		['pharmacy', 'thremometer', 'thermometer'],
		['grocery', 'bnaana', 'banana'],
		['grocery', 'olvie oil', 'olive oil'],
		['grocery', 'fresh mlik', 'fresh milk'],
		['ecommerce', 'keybaord', 'keyboard'],
		['ecommerce', 'backpakc', 'backpack'],
		['ecommerce', 'umbrlela', 'umbrella'],
	])('%s: "%s" finds %s first', async (module, term, meant, locale) => {
		expect(foldText(await firstItem(module, term, locale))).toContain(meant);
	});

	test('a rightly spelt word still ranks its own matches before swapped ones', async () => {
		expect(foldText(await firstItem('food', 'tea'))).toContain('tea');
	});
});
