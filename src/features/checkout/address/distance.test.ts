import { describe, expect, test } from 'vitest';
import { distanceKm, storePoint } from './distance';

// contract §8.1 distance in km, §11.11 the server trusts it

describe('distanceKm', () => {
	test.each([
		['the same point', { lat: 1.3, lng: 103.8 }, { lat: 1.3, lng: 103.8 }, 0, 0],
		[
			'Maxwell to Orchard',
			{ lat: 1.2803, lng: 103.8448 },
			{ lat: 1.3048, lng: 103.8318 },
			3.08,
			0.02,
		],
		[
			'Orchard to Tampines',
			{ lat: 1.3048, lng: 103.8318 },
			{ lat: 1.3526, lng: 103.9448 },
			13.64,
			0.05,
		],
		['one degree of latitude', { lat: 0, lng: 0 }, { lat: 1, lng: 0 }, 111.19, 0.01],
		['an invalid point', { lat: 91, lng: 0 }, { lat: 1, lng: 0 }, 0, 0],
	])('%s', (_name, from, to, km, tolerance) => {
		expect(Math.abs(distanceKm(from, to) - km)).toBeLessThanOrEqual(tolerance);
	});

	test('is symmetric and rounded to metres', () => {
		const a = { lat: 1.2803, lng: 103.8448 };
		const b = { lat: 1.3526, lng: 103.9448 };
		expect(distanceKm(a, b)).toBe(distanceKm(b, a));
		expect(Number.isInteger(distanceKm(a, b) * 1000)).toBe(true);
	});
});

describe('storePoint', () => {
	test.each([
		[
			{ latitude: '1.2803', longitude: '103.8448' },
			{ lat: 1.2803, lng: 103.8448 },
		],
		[
			{ latitude: 1.5, longitude: 100 },
			{ lat: 1.5, lng: 100 },
		],
		[{ latitude: 'x', longitude: '103' }, null],
		[{ latitude: '95', longitude: '103' }, null],
	])('%j → %j', (store, point) => {
		expect(storePoint(store)).toEqual(point);
	});
});
