import { describe, expect, test } from 'vitest';
import {
	originOf,
	parseBearerToken,
	parseCoordinateHeader,
	parseGuestId,
	parseLocaleHeader,
	parseModuleIdHeader,
	parseZoneIdHeader,
	readRequestContext,
} from './request-context';

describe('parseZoneIdHeader', () => {
	test.each([
		['[1]', [1]],
		['[5,1]', [5, 1]],
		['[3, 3, 1]', [3, 1]],
		['2', [2]],
		['["4","2"]', [4, 2]],
		['"[1,2]"', [1, 2]],
		[undefined, null],
		['', null],
		['[]', null],
		['abc', null],
		['[1,"x"]', null],
		['[0]', null],
		['[-1]', null],
		['[1.5]', null],
		['{"a":1}', null],
		['[99999999999999999999]', null],
	])('reads %j as %j', (raw, expected) => {
		expect(parseZoneIdHeader(raw)).toEqual(expected);
	});
});

describe('parseModuleIdHeader', () => {
	test.each([
		['1', 1],
		[' 12 ', 12],
		['0', null],
		['-3', null],
		['1e3', null],
		['abc', null],
		[undefined, null],
	])('reads %j as %j', (raw, expected) => {
		expect(parseModuleIdHeader(raw)).toBe(expected);
	});
});

describe('parseCoordinateHeader', () => {
	test.each([
		['1.3048', 90, 1.3048],
		['"103.83"', 180, 103.83],
		['0', 90, 0],
		['', 90, null],
		['"', 90, null],
		['north', 90, null],
		['91', 90, null],
		['181', 180, null],
	] as const)('reads %j (limit %d) as %j', (raw, limit, expected) => {
		expect(parseCoordinateHeader(raw, limit)).toBe(expected);
	});
});

describe('parseLocaleHeader', () => {
	test.each([
		['id', 'id'],
		['en', 'en'],
		['ID', 'id'],
		['id-ID', 'id'],
		['ar', 'en'],
		['undefined', 'en'],
		[undefined, 'en'],
	])('reads %j as %s', (raw, expected) => {
		expect(parseLocaleHeader(raw)).toBe(expected);
	});
});

describe('parseBearerToken', () => {
	test.each([
		['Bearer abc.def', 'abc.def'],
		['bearer xyz', 'xyz'],
		['Bearer null', null],
		['Bearer undefined', null],
		['Bearer ', null],
		['Basic abc', null],
		[undefined, null],
	])('reads %j as %j', (raw, expected) => {
		expect(parseBearerToken(raw)).toBe(expected);
	});
});

describe('parseGuestId', () => {
	test.each([
		['123', '123'],
		['a1b2-c3', 'a1b2-c3'],
		['', null],
		['1; drop table', null],
	])('reads %j as %j', (raw, expected) => {
		expect(parseGuestId(raw)).toBe(expected);
	});
});

describe('readRequestContext', () => {
	test.each([
		['http://shop.test/api/v1/cart/list?guest_id=42', '42'],
		['http://shop.test/api/v1/cart/list?guest%5Fid=43', '43'],
		['http://shop.test/api/v1/cart/list?limit=1', null],
		['http://shop.test/api/v1/cart/list?xguest_id=44', null],
	])('reads the guest id of %s', (url, expected) => {
		expect(readRequestContext(new Request(url)).guestId).toBe(expected);
	});

	test('collects every spec header into one context', () => {
		const request = new Request('http://shop.test/api/v1/module?guest_id=42', {
			headers: {
				zoneid: '[5,1]',
				moduleid: '2',
				latitude: '"1.28"',
				longitude: '103.86',
				'x-localization': 'id',
				authorization: 'Bearer tok',
			},
		});
		const now = new Date('2026-11-21T02:00:00Z');
		expect(readRequestContext(request, undefined, now)).toEqual({
			zoneIds: [5, 1],
			moduleId: 2,
			latitude: 1.28,
			longitude: 103.86,
			locale: 'id',
			token: 'tok',
			guestId: '42',
			baseUrl: 'http://shop.test',
			now,
		});
	});

	test('prefers the configured public URL for absolute links', () => {
		const ctx = readRequestContext(new Request('http://127.0.0.1:4321/x'), 'https://shop.example/');
		expect(ctx.baseUrl).toBe('https://shop.example');
	});
});

describe('originOf', () => {
	test.each([
		'http://127.0.0.1:4471/api/v1/items/popular?limit=12&offset=1',
		'http://shop.test/api/v1/items',
		'https://shop.example.com:8443/x',
		'http://shop.test:80/x',
		'https://shop.test:443/x',
		'http://shop.test:0080/x',
		'http://user:pw@shop.test/x',
		'http://[::1]:4471/x',
		'http://SHOP.test/x',
		'http://shop.test?x=1',
		'http://shop.test',
		'http://xn--bcher-kva.example/x',
	])('%s gives what URL gives', (url) => {
		expect(originOf(url)).toBe(new URL(url).origin);
	});
});
