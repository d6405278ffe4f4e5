import { describe, expect, test } from 'vitest';
import {
	effectiveSchedule,
	isOpenAt,
	nextDate,
	type OpeningHours,
	scheduleSlots,
	slotMinutes,
} from './schedule-rules';

// spec §2 /checkout schedule slots; contract §8.1 schedule_at, §11.13 store hours

const everyDay = (opening: string, closing: string): OpeningHours[] =>
	[0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opening_time: opening, closing_time: closing }));

// Saturday 21 Nov 2026
const saturday = (time: string) => ({ date: '2026-11-21', time, weekday: 6 });

describe('slotMinutes', () => {
	test.each([
		[30, 30],
		['45', 45],
		[undefined, 30],
		[0, 30],
		[-15, 30],
		['x', 30],
		[12.5, 30],
	])('%j → %j', (raw, minutes) => {
		expect(slotMinutes(raw)).toBe(minutes);
	});
});

describe('nextDate', () => {
	test.each([
		['2026-11-21', '2026-11-22'],
		['2026-11-30', '2026-12-01'],
		['2026-12-31', '2027-01-01'],
		['2028-02-28', '2028-02-29'],
	])('%s → %s', (date, next) => {
		expect(nextDate(date)).toBe(next);
	});
});

describe('isOpenAt', () => {
	const hours = everyDay('10:00:00', '20:00:00');
	test.each([
		[6, '09:59:59', false],
		[6, '10:00:00', true],
		[6, '19:59:00', true],
		[6, '20:00:00', false],
	])('weekday %i at %s → %s', (day, time, open) => {
		expect(isOpenAt(hours, day, time)).toBe(open);
	});
	test('a store with no row that day is closed', () => {
		expect(isOpenAt([{ day: 1, opening_time: '00:00', closing_time: '23:59' }], 6, '12:00')).toBe(
			false,
		);
	});
});

describe('scheduleSlots', () => {
	test('today starts after now and tomorrow covers the whole window', () => {
		const slots = scheduleSlots(everyDay('10:00:00', '12:00:00'), saturday('10:40:00'), 30);
		expect(slots.map((s) => `${s.day} ${s.start}-${s.end}`)).toEqual([
			'today 11:00-11:30',
			'today 11:30-12:00',
			'tomorrow 10:00-10:30',
			'tomorrow 10:30-11:00',
			'tomorrow 11:00-11:30',
			'tomorrow 11:30-12:00',
		]);
		expect(slots[0]?.value).toBe('2026-11-21 11:00:00');
		expect(slots[2]?.value).toBe('2026-11-22 10:00:00');
	});

	test('a slot starting exactly now is not offered', () => {
		const slots = scheduleSlots(everyDay('10:00', '11:00'), saturday('10:30:00'), 30);
		expect(slots.filter((s) => s.day === 'today')).toEqual([]);
	});

	test('the last slot of a window ends at closing time', () => {
		const slots = scheduleSlots(everyDay('10:00', '11:10'), saturday('23:00:00'), 30);
		expect(slots.map((s) => `${s.start}-${s.end}`)).toEqual([
			'10:00-10:30',
			'10:30-11:00',
			'11:00-11:10',
		]);
	});

	test('uses the weekday of each day, wrapping Saturday to Sunday', () => {
		const hours: OpeningHours[] = [
			{ day: 6, opening_time: '18:00', closing_time: '19:00' },
			{ day: 0, opening_time: '08:00', closing_time: '09:00' },
		];
		const slots = scheduleSlots(hours, saturday('17:00:00'), 60);
		expect(slots.map((s) => s.value)).toEqual(['2026-11-21 18:00:00', '2026-11-22 08:00:00']);
	});

	test('split days and overnight windows', () => {
		const hours: OpeningHours[] = [
			{ day: 0, opening_time: '17:00', closing_time: '18:00' },
			{ day: 0, opening_time: '08:00', closing_time: '09:00' },
			{ day: 0, opening_time: '23:00', closing_time: '01:00' },
		];
		const slots = scheduleSlots(hours, saturday('23:59:00'), 60);
		expect(slots.map((s) => `${s.start}-${s.end}`)).toEqual([
			'08:00-09:00',
			'17:00-18:00',
			'23:00-24:00',
		]);
	});

	test('a closed day has no slots', () => {
		expect(scheduleSlots([], saturday('08:00:00'))).toEqual([]);
	});
});

describe('effectiveSchedule', () => {
	const slots = scheduleSlots(everyDay('10:00', '12:00'), saturday('10:40:00'), 30);
	test.each([
		['a slot still offered', '2026-11-21 11:30:00', false, '2026-11-21 11:30:00'],
		['now while open', null, true, null],
		['now while closed takes the first slot', null, false, '2026-11-21 11:00:00'],
		['a slot that has passed, store open', '2026-11-21 10:30:00', true, null],
		['a slot that has passed, store closed', '2026-11-21 10:30:00', false, '2026-11-21 11:00:00'],
	])('%s', (_name, chosen, open, sent) => {
		expect(effectiveSchedule(chosen, slots, open)).toBe(sent);
	});
	test('nothing to send when closed without slots', () => {
		expect(effectiveSchedule(null, [], false)).toBeNull();
	});
});
