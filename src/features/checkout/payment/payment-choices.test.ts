import { describe, expect, test } from 'vitest';
import { choosePayment, type PaymentInput, paymentChoices } from './payment-choices';

// spec §2 /checkout payment, §8 'The total amount of the order, exceeds maximum amount of the
// cash on delivery method', contract §10.2 zone payment flags

const all = { cashOnDelivery: true, digitalPayment: true, wallet: true };
const preview = (
	total: number,
	change: Partial<NonNullable<PaymentInput['preview']>> = {},
): NonNullable<PaymentInput['preview']> => ({
	payment_methods: { cash_on_delivery: true, digital_payment: true, wallet: true },
	cod_max_amount: null,
	wallet_balance: 100,
	pricing: { order_amount: total },
	...change,
});

const summary = (input: PaymentInput) =>
	paymentChoices(input).map((c) => `${c.method}:${c.enabled ? 'on' : 'off'}:${c.note ?? '-'}`);

describe('paymentChoices', () => {
	test.each([
		[
			'everything allowed, before any preview',
			{ settings: all, guest: false, preview: null },
			['cash_on_delivery:on:-', 'digital_payment:on:-', 'wallet:on:-'],
		],
		[
			'guests never see the wallet',
			{ settings: all, guest: true, preview: null },
			['cash_on_delivery:on:-', 'digital_payment:on:-'],
		],
		[
			'config switches hide methods',
			{
				settings: { cashOnDelivery: false, digitalPayment: true, wallet: false },
				guest: false,
				preview: null,
			},
			['digital_payment:on:-'],
		],
		[
			'cash on delivery above the zone maximum',
			{ settings: all, guest: false, preview: preview(60, { cod_max_amount: 50 }) },
			['cash_on_delivery:off:codOverMax', 'digital_payment:on:-', 'wallet:on:-'],
		],
		[
			'cash on delivery exactly at the maximum',
			{ settings: all, guest: false, preview: preview(50, { cod_max_amount: 50 }) },
			['cash_on_delivery:on:-', 'digital_payment:on:-', 'wallet:on:-'],
		],
		[
			'a wallet short of the total',
			{ settings: all, guest: false, preview: preview(120) },
			['cash_on_delivery:on:-', 'digital_payment:on:-', 'wallet:off:walletShort'],
		],
		[
			'the zone refuses cash and digital payment',
			{
				settings: all,
				guest: false,
				preview: preview(10, {
					payment_methods: { cash_on_delivery: false, digital_payment: false, wallet: true },
				}),
			},
			['cash_on_delivery:off:unavailable', 'digital_payment:off:unavailable', 'wallet:on:-'],
		],
	] as const)('%s', (_name, input, expected) => {
		expect(summary(input as PaymentInput)).toEqual(expected);
	});
});

describe('choosePayment', () => {
	const choices = paymentChoices({
		settings: all,
		guest: false,
		preview: preview(60, { cod_max_amount: 50 }),
	});
	test.each([
		['digital_payment', 'digital_payment'],
		['cash_on_delivery', 'digital_payment'],
		[null, 'digital_payment'],
	] as const)('%s → %s', (current, chosen) => {
		expect(choosePayment(choices, current)).toBe(chosen);
	});
	test('nothing to choose', () => {
		expect(choosePayment([], 'wallet')).toBeNull();
	});
});
