import { describe, expect, test } from 'vitest';
import type { Preferences } from '~/lib/preferences';
import { nextBoundary } from '../cache/clock-horizon';
import { haversineMeters } from '../providers/geo';
import { distanceTemplate, fillDistances } from './distance-overlay';
import { type CachedPage, isSharedPage, PageCache, pageKey } from './page-cache';

const shopper: Preferences = {
	locale: 'en',
	theme: 'dark',
	moduleId: 2,
	moduleType: 'grocery',
	zoneIds: [1, 2],
	latLng: { lat: 1.3521, lng: 103.8198 },
};

function page(html: string, generation = 1, validUntil = Number.POSITIVE_INFINITY): CachedPage {
	return {
		html,
		headers: [],
		etag: 'W/"x"',
		generation,
		validUntil,
		distances: null,
		bytes: html.length * 2,
	};
}

describe('which pages are shared', () => {
	test('product, store and module home pages; not store lists, module choice or search', () => {
		const none = new URLSearchParams();
		expect(isSharedPage('GET', '/product/kaya-toast', none)).toBe(true);
		expect(isSharedPage('HEAD', '/store/ah-hock-kopitiam', none)).toBe(true);
		expect(isSharedPage('GET', '/home', none)).toBe(true);
		expect(isSharedPage('GET', '/home', new URLSearchParams('data_type=new'))).toBe(true);
		expect(isSharedPage('POST', '/product/kaya-toast', none)).toBe(false);
		expect(isSharedPage('GET', '/store/popular', none)).toBe(false);
		expect(isSharedPage('GET', '/store/latest', none)).toBe(false);
		expect(isSharedPage('GET', '/home', new URLSearchParams('module_id=2'))).toBe(false);
		expect(isSharedPage('GET', '/home', new URLSearchParams('data_type=searched'))).toBe(false);
		expect(isSharedPage('GET', '/checkout', none)).toBe(false);
	});

	test("the home's later sections (ADR 038) like the home; not the signed-in visit-again strip", () => {
		const none = new URLSearchParams();
		expect(isSharedPage('GET', '/fragments/home-more', none)).toBe(true);
		expect(isSharedPage('GET', '/fragments/home-condition', none)).toBe(true);
		expect(isSharedPage('GET', '/fragments/visit-again', none)).toBe(false);
		expect(isSharedPage('GET', '/fragments/drawer-stores/latest', none)).toBe(false);
	});
});

describe('the key of a shared page', () => {
	const url = new URL('http://shop.test/store/mart?page=2&category=7');
	test('is the same wherever the shopper stands, once a position is known', () => {
		const elsewhere = { ...shopper, latLng: { lat: 1.29, lng: 103.85 } };
		expect(pageKey(url, 'en', elsewhere)).toBe(pageKey(url, 'en', shopper));
		expect(pageKey(url, 'en', shopper)).not.toContain('103.8198');
	});
	test('differs by language, theme, module, zones, query and whether a position is known', () => {
		const key = pageKey(url, 'en', shopper);
		expect(pageKey(url, 'id', shopper)).not.toBe(key);
		expect(pageKey(url, 'en', { ...shopper, theme: 'light' })).not.toBe(key);
		expect(pageKey(url, 'en', { ...shopper, moduleId: 3 })).not.toBe(key);
		expect(pageKey(url, 'en', { ...shopper, zoneIds: [1] })).not.toBe(key);
		expect(pageKey(url, 'en', { ...shopper, latLng: null })).not.toBe(key);
		expect(pageKey(new URL('http://shop.test/store/mart?page=3'), 'en', shopper)).not.toBe(key);
	});
	test('ignores the order of the query', () => {
		const swapped = new URL('http://shop.test/store/mart?category=7&page=2');
		expect(pageKey(swapped, 'en', shopper)).toBe(pageKey(url, 'en', shopper));
	});
});

