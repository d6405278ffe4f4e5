// contract §8.1 `partial_payment` (wallet first, the rest in cash: ADR 020); spec §2 payment
import type { PaymentChoice } from './payment-choices';

export interface PartialOffer {
	/** What the wallet pays: its whole balance. */
	wallet: number;
	/** What is left to pay on delivery. */
	rest: number;
}

/**
 * The partial payment checkout may offer: only to a signed-in customer whose wallet holds
 * something but less than the order's total, when the marketplace allows it, the zone takes
 * the wallet, and cash on delivery can take the rest. From the server's preview, never guessed.
 */
export function partialOffer(input: {
	partialPayment: boolean;
	guest: boolean;
	preview: {
		payment_methods: { wallet: boolean; cash_on_delivery: boolean };
		wallet_balance: number | null;
		pricing: { order_amount: number };
	} | null;
	decimals: number;
}): PartialOffer | null {
	const { preview } = input;
	if (!input.partialPayment || input.guest || !preview) return null;
	const balance = preview.wallet_balance ?? 0;
	const total = preview.pricing.order_amount;
	if (!preview.payment_methods.wallet || !preview.payment_methods.cash_on_delivery) return null;
	if (balance <= 0 || balance >= total) return null;
	const unit = 10 ** input.decimals;
	return { wallet: balance, rest: Math.round((total - balance) * unit) / unit };
}

/** While paying partly from the wallet, the rest is cash on delivery: other methods step aside. */
export function partialChoices(choices: PaymentChoice[], partial: boolean): PaymentChoice[] {
	if (!partial) return choices;
	return choices.map((choice) =>
		choice.method === 'cash_on_delivery'
			? { ...choice, enabled: true, note: null }
			: { ...choice, enabled: false, note: null },
	);
}
