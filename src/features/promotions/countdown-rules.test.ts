import { describe, expect, test } from 'vitest';
import {
	campaignEndsAt,
	campaignStartsAt,
	countdownParts,
	formatCountdown,
	remainingTime,
	zonedInstant,
} from './countdown-rules';

const at = (iso: string) => Date.parse(iso);

describe('remainingTime', () => {
	test.each([
		['a few seconds', '2027-01-01T00:00:05Z', '2027-01-01T00:00:00Z', '00:00:00:05', false],
		['a day and a bit', '2027-01-02T01:02:03Z', '2027-01-01T00:00:00Z', '01:01:02:03', false],
		[
			'rounds part seconds down',
			'2027-01-01T00:00:01.900Z',
			'2027-01-01T00:00:00Z',
			'00:00:00:01',
			false,
		],
		['more than 99 days', '2027-05-01T00:00:00Z', '2027-01-01T00:00:00Z', '120:00:00:00', false],
		['the end itself', '2027-01-01T00:00:00Z', '2027-01-01T00:00:00Z', '00:00:00:00', true],
		['after the end', '2027-01-01T00:00:00Z', '2027-01-03T00:00:00Z', '00:00:00:00', true],
	])('%s', (_, end, now, shown, over) => {
		const r = remainingTime(at(end), at(now));
		expect(formatCountdown(r)).toBe(shown);
		expect(r.over).toBe(over);
	});

	test('treats an unknown end as over', () => {
		expect(remainingTime(Number.NaN, 0).over).toBe(true);
	});
});

describe('countdownParts', () => {
	test('pads each part to two digits', () => {
		expect(countdownParts({ days: 3, hours: 4, minutes: 5, seconds: 6, over: false })).toEqual([
			'03',
			'04',
			'05',
			'06',
		]);
	});
});

describe('zonedInstant', () => {
	test.each([
		['2027-12-31', '23:59:59', 'Asia/Singapore', '2027-12-31T15:59:59.000Z'],
		['2027-12-31', '00:00', 'Asia/Singapore', '2027-12-30T16:00:00.000Z'],
		['2027-07-01', '12:00', 'Europe/London', '2027-07-01T11:00:00.000Z'],
		['2027-01-15', '12:00', 'Europe/London', '2027-01-15T12:00:00.000Z'],
		['2027-03-01', '9:5', 'UTC', '2027-03-01T09:05:00.000Z'],
	])('%s %s in %s is %s', (date, time, zone, iso) => {
		expect(zonedInstant(date, time, zone)?.toISOString()).toBe(iso);
	});

	test('refuses what is not a date', () => {
		expect(zonedInstant('soon', '10:00', 'UTC')).toBeNull();
	});
});

describe('campaignEndsAt', () => {
	test.each([
		[{ available_date_ends: '2027-12-31', end_time: '23:59' }, '2027-12-31T15:59:59.000Z'],
		[{ available_date_ends: '2027-12-31', end_time: '18:30:00' }, '2027-12-31T10:30:00.000Z'],
		[{ available_date_ends: '2027-12-31', end_time: null }, '2027-12-31T15:59:59.000Z'],
		[{ available_date_ends: null, end_time: '10:00' }, null],
	])('%j ends at %s in Singapore', (campaign, iso) => {
		expect(campaignEndsAt(campaign, 'Asia/Singapore')?.toISOString() ?? null).toBe(iso);
	});
});

describe('campaignStartsAt', () => {
	test.each([
		[{ available_date_starts: '2031-01-01', start_time: '00:00' }, '2030-12-31T16:00:00.000Z'],
		[{ available_date_starts: '2031-01-01', start_time: null }, '2030-12-31T16:00:00.000Z'],
		[{ available_date_starts: '2031-01-01', start_time: '10:30' }, '2031-01-01T02:30:00.000Z'],
		[{ available_date_starts: null, start_time: '10:00' }, null],
	])('%j starts at %s in Singapore', (campaign, iso) => {
		expect(campaignStartsAt(campaign, 'Asia/Singapore')?.toISOString() ?? null).toBe(iso);
	});
});
