import { describe, expect, test } from 'vitest';
import { round2 } from './numbers';

describe('round2', () => {
	test.each([
		[4.666_666, 4.67],
		[4.5, 4.5],
		[0.125, 0.13],
		[12.3449, 12.34],
		[2.005, 2.01],
		[0, 0],
		[100, 100],
	])('%d → %d', (value, expected) => {
		expect(round2(value)).toBe(expected);
	});
});
