import { describe, expect, test } from 'vitest';
import {
	callbackRedirect,
	payableProblem,
	paymentFormToken,
	sameOriginCallback,
	verifyPaymentFormToken,
} from './payment-page-rules';

// contract §8.1 digital payment: the payment page's callback, token and form token.
const ORIGINS = ['http://shop.test', 'https://kampungmart.example'];

describe('sameOriginCallback', () => {
	test.each([
		['/order?order_id=100001', 'http://shop.test/order?order_id=100001'],
		['/id/order?order_id=7', 'http://shop.test/id/order?order_id=7'],
		['http://shop.test/order', 'http://shop.test/order'],
		['https://kampungmart.example/order', 'https://kampungmart.example/order'],
	])('accepts %s', (callback, href) => {
		expect(sameOriginCallback(callback, ORIGINS)?.href).toBe(href);
	});

	test.each([
		['another host', 'https://evil.test/order'],
		['a scheme-relative URL to another host', '//evil.test/order'],
		['a backslash trick', '/\\evil.test/order'],
		['javascript:', 'javascript:alert(1)'],
		['a relative path without a slash', 'order'],
		['another port', 'http://shop.test:8080/order'],
		['nothing', ''],
		['a newline', '/or\nder'],
		['a tab', 'http://shop.test/\torder'],
	])('refuses %s', (_, callback) => {
		expect(sameOriginCallback(callback, ORIGINS)).toBeNull();
	});
});

describe('callbackRedirect', () => {
	test('adds flag and the base64 token, keeping a path a path', () => {
		const url = sameOriginCallback('/order?order_id=100001', ORIGINS);
		if (!url) throw new Error('callback refused');
		const location = callbackRedirect(url, true, {
			flag: 'success',
			gateway: 'demo_pay',
			orderId: 100001,
			transactionReference: 'DEMO-ABC',
		});
		const back = new URL(location, 'http://shop.test');
		expect(location.startsWith('/order?')).toBe(true);
		expect(back.searchParams.get('order_id')).toBe('100001');
		expect(back.searchParams.get('flag')).toBe('success');
		expect(Buffer.from(back.searchParams.get('token') ?? '', 'base64').toString()).toBe(
			'payment_method=demo_pay&&attribute_id=100001&&transaction_reference=DEMO-ABC',
		);
	});

	test('a failed payment has no transaction reference', () => {
		const url = new URL('https://kampungmart.example/order');
		const location = callbackRedirect(url, false, {
			flag: 'fail',
			gateway: 'demo_pay',
			orderId: 5,
			transactionReference: null,
		});
		const token = new URL(location).searchParams.get('token') ?? '';
		expect(location.startsWith('https://kampungmart.example/order?flag=fail')).toBe(true);
		expect(Buffer.from(token, 'base64').toString()).toBe(
			'payment_method=demo_pay&&attribute_id=5&&transaction_reference=',
		);
	});
});

describe('payment form token', () => {
	const order = { id: 100001, createdAt: new Date('2026-11-21T02:00:00Z') };

	test('is accepted for its own order only', () => {
		const token = paymentFormToken('secret', order);
		expect(verifyPaymentFormToken('secret', order, token)).toBe(true);
		expect(verifyPaymentFormToken('secret', { ...order, id: 100002 }, token)).toBe(false);
		expect(verifyPaymentFormToken('other secret', order, token)).toBe(false);
		expect(verifyPaymentFormToken('secret', order, '')).toBe(false);
		expect(verifyPaymentFormToken('secret', order, `${token}x`)).toBe(false);
	});
});

describe('payableProblem', () => {
	test.each([
		['digital_payment', 'unpaid', 'pending', null],
		['digital_payment', 'unpaid', 'failed', null],
		['digital_payment', 'paid', 'confirmed', 'already_paid'],
		['digital_payment', 'unpaid', 'canceled', 'closed'],
		['cash_on_delivery', 'unpaid', 'pending', 'not_digital'],
	])('%s, %s, %s → %s', (paymentMethod, paymentStatus, orderStatus, problem) => {
		expect(payableProblem({ paymentMethod, paymentStatus, orderStatus })).toBe(problem);
	});
});
