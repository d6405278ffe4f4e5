import { describe, expect, test } from 'vitest';
import { MODULE_TYPES } from '~/config/modules';
import { CART_SECTIONS, HOME_SECTIONS, homeDataKeys } from './home-layout';

// spec §1: the module type decides the home layout; parcel hides cart-related parts.

describe('HOME_SECTIONS', () => {
	test.each(MODULE_TYPES.filter((t) => t !== 'parcel'))('%s starts with its banners', (type) => {
		expect(HOME_SECTIONS[type][0]).toBe('banners');
	});

	test.each([
		{ type: 'food' as const, section: 'paidAds' },
		{ type: 'food' as const, section: 'recommended' },
		{ type: 'grocery' as const, section: 'categoryTabs' },
		{ type: 'grocery' as const, section: 'featuredCategories' },
		{ type: 'pharmacy' as const, section: 'commonConditions' },
		{ type: 'pharmacy' as const, section: 'basicMedicine' },
		{ type: 'ecommerce' as const, section: 'brands' },
	])('$type shows $section', ({ type, section }) => {
		expect(HOME_SECTIONS[type]).toContain(section);
	});

	test.each(MODULE_TYPES.filter((t) => t !== 'parcel'))(
		'%s ends with why-choose, the video banner and the cashback panel',
		(type) => {
			expect(HOME_SECTIONS[type].slice(-3)).toEqual(['whyChoose', 'videoBanner', 'cashback']);
		},
	);

	test('the parcel home has no cart-related section', () => {
		expect(HOME_SECTIONS.parcel.filter((s) => CART_SECTIONS.includes(s))).toEqual([]);
	});

	test.each(MODULE_TYPES)('%s lists each section once', (type) => {
		expect(new Set(HOME_SECTIONS[type]).size).toBe(HOME_SECTIONS[type].length);
	});
});

describe('homeDataKeys', () => {
	test('food loads the flash sale for the teaser beside its popular items', () => {
		expect(homeDataKeys('food')).toContain('flashSale');
	});

	test('parcel loads its categories and the three steps', () => {
		expect(homeDataKeys('parcel')).toEqual(['parcelCategories', 'videoBanner']);
	});
});
