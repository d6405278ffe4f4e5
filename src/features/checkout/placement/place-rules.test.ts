import { describe, expect, test } from 'vitest';
import {
	afterPlacedUrl,
	createSubmissionKeys,
	LAST_GUEST_ORDER_KEY,
	rememberGuestOrder,
	submissionIdentity,
} from './place-rules';

// contract §8.1 Idempotency-Key; commerce contracts 4 (payment page) and 6 (result page)

describe('createSubmissionKeys', () => {
	const counter = () => {
		let n = 0;
		return () => `key-${++n}`;
	};

	test('a retry of the same order reuses its key', () => {
		const keys = createSubmissionKeys(counter());
		expect(keys.keyFor('{"a":1}')).toBe('key-1');
		expect(keys.keyFor('{"a":1}')).toBe('key-1');
	});

	test('a changed order gets a new key', () => {
		const keys = createSubmissionKeys(counter());
		keys.keyFor('{"a":1}');
		expect(keys.keyFor('{"a":2}')).toBe('key-2');
		expect(keys.keyFor('{"a":1}')).toBe('key-3');
	});

	test('after a success the next order gets a new key', () => {
		const keys = createSubmissionKeys(counter());
		keys.keyFor('{"a":1}');
		keys.succeeded();
		expect(keys.keyFor('{"a":1}')).toBe('key-2');
	});

	test('uses random UUIDs by default', () => {
		expect(createSubmissionKeys().keyFor('x')).toMatch(/^[0-9a-f-]{36}$/);
	});
});

describe('submissionIdentity', () => {
	const body = { store_id: 1, order_type: 'take_away', order_amount: 12.5 };

	test('a late preview’s total does not make a retry another order', () => {
		expect(submissionIdentity({ ...body, order_amount: 9 }, [])).toBe(submissionIdentity(body, []));
	});

	test('another choice or other images do', () => {
		expect(submissionIdentity({ ...body, order_type: 'delivery' }, [])).not.toBe(
			submissionIdentity(body, []),
		);
		expect(submissionIdentity(body, ['rx-2'])).not.toBe(submissionIdentity(body, ['rx-1']));
	});
});

describe('afterPlacedUrl', () => {
	const order = { order_id: 100001, user_id: 42, payment_token: 'signed-by-the-server' };
	const where = { origin: 'https://shop.test', locale: 'en' as const };

	test.each([
		['cash_on_delivery', 'en', '/order?order_id=100001&flag=success'],
		['wallet', 'en', '/order?order_id=100001&flag=success'],
		['cash_on_delivery', 'id', '/id/order?order_id=100001&flag=success'],
	] as const)('%s in %s goes to the result page', (method, locale, url) => {
		expect(afterPlacedUrl(order, method, { ...where, locale })).toBe(url);
	});

	test('digital payment goes to the payment page, signed, with a callback to the result page', () => {
		const url = new URL(afterPlacedUrl(order, 'digital_payment', where), where.origin);
		expect(url.pathname).toBe('/payment-mobile');
		expect(Object.fromEntries(url.searchParams)).toEqual({
			order_id: '100001',
			customer_id: '42',
			payment_method: 'demo_pay',
			payment_platform: 'web',
			callback: 'https://shop.test/order?order_id=100001',
			payment_token: 'signed-by-the-server',
		});
	});

	test('a guest’s id is the customer id', () => {
		const url = new URL(
			afterPlacedUrl({ order_id: 100002, user_id: 9 }, 'digital_payment', where),
			where.origin,
		);
		expect(url.searchParams.get('customer_id')).toBe('9');
	});
});

describe('rememberGuestOrder', () => {
	const order = { order_id: 100003, contact_number: '+6591234567' };

	test('keeps the order id and phone under last_guest_order', () => {
		const saved = new Map<string, string>();
		rememberGuestOrder({ setItem: (k, v) => saved.set(k, v) }, order);
		expect(JSON.parse(saved.get(LAST_GUEST_ORDER_KEY) ?? '')).toEqual(order);
	});

	test('a placed order stays placed when storage refuses the write', () => {
		const full = {
			setItem: () => {
				throw new DOMException('full', 'QuotaExceededError');
			},
		};
		expect(() => rememberGuestOrder(full, order)).not.toThrow();
		expect(() => rememberGuestOrder(null, order)).not.toThrow();
	});
});
