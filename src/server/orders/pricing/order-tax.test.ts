import { describe, expect, test } from 'vitest';
import { taxAmount } from './order-tax';

const D = 2;

describe('taxAmount', () => {
	// contract §8.1 step 8
	test.each([
		['excluded: added on top', 100, 8, false, 8],
		['included: only reported', 108, 8, true, 8],
		['rounds once', 10.05, 7, false, 0.7],
		['no tax', 100, 0, false, 0],
	])('%s', (_name, base, percent, included, expected) => {
		expect(taxAmount(base, percent, included, D)).toBe(expected);
	});
});
