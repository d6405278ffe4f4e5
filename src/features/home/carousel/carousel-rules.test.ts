import { describe, expect, test } from 'vitest';
import type { ModuleType } from '~/config/modules';
import { bannerLoop, bannersWide, bannerView, paidAdsLoop } from './carousel-rules';

// spec §9: banner slides by module (grocery 2; pharmacy 1, 2 or 3 by count; ecommerce 2 if more
// than one else 1; food 1, 2 or 3), 1.1 slides under 600 px, infinite if more than 2 banners.

describe('bannersWide', () => {
	test.each<{ type: ModuleType; count: number; shown: number }>([
		{ type: 'grocery', count: 1, shown: 2 },
		{ type: 'grocery', count: 6, shown: 2 },
		{ type: 'pharmacy', count: 1, shown: 1 },
		{ type: 'pharmacy', count: 2, shown: 2 },
		{ type: 'pharmacy', count: 6, shown: 3 },
		{ type: 'ecommerce', count: 1, shown: 1 },
		{ type: 'ecommerce', count: 2, shown: 2 },
		{ type: 'ecommerce', count: 7, shown: 2 },
		{ type: 'food', count: 1, shown: 1 },
		{ type: 'food', count: 2, shown: 2 },
		{ type: 'food', count: 7, shown: 3 },
		{ type: 'parcel', count: 3, shown: 1 },
	])('$type with $count banners shows $shown', ({ type, count, shown }) => {
		expect(bannersWide(type, count)).toBe(shown);
	});
});

describe('bannerView', () => {
	test('shows 1.1 banners under 600 px when there are several', () => {
		expect(bannerView('food', 7)).toEqual({ lg: 3, md: 2, sm: 1.1 });
	});

	test('shows a lone banner whole', () => {
		expect(bannerView('food', 1)).toEqual({ lg: 1, md: 1, sm: 1 });
	});
});

describe('bannerLoop', () => {
	test.each([
		{ count: 1, loop: false },
		{ count: 2, loop: false },
		{ count: 3, loop: true },
	])('$count banners loop: $loop', ({ count, loop }) => {
		expect(bannerLoop(count)).toBe(loop);
	});
});

describe('paidAdsLoop', () => {
	test.each([
		{ count: 3, loop: false },
		{ count: 4, loop: true },
	])('$count ads loop: $loop', ({ count, loop }) => {
		expect(paidAdsLoop(count)).toBe(loop);
	});
});
