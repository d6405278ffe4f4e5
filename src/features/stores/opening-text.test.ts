import { describe, expect, test } from 'vitest';
import { opensAtText } from './opening-text';

// issue 14 item 5: the next opening in words, en and id
describe('opensAtText', () => {
	test.each([
		[{ days: 0, weekday: 4, time: '10:00' }, 'en', 'Opens at 10:00'],
		[{ days: 1, weekday: 5, time: '10:00' }, 'en', 'Opens tomorrow at 10:00'],
		[{ days: 2, weekday: 6, time: '09:00' }, 'en', 'Opens Saturday at 09:00'],
		[{ days: 0, weekday: 4, time: '10:00' }, 'id', 'Buka pukul 10:00'],
		[{ days: 1, weekday: 5, time: '10:00' }, 'id', 'Buka besok pukul 10:00'],
		[{ days: 2, weekday: 6, time: '09:00' }, 'id', 'Buka Sabtu pukul 09:00'],
	] as const)('%j in %s → %s', (opening, locale, expected) => {
		expect(opensAtText(opening, locale)).toBe(expected);
	});
});
