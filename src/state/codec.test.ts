// @vitest-environment happy-dom
import { cleanStores } from 'nanostores';
import { getTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';

beforeAll(() => useTestStorageEngine());

// Imported after the test engine is in place, so the stores read and write the test storage.
const { $language, setLanguage } = await import('./language.state');
const { $currentLatLng, $location, $zoneId, hasLocation, setDeliveryLocation } = await import(
	'./location.state'
);
const { $module, selectModule } = await import('./module.state');
const { $settings } = await import('./settings.state');
const { $token } = await import('./session.state');

function cookies(): Record<string, string> {
	return Object.fromEntries(
		document.cookie
			.split('; ')
			.filter(Boolean)
			.map((c) => c.split('=').map(decodeURIComponent) as [string, string]),
	);
}

afterEach(() => {
	cleanStores($language, $currentLatLng, $location, $zoneId, $module, $settings, $token);
	// biome-ignore lint/suspicious/noDocumentCookie: the test clears what the mirror wrote.
	for (const name of Object.keys(cookies())) document.cookie = `${name}=; Max-Age=0; Path=/`;
});

describe('the spec localStorage keys', () => {
	test('are written in the original storefront formats', () => {
		setLanguage('id');
		setDeliveryLocation({
			zoneId: '[5,1]',
			latLng: { lat: 1.2834, lng: 103.8607 },
			address: 'Marina Bay Sands',
		});
		selectModule({ id: 3, module_type: 'pharmacy', module_name: 'Pharmacy', zones: [{ id: 1 }] });
		$token.set('abc');
		expect(getTestStorage()).toMatchObject({
			'language-setting': '"id"',
			zoneid: '[5,1]',
			currentLatLng: '{"lat":1.2834,"lng":103.8607}',
			location: 'Marina Bay Sands',
			module: JSON.stringify({
				id: 3,
				module_type: 'pharmacy',
				module_name: 'Pharmacy',
				icon_full_url: null,
				zones: [{ id: 1 }],
			}),
			settings: '{"direction":"ltr"}',
			token: 'abc',
		});
		expect(hasLocation()).toBe(true);
	});

	test('mirror language, zone, coordinates and module into cookies for server rendering', () => {
		setLanguage('id');
		setDeliveryLocation({
			zoneId: '[2]',
			latLng: { lat: 1.353, lng: 103.945 },
			address: 'Tampines',
		});
		selectModule({ id: 1, module_type: 'food', module_name: 'Food' });
		expect(cookies()).toMatchObject({
			'language-setting': 'id',
			zoneid: '[2]',
			'current-lat-lng': '1.353,103.945',
			'module-id': '1',
			'module-type': 'food',
		});
		expect(document.documentElement.dataset.module).toBe('food');
	});

	test.each([
		['module', 'not json', () => $module.get(), null],
		['module', '{"id":"x","module_type":"food"}', () => $module.get(), null],
		['module', '{"id":2,"module_type":"rental"}', () => $module.get(), null],
		['currentLatLng', '{"lat":"1","lng":2}', () => $currentLatLng.get(), null],
		['currentLatLng', '{"lat":95,"lng":2}', () => $currentLatLng.get(), null],
		['language-setting', '"fr"', () => $language.get(), 'en'],
		['language-setting', 'id', () => $language.get(), 'en'],
	])('read a malformed %s (%s) as unset', (key, raw, read, expected) => {
		setTestStorageKey(key, raw);
		expect(read()).toEqual(expected);
	});

	test('reads what an older client stored', () => {
		setTestStorageKey(
			'module',
			JSON.stringify({ id: 4, module_type: 'ecommerce', module_name: 'Shop', extra: true }),
		);
		setTestStorageKey('currentLatLng', '{"lat":1.3,"lng":103.8}');
		expect($module.get()).toMatchObject({ id: 4, module_type: 'ecommerce' });
		expect($currentLatLng.get()).toEqual({ lat: 1.3, lng: 103.8 });
	});
});
