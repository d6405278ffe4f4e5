import { describe, expect, test } from 'vitest';
import { nextOpening, type OpeningWindow } from './store-hours';

// issue 14 item 5: "Opens at 10:00" (or the next day) on a closed store, in the shop's time
const week = (open: string, close: string, days = [0, 1, 2, 3, 4, 5, 6]): OpeningWindow[] =>
	days.map((day) => ({ day, openingTime: open, closingTime: close }));
const at = (weekday: number, time: string) => ({ date: '2026-11-26', weekday, time });

describe('nextOpening', () => {
	test.each([
		[
			'06:30 before a 10:00 opening',
			week('10:00', '22:00'),
			at(4, '06:30:00'),
			{ days: 0, weekday: 4, time: '10:00' },
		],
		['open now', week('10:00', '22:00'), at(4, '12:00:00'), null],
		[
			'after closing: tomorrow',
			week('10:00', '22:00'),
			at(4, '23:15:00'),
			{ days: 1, weekday: 5, time: '10:00' },
		],
		[
			'closed on Fridays: Saturday',
			week('09:00', '17:00', [0, 1, 2, 3, 4, 6]),
			at(4, '18:00:00'),
			{ days: 2, weekday: 6, time: '09:00' },
		],
		[
			'a split day: the afternoon',
			[...week('08:00', '11:00'), ...week('15:00', '21:00')],
			at(4, '12:00:00'),
			{ days: 0, weekday: 4, time: '15:00' },
		],
		['round the clock', week('00:00', '23:59:59'), at(4, '03:00:00'), null],
		['past midnight window still open', week('18:00', '02:00'), at(4, '01:00:00'), null],
		[
			'"7:5" hours from older data',
			week('7:5', '9:0'),
			at(4, '06:00:00'),
			{ days: 0, weekday: 4, time: '07:05' },
		],
		['no hours at all', [], at(4, '06:00:00'), null],
	])('%s', (_name, windows, now, expected) => {
		expect(nextOpening(windows, now)).toEqual(expected);
	});
});
