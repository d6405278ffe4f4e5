import { describe, expect, test } from 'vitest';
import { localeFromPath, localizedPath, parsePreferences, stripLocalePrefix } from './preferences';

describe('parsePreferences', () => {
	test('reads every mirror cookie', () => {
		expect(
			parsePreferences({
				language: '"id"',
				theme: 'dark',
				moduleId: '3',
				moduleType: 'pharmacy',
				zoneId: '[5,1]',
				latLng: '1.2834%2C103.8607',
			}),
		).toEqual({
			locale: 'id',
			theme: 'dark',
			moduleId: 3,
			moduleType: 'pharmacy',
			zoneIds: [5, 1],
			latLng: { lat: 1.2834, lng: 103.8607 },
		});
	});

	test('drops anything malformed rather than trusting it', () => {
		expect(
			parsePreferences({
				language: 'fr',
				theme: 'purple',
				moduleId: '-1',
				moduleType: 'rental',
				zoneId: '[1,"x"]',
				latLng: '95,200',
			}),
		).toEqual({
			locale: null,
			theme: null,
			moduleId: null,
			moduleType: null,
			zoneIds: null,
			latLng: null,
		});
	});

	test('treats absent cookies as unknown', () => {
		expect(parsePreferences({})).toMatchObject({ locale: null, zoneIds: null, latLng: null });
	});
});

describe('locale paths', () => {
	test.each([
		['/', null, '/', '/id'],
		['/id', 'id', '/', '/id'],
		['/id/about-us', 'id', '/about-us', '/id/about-us'],
		['/idea', null, '/idea', '/id/idea'],
		['/store/5', null, '/store/5', '/id/store/5'],
	])('%s: locale %s, bare %s, Indonesian %s', (path, locale, bare, indonesian) => {
		expect(localeFromPath(path)).toBe(locale);
		expect(stripLocalePrefix(path)).toBe(bare);
		expect(localizedPath(path, 'id')).toBe(indonesian);
		expect(localizedPath(path, 'en')).toBe(bare);
	});
});
