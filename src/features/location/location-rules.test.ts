import { describe, expect, test } from 'vitest';
import type { SelectedModule } from '~/state/module.state';
import {
	afterPick,
	coordinateQuery,
	decideGeolocation,
	FALLBACK_CENTER,
	type GeoEvent,
	type LocationCaller,
	moduleServesZones,
	nextActiveOption,
	parseLatLngText,
	parseZoneIds,
} from './location-rules';

// spec §4 location picking, §8 browser location, §9 geolocation timeout

const food: SelectedModule = {
	id: 1,
	module_type: 'food',
	module_name: 'Food',
	zones: [{ id: 1 }],
};
const shop: SelectedModule = { id: 4, module_type: 'ecommerce', module_name: 'Shop', zones: [] };
const noZones: SelectedModule = { id: 2, module_type: 'grocery', module_name: 'Grocery' };

describe('parseZoneIds', () => {
	test.each([
		['[1,5]', [1, 5]],
		['[3]', [3]],
		['2', [2]],
		['[]', []],
		['', []],
		['[1,"x"]', []],
		['[0]', []],
		['{"a":1}', []],
	])('reads %j as %j', (raw, ids) => {
		expect(parseZoneIds(raw)).toEqual(ids);
	});
});

describe('parseLatLngText', () => {
	test.each([
		['1.3048,103.8318', { lat: 1.3048, lng: 103.8318 }],
		[' -6.2 , 106.8 ', { lat: -6.2, lng: 106.8 }],
		['', FALLBACK_CENTER],
		[null, FALLBACK_CENTER],
		['1.3', FALLBACK_CENTER],
		['north,east', FALLBACK_CENTER],
		['95,103', FALLBACK_CENTER],
		['1,200', FALLBACK_CENTER],
		['1,2,3', FALLBACK_CENTER],
	])('reads %j', (text, point) => {
		expect(parseLatLngText(text, FALLBACK_CENTER)).toEqual(point);
	});
});

describe('coordinateQuery', () => {
	test.each([
		[
			{ lat: 1.2839, lng: 103.8513 },
			{ lat: '1.2839000', lng: '103.8513000' },
		],
		[
			{ lat: 1e-9, lng: -1e-9 },
			{ lat: '0.0000000', lng: '-0.0000000' },
		],
		[
			{ lat: 1.3, lng: 463.85 },
			{ lat: '1.3000000', lng: '103.8500000' },
		],
		[
			{ lat: 1.3, lng: -256.15 },
			{ lat: '1.3000000', lng: '103.8500000' },
		],
		[
			{ lat: 91, lng: 0 },
			{ lat: '90.0000000', lng: '0.0000000' },
		],
	])('writes %j as plain decimals within range', (point, query) => {
		expect(coordinateQuery(point)).toEqual(query);
	});
});

describe('moduleServesZones', () => {
	test.each([
		['no module', null, [1], false],
		['a module of the zone', food, [5, 1], true],
		['a module of other zones', food, [2], false],
		['ecommerce, which serves every zone', shop, [6], true],
		['a module whose zones are unknown', noZones, [1], false],
	] as const)('%s → %s', (_, module, zones, serves) => {
		expect(moduleServesZones(module, zones)).toBe(serves);
	});
});

describe('afterPick', () => {
	test.each<[LocationCaller, SelectedModule | null, number[], ReturnType<typeof afterPick>]>([
		['receiver', null, [1], 'confirm-and-close'],
		['parcel', null, [1], 'close'],
		['store', food, [2], 'close'],
		['header', null, [1], 'choose-module'],
		['header', food, [2], 'choose-module'],
		['header', food, [5, 1], 'reload'],
		['header', shop, [3], 'reload'],
		['landing', null, [1], 'choose-module'],
		['landing', food, [1], 'reload'],
	])('a %s pick with module %j in zones %j → %s', (caller, module, zones, next) => {
		expect(afterPick(caller, module, zones)).toBe(next);
	});
});

describe('decideGeolocation', () => {
	const point = { lat: 1.3, lng: 103.8 };
	test.each<[string, GeoEvent, ReturnType<typeof decideGeolocation>]>([
		['a position moves the map', { type: 'position', point }, { kind: 'move', point }],
		['a refusal explains the permission', { type: 'error', code: 1 }, { kind: 'denied' }],
		['an unavailable position fails', { type: 'error', code: 2 }, { kind: 'unavailable' }],
		['a browser timeout fails', { type: 'error', code: 3 }, { kind: 'unavailable' }],
		['no answer within the decision time fails', { type: 'timeout' }, { kind: 'unavailable' }],
		['a browser without geolocation fails', { type: 'unsupported' }, { kind: 'unavailable' }],
	])('%s', (_, event, outcome) => {
		expect(decideGeolocation(event)).toEqual(outcome);
	});
});

describe('nextActiveOption', () => {
	test.each([
		[-1, 'ArrowDown', 3, 0],
		[0, 'ArrowDown', 3, 1],
		[2, 'ArrowDown', 3, 0],
		[-1, 'ArrowUp', 3, 2],
		[1, 'ArrowUp', 3, 0],
		[0, 'ArrowUp', 3, 2],
		[1, 'Home', 3, 0],
		[0, 'End', 3, 2],
		[1, 'a', 3, 1],
		[0, 'ArrowDown', 0, -1],
	])('from %i, %s among %i → %i', (current, key, count, next) => {
		expect(nextActiveOption(current, key, count)).toBe(next);
	});
});
