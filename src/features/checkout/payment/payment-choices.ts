// spec §2 /checkout payment: what the zone and config allow; spec §8 COD maximum; contract §10.2
import type { CheckoutPayment } from '../placement/order-payload';

export interface PaymentChoice {
	method: CheckoutPayment;
	enabled: boolean;
	/** Why it cannot be chosen: over the COD maximum, a short wallet, or not offered here. */
	note: 'codOverMax' | 'walletShort' | 'unavailable' | null;
}

export interface PaymentInput {
	settings: {
		cashOnDelivery: boolean;
		digitalPayment: boolean;
		wallet: boolean;
		offlinePayment?: boolean;
	};
	guest: boolean;
	/** The latest preview; null until one answered (then the server decides when placing). */
	preview: {
		payment_methods: {
			cash_on_delivery: boolean;
			digital_payment: boolean;
			wallet: boolean;
			offline_payment?: boolean;
		};
		cod_max_amount: number | null;
		wallet_balance: number | null;
		pricing: { order_amount: number };
	} | null;
}

/** The payment methods to list, in order, and whether each can be chosen for this order. */
export function paymentChoices({ settings, guest, preview }: PaymentInput): PaymentChoice[] {
	const total = preview?.pricing.order_amount ?? 0;
	const choices: PaymentChoice[] = [];
	if (settings.cashOnDelivery) {
		const offered = preview?.payment_methods.cash_on_delivery ?? true;
		const cap = preview?.cod_max_amount ?? null;
		const over = offered && cap !== null && total > cap;
		choices.push({
			method: 'cash_on_delivery',
			enabled: offered && !over,
			note: !offered ? 'unavailable' : over ? 'codOverMax' : null,
		});
	}
	if (settings.digitalPayment) {
		const offered = preview?.payment_methods.digital_payment ?? true;
		choices.push({
			method: 'digital_payment',
			enabled: offered,
			note: offered ? null : 'unavailable',
		});
	}
	if (settings.wallet && !guest) {
		const offered = preview?.payment_methods.wallet ?? true;
		const short = offered && preview !== null && (preview.wallet_balance ?? 0) < total;
		choices.push({
			method: 'wallet',
			enabled: offered && !short,
			note: !offered ? 'unavailable' : short ? 'walletShort' : null,
		});
	}
	if (settings.offlinePayment) {
		const offered = preview?.payment_methods.offline_payment ?? true;
		choices.push({
			method: 'offline_payment',
			enabled: offered,
			note: offered ? null : 'unavailable',
		});
	}
	return choices;
}

/** Keeps the shopper's choice while it can be chosen, else the first that can. */
export function choosePayment(
	choices: readonly PaymentChoice[],
	current: CheckoutPayment | null,
): CheckoutPayment | null {
	if (current && choices.some((c) => c.method === current && c.enabled)) return current;
	return choices.find((c) => c.enabled)?.method ?? null;
}
