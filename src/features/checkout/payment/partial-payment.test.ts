import { describe, expect, test } from 'vitest';
import { partialChoices, partialOffer } from './partial-payment';

const preview = (wallet: number | null, total: number, methods = {}) => ({
	payment_methods: { wallet: true, cash_on_delivery: true, ...methods },
	wallet_balance: wallet,
	pricing: { order_amount: total },
});
const base = { partialPayment: true, guest: false, decimals: 2 };

describe('partialOffer', () => {
	test('a wallet short of the total pays all it holds; the rest is due on delivery', () => {
		expect(partialOffer({ ...base, preview: preview(12.3, 30.05) })).toEqual({
			wallet: 12.3,
			rest: 17.75,
		});
	});

	test.each([
		['the wallet covers the order', { preview: preview(40, 30) }],
		['the wallet is empty', { preview: preview(0, 30) }],
		['a guest', { guest: true, preview: preview(null, 30) }],
		['partial payment is off', { partialPayment: false, preview: preview(10, 30) }],
		['no preview yet', { preview: null }],
		['the zone takes no wallet', { preview: preview(10, 30, { wallet: false }) }],
		['no cash on delivery for the rest', { preview: preview(10, 30, { cash_on_delivery: false }) }],
	])('none when %s', (_, changes) => {
		expect(partialOffer({ ...base, ...changes } as Parameters<typeof partialOffer>[0])).toBeNull();
	});
});

describe('partialChoices', () => {
	const choices = [
		{ method: 'cash_on_delivery' as const, enabled: false, note: 'codOverMax' as const },
		{ method: 'digital_payment' as const, enabled: true, note: null },
		{ method: 'wallet' as const, enabled: false, note: 'walletShort' as const },
	];
	test('leaves the choices alone without a partial payment', () => {
		expect(partialChoices(choices, false)).toBe(choices);
	});
	test('with one, only cash on delivery takes the rest', () => {
		expect(partialChoices(choices, true).map((c) => [c.method, c.enabled])).toEqual([
			['cash_on_delivery', true],
			['digital_payment', false],
			['wallet', false],
		]);
	});
});
