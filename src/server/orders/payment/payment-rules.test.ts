import { describe, expect, test } from 'vitest';
import { checkPayment, type PaymentAvailability } from './payment-rules';

const D = 2;

describe('checkPayment', () => {
	// contract §8.1 step 11, §10.2; spec §8 COD message
	const all: PaymentAvailability = {
		cashOnDelivery: true,
		digitalPayment: true,
		offlinePayment: true,
		wallet: true,
		partialPayment: true,
	};
	const base = {
		orderAmount: 100,
		available: all,
		maximumCodOrderAmount: 150,
		walletBalance: 40,
		decimals: D,
	};
	test.each<[string, Partial<Parameters<typeof checkPayment>[0]>, string]>([
		['cash on delivery within the cap', { method: 'cash_on_delivery' }, 'ok'],
		['cash on delivery at the cap', { method: 'cash_on_delivery', orderAmount: 150 }, 'ok'],
		[
			'cash on delivery above the cap',
			{ method: 'cash_on_delivery', orderAmount: 150.01 },
			'cod_limit:203:order_amount',
		],
		[
			'no cap when it is 0',
			{ method: 'cash_on_delivery', orderAmount: 9999, maximumCodOrderAmount: 0 },
			'ok',
		],
		[
			'no cap when it is null',
			{ method: 'cash_on_delivery', orderAmount: 9999, maximumCodOrderAmount: null },
			'ok',
		],
		[
			'cash on delivery off in the zone',
			{ method: 'cash_on_delivery', available: { ...all, cashOnDelivery: false } },
			'cod_unavailable:403:payment_method',
		],
		['digital payment', { method: 'digital_payment' }, 'ok'],
		[
			'digital payment off',
			{ method: 'digital_payment', available: { ...all, digitalPayment: false } },
			'digital_unavailable:403:digital_payment',
		],
		[
			'offline payment off',
			{ method: 'offline_payment', available: { ...all, offlinePayment: false } },
			'offline_unavailable:403:offline_payment',
		],
		['wallet with enough balance', { method: 'wallet', walletBalance: 100 }, 'ok'],
		[
			'wallet short by a cent',
			{ method: 'wallet', walletBalance: 99.99 },
			'insufficient_balance:203:order_amount',
		],
		[
			'wallet for guests',
			{ method: 'wallet', available: { ...all, wallet: false } },
			'wallet_unavailable:403:payment_method',
		],
		[
			'partial: wallet first, rest in cash',
			{ method: 'cash_on_delivery', partialPayment: true },
			'ok',
		],
		[
			'partial when the wallet covers all',
			{ method: 'digital_payment', partialPayment: true, walletBalance: 100 },
			'partial_not_needed:203:partial_payment',
		],
		[
			'partial with an empty wallet',
			{ method: 'digital_payment', partialPayment: true, walletBalance: 0 },
			'insufficient_balance:203:order_amount',
		],
		[
			'partial switched off',
			{
				method: 'digital_payment',
				partialPayment: true,
				available: { ...all, partialPayment: false },
			},
			'partial_unavailable:403:partial_payment',
		],
		[
			'the cap applies to the cash part',
			{ method: 'cash_on_delivery', partialPayment: true, orderAmount: 180, walletBalance: 40 },
			'ok',
		],
	])('%s', (_name, over, expected) => {
		const result = checkPayment({ ...base, method: 'cash_on_delivery', ...over });
		expect(result.ok ? 'ok' : `${result.reason}:${result.status}:${result.code}`).toBe(expected);
	});

	test('splits a partial payment', () => {
		expect(checkPayment({ ...base, method: 'digital_payment', partialPayment: true })).toEqual({
			ok: true,
			wallet_paid: 40,
			remaining: 60,
		});
	});
});
