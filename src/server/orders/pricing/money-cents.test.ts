import { describe, expect, test } from 'vitest';
import { roundMoney } from './money-cents';

const D = 2;

describe('roundMoney', () => {
	test.each([
		[1.005, 1.01],
		[2.675, 2.68],
		[0.1 + 0.2, 0.3],
		[-1.005, -1.01],
		[10, 10],
	])('rounds %d half away from zero to %d', (amount, expected) => {
		expect(roundMoney(amount, D)).toBe(expected);
	});

	test('honours the shop decimals', () => {
		expect(roundMoney(1234.5, 0)).toBe(1235);
		expect(roundMoney(1.2345, 3)).toBe(1.235);
	});
});
