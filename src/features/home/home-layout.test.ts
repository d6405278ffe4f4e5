import { describe, expect, it, test } from 'vitest';
import { MODULE_TYPES } from '~/config/modules';
import { CART_SECTIONS, HOME_SECTIONS, homeDataKeys, homeSections } from './home-layout';

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

describe('homeSections', () => {
	it.each(MODULE_TYPES)('splits the %s home into a first screen and the rest, in order', (type) => {
		const first = homeSections(type, 'first');
		const rest = homeSections(type, 'rest');
		expect([...first, ...rest].sort()).toEqual([...HOME_SECTIONS[type]].sort());
		expect(first[0]).toBe(HOME_SECTIONS[type][0]);
		expect(rest.filter((key) => first.includes(key))).toEqual([]);
	});

	it('leaves food popular items and what follows to the fragment, but not the floating cashback opener', () => {
		expect(homeSections('food', 'first')).toEqual([
			'banners',
			'categories',
			'paidAds',
			'campaigns',
			'bestReviewed',
			'cashback',
		]);
		expect(homeSections('food', 'rest')[0]).toBe('popular');
		expect(homeSections('food', 'rest')).not.toContain('cashback');
	});

	it('keeps the parcel home whole', () => {
		expect(homeSections('parcel', 'rest')).toEqual([]);
		expect(homeSections('parcel', 'first')).toEqual(HOME_SECTIONS.parcel);
	});

	it('loads only the data of the part it renders (food: the teaser goes with popular items)', () => {
		expect(homeDataKeys('food', 'first')).not.toContain('flashSale');
		expect(homeDataKeys('food', 'rest')).toEqual(expect.arrayContaining(['popular', 'flashSale']));
	});
});
