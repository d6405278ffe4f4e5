import { expect, test } from 'vitest';
import { apiQuery, appliedChips, parseSearchState, searchQuery, withChange } from './search-params';

const parse = (q: string) => parseSearchState(new URLSearchParams(q));

test('reads the URL, with defaults for anything malformed, and writes it back the same', () => {
	const state = parse(
		'data_type=searched&search=laksa&module_id=1&tab=stores&sort=rating&veg=veg&rating=4&min_price=5&max_price=40&discounted=1&category_ids=3,3,x,4&page=2',
	);
	expect(state).toMatchObject({
		term: 'laksa',
		moduleId: 1,
		tab: 'stores',
		sort: 'rating',
		veg: 'veg',
		rating: 4,
		minPrice: 5,
		maxPrice: 40,
		discounted: true,
		categoryIds: [3, 4],
		page: 2,
	});
	expect(parseSearchState(searchQuery(state))).toEqual(state);
	expect(parse('search=a&sort=bogus&rating=9&min_price=50&max_price=50&page=-3')).toMatchObject({
		sort: 'relevance',
		rating: null,
		minPrice: 0,
		maxPrice: 20000,
		page: 1,
	});
});

test('a change starts at page 1; chips leave the price out and remove one filter each', () => {
	const state = parse('search=kopi&page=3&min_price=10&free_delivery=1&brand_ids=7');
	expect(withChange(state, { openNow: true }).page).toBe(1);
	const chips = appliedChips(state);
	expect(chips.map((c) => c.key)).toEqual(['free_delivery', 'brand:7']);
	expect(withChange(state, chips[1]?.change ?? {}).brandIds).toEqual([]);
});

test('the API query of a tab: stores take no price or brand', () => {
	const state = parse('search=kopi&min_price=10&brand_ids=7&open_now=1');
	expect(apiQuery(state, 2)).toMatchObject({
		list_type: 'item',
		offset: '2',
		limit: '12',
		min_price: '10',
		max_price: '20000',
		brand_ids: '[7]',
		filter: 'currently_open',
	});
	const stores = apiQuery({ ...state, tab: 'stores' }, 1);
	expect(stores).not.toHaveProperty('min_price');
	expect(stores).not.toHaveProperty('brand_ids');
});
