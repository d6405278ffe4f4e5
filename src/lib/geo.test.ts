import { describe, expect, test } from 'vitest';
import { boundingBox, isValidLatLng, polygonArea, polygonContains, polygonFromPoints } from './geo';

const square = polygonFromPoints([
	{ lat: 0, lng: 0 },
	{ lat: 0, lng: 10 },
	{ lat: 10, lng: 10 },
	{ lat: 10, lng: 0 },
]);

describe('polygonFromPoints', () => {
	test('closes the ring and stores positions as [lng, lat]', () => {
		const p = polygonFromPoints([
			{ lat: 1, lng: 2 },
			{ lat: 3, lng: 4 },
			{ lat: 5, lng: 2 },
		]);
		expect(p.coordinates[0]).toEqual([
			[2, 1],
			[4, 3],
			[2, 5],
			[2, 1],
		]);
	});
});

describe('polygonContains', () => {
	test.each([
		{ point: { lat: 5, lng: 5 }, inside: true },
		{ point: { lat: 0.001, lng: 9.999 }, inside: true },
		{ point: { lat: -1, lng: 5 }, inside: false },
		{ point: { lat: 5, lng: 10.5 }, inside: false },
		{ point: { lat: 11, lng: 11 }, inside: false },
	])('answers $inside for $point', ({ point, inside }) => {
		expect(polygonContains(square, point)).toBe(inside);
	});

	test('excludes points inside a hole', () => {
		const withHole = {
			...square,
			coordinates: [
				...square.coordinates,
				[
					[4, 4],
					[6, 4],
					[6, 6],
					[4, 6],
					[4, 4],
				] as [number, number][],
			],
		};
		expect(polygonContains(withHole, { lat: 5, lng: 5 })).toBe(false);
		expect(polygonContains(withHole, { lat: 2, lng: 2 })).toBe(true);
	});

	test('handles a concave outline', () => {
		const l = polygonFromPoints([
			{ lat: 0, lng: 0 },
			{ lat: 0, lng: 10 },
			{ lat: 5, lng: 10 },
			{ lat: 5, lng: 5 },
			{ lat: 10, lng: 5 },
			{ lat: 10, lng: 0 },
		]);
		expect(polygonContains(l, { lat: 8, lng: 8 })).toBe(false);
		expect(polygonContains(l, { lat: 8, lng: 2 })).toBe(true);
	});
});

describe('boundingBox and polygonArea', () => {
	test('measure the outer ring', () => {
		expect(boundingBox(square)).toEqual({ minLat: 0, maxLat: 10, minLng: 0, maxLng: 10 });
		expect(polygonArea(square)).toBe(100);
	});
});

describe('isValidLatLng', () => {
	test.each([
		[{ lat: 1.3, lng: 103.8 }, true],
		[{ lat: 91, lng: 0 }, false],
		[{ lat: 0, lng: -181 }, false],
		[{ lat: Number.NaN, lng: 0 }, false],
	])('%o is %s', (point, valid) => {
		expect(isValidLatLng(point)).toBe(valid);
	});
});
