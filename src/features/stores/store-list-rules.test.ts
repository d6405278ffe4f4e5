import { describe, expect, test } from 'vitest';
import {
	categoryIdsFrom,
	deliveryFilterFrom,
	itemsWord,
	STORE_SORT,
	storesWord,
	storeTypeFrom,
} from './store-list-rules';

const url = (query: string) => new URL(`https://shop.example/store/popular${query}`);

describe('storeTypeFrom', () => {
	test.each([
		['', 'popular', 'popular'],
		['?type=all', 'popular', 'all'],
		['?type=newly_joined', 'popular', 'newly_joined'],
		['?type=top_rated', 'newly_joined', 'top_rated'],
		['?type=cheapest', 'newly_joined', 'newly_joined'],
	] as const)('%s with the list default %s → %s', (query, fallback, type) => {
		expect(storeTypeFrom(url(query), fallback)).toBe(type);
	});
});

describe('deliveryFilterFrom', () => {
	test.each([
		['', 'all'],
		['?filter=delivery', 'delivery'],
		['?filter=take_away', 'take_away'],
		['?filter=drone', 'all'],
	])('%s → %s', (query, filter) => {
		expect(deliveryFilterFrom(url(query))).toBe(filter);
	});
});

describe('STORE_SORT', () => {
	test('orders each tab as spec §4 says', () => {
		expect(STORE_SORT).toEqual({
			all: 'default',
			newly_joined: 'newly_joined',
			popular: 'popular',
			top_rated: 'top_rated',
		});
	});
});

describe('storesWord and itemsWord', () => {
	test.each([
		['food', 'restaurants', 'foods'],
		['grocery', 'stores', 'groceries'],
		['pharmacy', 'stores', 'medicines'],
		['ecommerce', 'stores', 'items'],
		[null, 'stores', 'items'],
	] as const)('%s calls them %s and %s', (moduleType, stores, items) => {
		expect(storesWord(moduleType)).toBe(stores);
		expect(itemsWord(moduleType)).toBe(items);
	});
});

describe('categoryIdsFrom', () => {
	test.each([
		['', []],
		['?category=3', [3]],
		['?category=3&category=8&category=3', [3, 8]],
		['?category=0&category=-2&category=x&category=1e3', []],
		[
			`?${Array.from({ length: 30 }, (_, i) => `category=${i + 1}`).join('&')}`,
			Array.from({ length: 20 }, (_, i) => i + 1),
		],
	])('%s → %j', (query, ids) => {
		expect(categoryIdsFrom(url(query))).toEqual(ids);
	});
});
