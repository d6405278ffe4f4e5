import { describe, expect, test } from 'vitest';
import {
	customerMayCancel,
	isHistoryStatus,
	mayChangePaymentMethod,
	normalizePhone,
	phonesMatch,
	switchedPaymentMethod,
} from './order-view-rules';

// contract §8.3 lists and track, §8.4 cancel and payment-method.
describe('isHistoryStatus', () => {
	test.each([
		['pending', false],
		['confirmed', false],
		['processing', false],
		['handover', false],
		['picked_up', false],
		['delivered', true],
		['canceled', true],
		['failed', true],
		['refund_requested', true],
		['refund_request_canceled', true],
		['refunded', true],
	])('%s → history %s', (status, history) => {
		expect(isHistoryStatus(status)).toBe(history);
	});
});

describe('customerMayCancel', () => {
	test.each([
		['pending', true],
		['failed', true],
		['confirmed', false],
		['processing', false],
		['picked_up', false],
		['delivered', false],
		['canceled', false],
	])('%s → %s', (status, allowed) => {
		expect(customerMayCancel(status)).toBe(allowed);
	});
});

describe('mayChangePaymentMethod', () => {
	test.each([
		['failed', 'unpaid', 'digital_payment', true],
		['pending', 'unpaid', 'digital_payment', true],
		['failed', 'partially_paid', 'partial_payment', true],
		['confirmed', 'paid', 'digital_payment', false],
		['pending', 'paid', 'wallet', false],
		['canceled', 'unpaid', 'digital_payment', false],
		['processing', 'unpaid', 'cash_on_delivery', false],
	])('%s, %s, %s → %s', (orderStatus, paymentStatus, paymentMethod, allowed) => {
		expect(mayChangePaymentMethod({ orderStatus, paymentStatus, paymentMethod })).toBe(allowed);
	});

	test('a partial payment stays one; anything else becomes cash on delivery', () => {
		expect(switchedPaymentMethod('partial_payment')).toBe('partial_payment');
		expect(switchedPaymentMethod('digital_payment')).toBe('cash_on_delivery');
	});
});

describe('phonesMatch', () => {
	test.each([
		['+6591234567', '+6591234567', true],
		['6591234567', '+6591234567', true],
		['+65 9123-4567', '+6591234567', true],
		['+6591234568', '+6591234567', false],
		['91234567', '+6591234567', false],
		['', '+6591234567', false],
		[undefined, '+6591234567', false],
	])('%s against %s → %s', (given, stored, match) => {
		expect(phonesMatch(given, stored)).toBe(match);
	});

	test('normalizePhone adds the missing +', () => {
		expect(normalizePhone(' 65 9123 4567 ')).toBe('+6591234567');
	});
});
