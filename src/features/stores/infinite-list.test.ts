// @vitest-environment happy-dom
import { describe, expect, test } from 'vitest';
import { freshCells, parseFragment } from './infinite-list';

describe('parseFragment', () => {
	test('reads the top-level cells and the next page of a fragment', () => {
		const { cells, next } = parseFragment(
			'<!DOCTYPE html><link rel="stylesheet" href="/a.css"><li data-id="4"><article data-id="99"></article></li><li data-id="5"></li><link rel="next" href="/store/popular?page=3">',
		);
		expect(cells.map((c) => c.dataset.id)).toEqual(['4', '5']);
		expect(next).toBe('/store/popular?page=3');
	});

	test('knows the last page (no next link) and an empty page', () => {
		expect(parseFragment('<li data-id="9"></li>').next).toBeNull();
		expect(parseFragment('').cells).toEqual([]);
	});
});

describe('freshCells', () => {
	test('keeps each id once, leaving out those already listed (spec §4 de-duplication)', () => {
		const list = document.createElement('ul');
		list.innerHTML = '<li data-id="1"></li><li data-id="2"></li>';
		const { cells } = parseFragment(
			'<li data-id="2"></li><li data-id="3"></li><li data-id="3"></li><li data-id="4"></li>',
		);
		expect(freshCells(list, cells).map((c) => c.dataset.id)).toEqual(['3', '4']);
	});
});
