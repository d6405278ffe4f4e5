import { describe, expect, test } from 'vitest';
import { moreLinks } from './home-more-links';

// ADR 038: without JavaScript the home's later sections are links to their full lists.

describe('moreLinks', () => {
	test('food links the lists of the sections after its first screen', () => {
		expect(moreLinks('food', 1, 'en')).toEqual([
			{ key: 'newArrivals', label: 'New arrivals', href: '/home?module_id=1&data_type=new' },
			{ key: 'stores', label: 'Popular stores', href: '/store/popular?module_id=1' },
			{ key: 'coupons', label: 'Coupons', href: '/coupons' },
			{
				key: 'specialOffers',
				label: 'Special Offer',
				href: '/home?search=special-offer&module_id=1&data_type=discounted',
			},
		]);
	});

	test('keeps the language prefix', () => {
		expect(moreLinks('grocery', 2, 'id').every((link) => link.href.startsWith('/id/'))).toBe(true);
	});

	test('the parcel home has nothing deferred', () => {
		expect(moreLinks('parcel', 5, 'en')).toEqual([]);
	});
});
