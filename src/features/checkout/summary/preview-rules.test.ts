import { describe, expect, test } from 'vitest';
import { couponRefusal, previewBody, summaryNotices } from './preview-rules';

// commerce contract 2: order/preview

describe('previewBody', () => {
	test('leaves out the payment, the contact, the client total and address details', () => {
		expect(
			previewBody({
				address_type: 'home',
				road: 'Orchard Rd',
				house: '1',
				floor: '2',
				delivery_instruction: 'ring',
				order_note: 'no chilli',
				cutlery: 1,
				address: 'Orchard',
				payment_method: 'wallet',
				payment_gateway: 'demo_pay',
				contact_person_name: 'Siti',
				contact_person_number: '+65',
				contact_person_email: 'a@b.c',
				order_amount: 10,
				store_id: 1,
				coupon_code: 'X',
			}),
		).toEqual({ address: 'Orchard', store_id: 1, coupon_code: 'X' });
	});
});

describe('summaryNotices', () => {
	test('keeps refusals the form does not show, once each', () => {
		expect(
			summaryNotices([
				{ code: 'address', message: 'The address field is required.' },
				{ code: 'coupon', message: 'Coupon expired' },
				{ code: 'order_time', message: 'You need to order at least S$8.00' },
				{ code: 'order_time', message: 'You need to order at least S$8.00' },
				{ code: 'coordinates', message: 'Out of coverage' },
				{ code: 'network', message: '' },
			]),
		).toEqual(['You need to order at least S$8.00', 'Out of coverage']);
	});
});

describe('couponRefusal', () => {
	test.each([
		[[{ code: 'coupon', message: 'Coupon expired' }], 'Coupon expired'],
		[[{ code: 'order_time', message: 'x' }], null],
		[[], null],
	])('%j → %j', (errors, message) => {
		expect(couponRefusal(errors)).toBe(message);
	});
});
