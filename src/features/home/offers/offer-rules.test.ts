import { describe, expect, test } from 'vitest';
import { cashbackValue, couponValue, offerDate } from './offer-rules';

const money = { symbol: 'S$', position: 'left' as const, decimals: 2 };

// spec §3 coupon and cashback offer fields.

describe('couponValue', () => {
	test.each([
		{ coupon: { discount: 10, discount_type: 'percent', coupon_type: 'default' }, value: '10%' },
		{
			coupon: { discount: 12.5, discount_type: 'percent', coupon_type: 'default' },
			value: '12.5%',
		},
		{ coupon: { discount: 5, discount_type: 'amount', coupon_type: 'default' }, value: 'S$5.00' },
		{ coupon: { discount: 0, discount_type: 'amount', coupon_type: 'free_delivery' }, value: null },
	])(
		'$coupon.discount $coupon.discount_type ($coupon.coupon_type) → $value',
		({ coupon, value }) => {
			expect(couponValue(coupon, money)).toBe(value);
		},
	);
});

describe('cashbackValue', () => {
	test.each([
		{ offer: { cashback_type: 'percentage', cashback_amount: 15 }, value: '15%' },
		{ offer: { cashback_type: 'amount', cashback_amount: 3 }, value: 'S$3.00' },
	])('$offer.cashback_type $offer.cashback_amount → $value', ({ offer, value }) => {
		expect(cashbackValue(offer, money)).toBe(value);
	});
});

describe('offerDate', () => {
	test.each([
		{ date: '2027-12-31', locale: 'en' as const, text: '31 Dec 2027' },
		{ date: '2027-12-31', locale: 'id' as const, text: '31 Des 2027' },
		{ date: 'soon', locale: 'en' as const, text: 'soon' },
	])('$date in $locale → $text', ({ date, locale, text }) => {
		expect(offerDate(date, locale)).toBe(text);
	});
});
