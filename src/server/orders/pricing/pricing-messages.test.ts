import { describe, expect, test } from 'vitest';
import { pricingMessage } from './pricing-messages';

describe('pricingMessage', () => {
	test.each([
		[
			'cod_limit',
			'en',
			{},
			'The total amount of the order, exceeds maximum amount of the cash on delivery method',
		],
		[
			'min_purchase',
			'en',
			{ amount: 'S$40.00' },
			'To apply this coupon, total item amount should be minimum S$40.00',
		],
		[
			'min_purchase',
			'id',
			{ amount: 'S$40.00' },
			'Untuk memakai kupon ini, total harga barang minimal S$40.00',
		],
		['expired', 'id', {}, 'Kupon sudah kedaluwarsa'],
	] as const)('%s in %s', (reason, locale, params, expected) => {
		expect(pricingMessage(reason, locale, params)).toBe(expected);
	});
});
