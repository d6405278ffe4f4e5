import { describe, expect, test } from 'vitest';
import { discountedPrice, formatMoney } from './money';

const sgd = { symbol: 'S$', position: 'left' as const, decimals: 2 };

describe('formatMoney', () => {
	test.each([
		[4.5, sgd, 'S$4.50'],
		[1234.5, sgd, 'S$1,234.50'],
		[-3, sgd, '-S$3.00'],
		[15000, { symbol: ' Rp', position: 'right' as const, decimals: 0 }, '15,000 Rp'],
	])('%d → %s', (amount, format, text) => {
		expect(formatMoney(amount, format)).toBe(text);
	});
});

describe('discountedPrice', () => {
	test.each([
		[10, 20, 'percent', 8],
		[10, 3, 'amount', 7],
		[10, 15, 'amount', 0],
		[10, 0, 'percent', 10],
		[5.99, 15, 'percent', 5.09],
	])('%d less %d (%s) is %d', (price, discount, type, result) => {
		expect(discountedPrice(price, discount, type)).toBe(result);
	});
});
