import { describe, expect, test } from 'vitest';
import {
	isFragment,
	listHref,
	moduleIdFrom,
	pageCount,
	pageFrom,
	pageHref,
	servicePage,
} from './list-paging';

const url = (path: string) => new URL(path, 'https://shop.example');

describe('pageFrom', () => {
	test.each([
		['/store/popular', 1],
		['/store/popular?page=3', 3],
		['/store/popular?page=0', 1],
		['/store/popular?page=-2', 1],
		['/store/popular?page=2.5', 1],
		['/store/popular?page=abc', 1],
		['/store/popular?page=999999', 10_000],
	])('%s → page %i', (path, page) => {
		expect(pageFrom(url(path))).toBe(page);
	});
});

describe('isFragment', () => {
	test.each([
		['/category/drinks?fragment=1', true],
		['/category/drinks?fragment=0', false],
		['/category/drinks', false],
	])('%s → %s', (path, expected) => {
		expect(isFragment(url(path))).toBe(expected);
	});
});

describe('pageCount', () => {
	test.each([
		[0, 12, 1],
		[12, 12, 1],
		[13, 12, 2],
		[51, 12, 5],
	])('%i rows of %i a page → %i pages', (total, size, pages) => {
		expect(pageCount(total, size)).toBe(pages);
	});
});

describe('pageHref', () => {
	test.each([
		['/store/popular?type=top_rated', 2, '/store/popular?type=top_rated&page=2'],
		['/id/store/popular?page=3&fragment=1', 1, '/id/store/popular'],
		['/category/drinks?page=2&fragment=1&tab=stores', 3, '/category/drinks?tab=stores&page=3'],
	])('%s, page %i → %s', (path, page, href) => {
		expect(pageHref(url(path), page)).toBe(href);
	});
});

describe('listHref', () => {
	test.each([
		[
			'/store/popular?page=4&filter=delivery',
			{ type: 'top_rated' },
			'/store/popular?filter=delivery&type=top_rated',
		],
		[
			'/store/popular?type=popular&page=2',
			{ filter: 'take_away' },
			'/store/popular?type=popular&filter=take_away',
		],
		['/store/1?q=rice&category=3&page=2', { category: null, q: null }, '/store/1'],
	])('%s with %j → %s (back on page 1)', (path, changes, href) => {
		expect(listHref(url(path), changes)).toBe(href);
	});
});

describe('servicePage', () => {
	test('skips the rows of the pages before', () => {
		expect(servicePage(3, 12)).toEqual({
			limit: 12,
			page: 3,
			skip: 24,
			echo: { limit: 12, offset: 3 },
		});
	});
});

describe('moduleIdFrom', () => {
	test.each([
		['/categories?module_id=2', 1, 2],
		['/categories', 3, 3],
		['/categories', null, null],
		['/categories?module_id=0', 4, 4],
		['/categories?module_id=food', null, null],
	])('%s with the visitor in module %s → %s', (path, preferred, id) => {
		expect(moduleIdFrom(url(path), preferred)).toBe(id);
	});
});
