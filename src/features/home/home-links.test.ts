import { describe, expect, test } from 'vitest';
import {
	bannerHref,
	brandHref,
	categoryHref,
	conditionHref,
	conditionPanelSrc,
	listPageHref,
	sitePath,
	specialOffersHref,
	storeHref,
} from './home-links';

// spec §2 /home query; banner types: default with link, store_wise, item_wise.

describe('bannerHref', () => {
	test.each([
		{
			name: 'default banners go to their link',
			banner: { type: 'default', link: '/home?data_type=new', store: null, item: null },
			locale: 'en' as const,
			href: '/home?data_type=new',
		},
		{
			name: 'default links keep the language',
			banner: { type: 'default', link: '/home?data_type=new', store: null, item: null },
			locale: 'id' as const,
			href: '/id/home?data_type=new',
		},
		{
			name: 'other sites stay as they are',
			banner: { type: 'default', link: 'https://example.com/x', store: null, item: null },
			locale: 'id' as const,
			href: 'https://example.com/x',
		},
		{
			name: 'store-wise banners open the store by slug',
			banner: { type: 'store_wise', link: null, store: { id: 4, slug: 'ah-seng' }, item: null },
			locale: 'en' as const,
			href: '/store/ah-seng',
		},
		{
			name: 'item-wise banners open the item by slug',
			banner: { type: 'item_wise', link: null, store: null, item: { id: 9, slug: 'teh' } },
			locale: 'id' as const,
			href: '/id/product/teh',
		},
		{
			name: 'item-wise banners fall back to the id',
			banner: { type: 'item_wise', link: null, store: null, item: { id: 9, slug: null } },
			locale: 'en' as const,
			href: '/product/9',
		},
		{
			name: 'a banner without a target is no link',
			banner: { type: 'default', link: null, store: null, item: null },
			locale: 'en' as const,
			href: null,
		},
	])('$name', ({ banner, locale, href }) => {
		expect(bannerHref(banner, locale)).toBe(href);
	});
});

describe('home list links', () => {
	test('special offers View all lists discounted items of the module', () => {
		expect(specialOffersHref(2, 'en')).toBe(
			'/home?search=special-offer&module_id=2&data_type=discounted',
		);
	});

	test('a category card names the category', () => {
		expect(categoryHref({ id: 28, name: 'Fruits & Veg' }, 2, 'id')).toBe(
			'/id/home?search=category&id=28&module_id=2&name=Fruits+%26+Veg&data_type=category',
		);
	});

	test('a brand card lists the brand', () => {
		expect(brandHref(3, 4, 'en')).toBe('/home?brand_id=3&module_id=4&data_type=brand');
	});

	test('a store link carries its module', () => {
		expect(storeHref({ id: 1, slug: 'a', module_id: 1 }, 'en')).toBe('/store/a?module_id=1');
	});

	test.each([
		{ page: 1, href: '/home?data_type=new' },
		{ page: 3, href: '/home?data_type=new&page=3' },
	])('page $page of a list keeps its query', ({ page, href }) => {
		expect(listPageHref(new URL('http://x/home?data_type=new&page=2'), page, 'en')).toBe(href);
	});

	test('a common-condition tab links the home with its panel, or its panel alone (ADR 044)', () => {
		expect(conditionHref(3, 7, 'en')).toBe('/home?module_id=3&condition=7#conditions');
		expect(conditionHref(3, 7, 'id')).toBe('/id/home?module_id=3&condition=7#conditions');
		expect(conditionPanelSrc(7, 'id')).toBe('/id/fragments/home-condition?condition=7');
	});

	test('protocol-relative addresses are not this site', () => {
		expect(sitePath('//evil.test/x', 'id')).toBe('//evil.test/x');
	});
});
