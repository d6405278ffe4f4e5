import { describe, expect, test } from 'vitest';
import { nextTabIndex, shownByCategory, storeOrder } from './tab-rules';

// spec §4 category tabs (index 0 means all) and store tabs (Popular, Top Rated, New).

describe('shownByCategory', () => {
	const items = [[28], [34, 35], [28, 29], [36], [28]];
	test.each([
		{ tab: 0, limit: 10, shown: [true, true, true, true, true] },
		{ tab: 0, limit: 2, shown: [true, true, false, false, false] },
		{ tab: 28, limit: 10, shown: [true, false, true, false, true] },
		{ tab: 28, limit: 2, shown: [true, false, true, false, false] },
		{ tab: 35, limit: 10, shown: [false, true, false, false, false] },
		{ tab: 99, limit: 10, shown: [false, false, false, false, false] },
	])('tab $tab with limit $limit', ({ tab, limit, shown }) => {
		expect(shownByCategory(items, tab, limit)).toEqual(shown);
	});
});

describe('storeOrder', () => {
	const stores = [
		{ index: 0, rating: 4.1, created: '2026-01-03T00:00:00.000Z' },
		{ index: 1, rating: 4.8, created: '2026-01-01T00:00:00.000Z' },
		{ index: 2, rating: 4.8, created: '2026-02-01T00:00:00.000Z' },
		{ index: 3, rating: 3.9, created: '2026-01-02T00:00:00.000Z' },
	];
	test.each([
		{ tab: 'popular' as const, order: [0, 1, 2, 3] },
		{ tab: 'top_rated' as const, order: [1, 2, 0, 3] },
		{ tab: 'new' as const, order: [2, 0, 3, 1] },
	])('$tab orders $order', ({ tab, order }) => {
		expect(storeOrder(stores, tab)).toEqual(order);
	});
});

describe('nextTabIndex', () => {
	test.each([
		{ key: 'ArrowRight', current: 0, rtl: false, next: 1 },
		{ key: 'ArrowRight', current: 3, rtl: false, next: 0 },
		{ key: 'ArrowLeft', current: 0, rtl: false, next: 3 },
		{ key: 'ArrowLeft', current: 0, rtl: true, next: 1 },
		{ key: 'Home', current: 2, rtl: false, next: 0 },
		{ key: 'End', current: 0, rtl: false, next: 3 },
		{ key: 'Enter', current: 0, rtl: false, next: null },
	])('$key from $current (rtl $rtl) → $next', ({ key, current, rtl, next }) => {
		expect(nextTabIndex(key, current, 4, rtl)).toBe(next);
	});
});
