import { describe, expect, test } from 'vitest';
import { pagingQuery, parseIdList, parseWordList, toPage } from './paging';

describe('toPage', () => {
	test.each([
		[{}, { limit: 10, page: 1, skip: 0, echo: { limit: 10, offset: 1 } }],
		[
			{ limit: '12', offset: '3' },
			{ limit: 12, page: 3, skip: 24, echo: { limit: '12', offset: '3' } },
		],
		[
			{ limit: '0', offset: '0' },
			{ limit: 1, page: 1, skip: 0, echo: { limit: '0', offset: '0' } },
		],
		[{ limit: '999999' }, { limit: 100, page: 1, skip: 0, echo: { limit: '999999', offset: 1 } }],
	])('reads %j', (query, page) => {
		expect(toPage(query)).toEqual(page);
	});

	test('rejects negative and non-numeric values with the field as the code', () => {
		const result = pagingQuery.safeParse({ limit: '-1', offset: 'abc' });
		expect(result.success).toBe(false);
		expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
			['limit', 'The limit must be an integer.'],
			['offset', 'The offset must be an integer.'],
		]);
	});
});

describe('parseIdList', () => {
	test.each([
		['[1,2]', [1, 2]],
		['["3","4"]', [3, 4]],
		['5,6', [5, 6]],
		['[7, x]', [7]],
		['7', [7]],
		['', []],
		['[-1,0]', []],
	])('reads %j', (raw, ids) => {
		expect(parseIdList(raw)).toEqual(ids);
	});
});

describe('parseWordList', () => {
	test.each([
		['[popular,low]', ['popular', 'low']],
		['top_rated, Discounted', ['top_rated', 'discounted']],
		['["veg"]', ['veg']],
		[undefined, []],
	])('reads %j', (raw, words) => {
		expect(parseWordList(raw)).toEqual(words);
	});
});
