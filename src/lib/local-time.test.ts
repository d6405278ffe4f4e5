import { describe, expect, test } from 'vitest';
import { isWithinTimeWindow, localTime, normalizeTime } from './local-time';

describe('localTime', () => {
	test('gives Singapore wall time, date and weekday of an instant', () => {
		// 2026-11-21 is a Saturday; 17:30 UTC is 01:30 on Sunday in Singapore (UTC+8).
		expect(localTime(new Date('2026-11-21T17:30:00Z'), 'Asia/Singapore')).toEqual({
			date: '2026-11-22',
			time: '01:30:00',
			weekday: 0,
		});
		expect(localTime(new Date('2026-11-21T02:00:05Z'), 'Asia/Singapore')).toEqual({
			date: '2026-11-21',
			time: '10:00:05',
			weekday: 6,
		});
	});
});

describe('isWithinTimeWindow', () => {
	test.each([
		['10:00:00', '06:00', '11:00', true],
		['11:00:00', '06:00', '11:00', false],
		['05:59:59', '06:00', '11:00', false],
		['23:30:00', '17:00', '02:00', true],
		['01:00:00', '17:00', '02:00', true],
		['12:00:00', '17:00', '02:00', false],
		['00:00:00', '00:00:00', '23:59:59', true],
	])('%s in [%s, %s) is %s', (time, start, end, inside) => {
		expect(isWithinTimeWindow(time, start, end)).toBe(inside);
	});
});

describe('normalizeTime', () => {
	test.each([
		['7:5', '07:05:00'],
		['07:05', '07:05:00'],
		['23:59:59', '23:59:59'],
	])('%s → %s', (raw, normal) => {
		expect(normalizeTime(raw)).toBe(normal);
	});
});
