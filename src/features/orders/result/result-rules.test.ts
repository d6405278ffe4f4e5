import { describe, expect, test } from 'vitest';
import { parseResultFlag, resultView } from './result-rules';

// commerce contract 6 (/order flags); spec §4 failed payment

describe('parseResultFlag', () => {
	test.each([
		['success', 'success'],
		['fail', 'fail'],
		['cancel', 'cancel'],
		[null, 'success'],
		['FAIL', 'success'],
	])('%j → %s', (value, flag) => {
		expect(parseResultFlag(value)).toBe(flag);
	});
});

describe('resultView', () => {
	const cod = { payment_method: 'cash_on_delivery', payment_status: 'unpaid' };
	const digital = { payment_method: 'digital_payment', payment_status: 'unpaid' };
	const paid = { payment_method: 'digital_payment', payment_status: 'paid' };
	test.each([
		['success', null, 'success'],
		['fail', null, 'ask'],
		['cancel', null, 'ask'],
		['fail', { order_status: 'failed', ...digital }, 'ask'],
		['success', { order_status: 'failed', ...digital }, 'ask'],
		['fail', { order_status: 'pending', ...digital }, 'ask'],
		['success', { order_status: 'pending', ...digital }, 'success'],
		['fail', { order_status: 'pending', ...cod }, 'success'],
		['cancel', { order_status: 'confirmed', ...paid }, 'success'],
		['fail', { order_status: 'canceled', ...digital }, 'failed'],
		['success', { order_status: 'pending', ...cod }, 'success'],
		['success', { order_status: 'canceled', ...cod }, 'success'],
	] as const)('flag %s with %j → %s', (flag, order, view) => {
		expect(resultView(flag, order)).toBe(view);
	});
});