describe('the page cache', () => {
	test('holds at most its byte budget, dropping the least recently used first', () => {
		const cache = new PageCache(10_000);
		for (const key of ['a', 'b', 'c', 'd']) cache.set(key, page(key.repeat(1200)));
		expect(cache.get('a', 1, 0)?.html[0]).toBe('a'); // a is now the most recent
		cache.set('e', page('e'.repeat(1200)));
		expect(cache.bytes).toBeLessThanOrEqual(10_000);
		expect(cache.get('b', 1, 0)).toBeUndefined();
		for (const key of ['a', 'c', 'd', 'e']) expect(cache.get(key, 1, 0)).toBeDefined();
	});
	test('never keeps a page bigger than a quarter of the budget', () => {
		const cache = new PageCache(4000);
		cache.set('big', page('x'.repeat(600)));
		expect(cache.size).toBe(0);
	});
	test('drops a page of an older catalogue generation or past its clock boundary', () => {
		const cache = new PageCache(1_000_000);
		cache.set('a', page('a', 1, 5000));
		expect(cache.get('a', 2, 0)).toBeUndefined();
		cache.set('a', page('a', 1, 5000));
		expect(cache.get('a', 1, 4999)).toBeDefined();
		expect(cache.get('a', 1, 5000)).toBeUndefined();
		expect(cache.size).toBe(0);
		expect(cache.bytes).toBe(0);
	});
});

describe('the distance overlay', () => {
	const html =
		'<p><span data-distance-to="1.2850,103.8514" data-decimals="2">0.00 km</span></p>' +
		'<p><span data-distance-to="1.3521,103.8198" data-decimals="1">9.9 km</span></p>';
	test('writes each shopper their own distance into a shared page', () => {
		expect(distanceTemplate(html)?.marks).toHaveLength(2);
		const here = fillDistances(html, { lat: 1.3521, lng: 103.8198 });
		const metres = haversineMeters({ lat: 1.3521, lng: 103.8198 }, { lat: 1.285, lng: 103.8514 });
		expect(metres).toBeGreaterThan(8000);
		expect(metres).toBeLessThan(8400);
		expect(here).toContain(`>${(metres / 1000).toFixed(2)} km</span>`);
		expect(here).toContain('data-decimals="1">0.0 km</span>');
		const there = fillDistances(html, { lat: 1.285, lng: 103.8514 });
		expect(there).toContain('data-decimals="2">0.00 km</span>');
		expect(there).not.toBe(here);
	});
	test('without a position every distance reads 0, as the data layer answers', () => {
		expect(fillDistances(html, null)).toContain('data-decimals="1">0.0 km</span>');
		expect(distanceTemplate('<p>no stores</p>')).toBeNull();
		expect(fillDistances('<p>no stores</p>', null)).toBe('<p>no stores</p>');
	});
});

describe('the clock horizon', () => {
	const boundaries = { daily: [0, 1, 36_000, 36_001, 79_200, 79_201], instants: [] as number[] };
	const at = Date.UTC(2026, 10, 26, 1, 0, 0, 250); // 09:00:00.250 in a UTC+8 shop
	test('is the next opening or closing time of the day', () => {
		expect(nextBoundary(boundaries, at, 9 * 3600)).toBe(at - 250 + 3600_000);
		// At 10:00:00 exactly, the next one is a second later (inclusive ends).
		expect(nextBoundary(boundaries, at, 36_000)).toBe(at - 250 + 1000);
	});
	test('wraps past midnight to the first boundary of the next day', () => {
		expect(nextBoundary(boundaries, at, 80_000)).toBe(at - 250 + (86_400 - 80_000) * 1000);
	});
	test('comes earlier when a flash sale starts or ends first', () => {
		const sale = at + 60_000;
		expect(nextBoundary({ ...boundaries, instants: [at - 5, sale] }, at, 9 * 3600)).toBe(sale);
	});
});
