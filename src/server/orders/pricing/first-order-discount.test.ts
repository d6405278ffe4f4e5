import { describe, expect, test } from 'vitest';
import { firstOrderDiscountMinor } from './first-order-discount';

const settings = {
	new_customer_discount_status: 1,
	new_customer_discount_amount: 10,
	new_customer_discount_amount_type: 'percentage',
	new_customer_discount_amount_validity: 7,
	new_customer_discount_validity_type: 'day',
};
const joined = new Date('2026-11-01T00:00:00Z');
const day = (n: number) => new Date(joined.getTime() + n * 86_400_000);
const fresh = { createdAt: joined, liveOrders: 0 };

describe('first-order discount (ADR 030)', () => {
	test.each([
		['10 % of S$25.00 for a new customer', settings, fresh, day(1), 2500, 250],
		['rounded to the cent', settings, fresh, day(1), 1999, 200],
		['none once an order counts', settings, { ...fresh, liveOrders: 1 }, day(1), 2500, 0],
		['none after the validity', settings, fresh, day(7), 2500, 0],
		[
			'none when the offer is off',
			{ ...settings, new_customer_discount_status: 0 },
			fresh,
			day(1),
			2500,
			0,
		],
		['none for a guest', settings, null, day(1), 2500, 0],
		[
			'a fixed amount, never more than the items',
			{
				...settings,
				new_customer_discount_amount_type: 'amount',
				new_customer_discount_amount: 30,
			},
			fresh,
			day(1),
			2500,
			2500,
		],
	] as const)('%s', (_, config, customer, now, base, expected) => {
		expect(firstOrderDiscountMinor(config, customer, now, base, 2)).toBe(expected);
	});
});
