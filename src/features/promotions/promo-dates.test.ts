import { describe, expect, test } from 'vitest';
import { formatClock, formatDay } from './promo-dates';

describe('formatDay', () => {
	test.each([
		['2027-12-31', 'en', '31 December 2027'],
		['2027-12-31', 'id', '31 Desember 2027'],
		['2026-01-01', 'en', '1 January 2026'],
		['soon', 'en', 'soon'],
		[null, 'en', ''],
	])('%s in %s → %s', (date, locale, text) => {
		expect(formatDay(date, locale)).toBe(text);
	});
});

describe('formatClock', () => {
	test.each([
		['09:00:00', '09:00'],
		['23:59', '23:59'],
		['', ''],
		[null, ''],
	])('%s → %s', (time, text) => {
		expect(formatClock(time)).toBe(text);
	});
});
