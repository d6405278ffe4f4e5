import { describe, expect, test } from 'vitest';
import { deliveryMinutes, escapeLike } from './text';

describe('escapeLike', () => {
	test.each([
		['50%', '50\\%'],
		['a_b', 'a\\_b'],
		['c:\\d', 'c:\\\\d'],
		['plain', 'plain'],
	])('%s → %s', (text, escaped) => {
		expect(escapeLike(text)).toBe(escaped);
	});
});

describe('deliveryMinutes', () => {
	test.each([
		['30-40 min', [30, 40]],
		['20 min', [20, 20]],
		['60-120 min', [60, 120]],
		['soon', [0, 0]],
	] as const)('%s → %j', (text, range) => {
		expect(deliveryMinutes(text)).toEqual(range);
	});
});
