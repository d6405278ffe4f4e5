import { describe, expect, test } from 'vitest';
import { newCustomerDiscount } from './new-customer-discount';

const settings = {
	new_customer_discount_status: 1,
	new_customer_discount_amount: 10,
	new_customer_discount_amount_type: 'percentage',
	new_customer_discount_amount_validity: 7,
	new_customer_discount_validity_type: 'day',
};
const joined = new Date('2026-11-01T00:00:00Z');
const days = (n: number) => new Date(joined.getTime() + n * 86_400_000);

describe('newCustomerDiscount', () => {
	// spec §2 welcome modal: 'enjoy a special discount on your first order within {validity}'.
	test.each([
		['a new customer within the validity', settings, 0, days(6), true],
		['on the last instant before it ends', settings, 0, new Date(days(7).getTime() - 1), true],
		['once the validity has passed', settings, 0, days(7), false],
		['a customer who has ordered', settings, 1, days(1), false],
		['when the offer is off', { ...settings, new_customer_discount_status: 0 }, 0, days(1), false],
		[
			'a month-long offer after three weeks',
			{
				...settings,
				new_customer_discount_validity_type: 'month',
				new_customer_discount_amount_validity: 1,
			},
			0,
			days(21),
			true,
		],
	])('decides for %s', (_, config, orderCount, now, valid) => {
		expect(
			newCustomerDiscount(config, { createdAt: joined, orderCount }, now).is_valid_for_discount,
		).toBe(valid);
	});

	test('words the validity for the welcome text', () => {
		expect(newCustomerDiscount(settings, { createdAt: joined, orderCount: 0 }, joined)).toEqual({
			is_valid_for_discount: true,
			discount_amount: 10,
			discount_amount_type: 'percentage',
			validity: '7 days',
		});
		const month = {
			...settings,
			new_customer_discount_validity_type: 'month',
			new_customer_discount_amount_validity: 1,
		};
		expect(newCustomerDiscount(month, { createdAt: joined, orderCount: 0 }, joined).validity).toBe(
			'1 month',
		);
	});
});
