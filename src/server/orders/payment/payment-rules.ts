/** Payment (contract §8.1 steps 2 and 11, §10.2; spec §8 COD message). Pure. */
import type { PaymentMethod } from '~/contracts/order';
import { amountOrThrow, fromMinor, toMinor } from '../pricing/money-cents';
import { isOn } from '../../config/settings-switch';

/** Which methods this order may use: zone flags and business settings together. */
export interface PaymentAvailability {
	cashOnDelivery: boolean;
	digitalPayment: boolean;
	offlinePayment: boolean;
	wallet: boolean;
	partialPayment: boolean;
}

/** Zone flags (`cash_on_delivery`, `digital_payment`, `offline_payment`) and the settings' switches; guests have no wallet. */
export function paymentAvailability(
	zone: { cashOnDelivery: boolean; digitalPayment: boolean; offlinePayment: boolean },
	settings: Record<string, unknown>,
	isGuest: boolean,
): PaymentAvailability {
	const setting = (key: string) => settings[key] === undefined || isOn(settings[key]);
	const wallet = !isGuest && isOn(settings.customer_wallet_status);
	return {
		cashOnDelivery: zone.cashOnDelivery && setting('cash_on_delivery'),
		digitalPayment: zone.digitalPayment && setting('digital_payment'),
		offlinePayment: zone.offlinePayment && isOn(settings.offline_payment_status),
		wallet,
		partialPayment: wallet && isOn(settings.partial_payment_status),
	};
}

export type PaymentRejection =
	| 'cod_unavailable'
	| 'cod_limit'
	| 'digital_unavailable'
	| 'offline_unavailable'
	| 'wallet_unavailable'
	| 'insufficient_balance'
	| 'partial_unavailable'
	| 'partial_not_needed';

export interface PaymentInput {
	method: PaymentMethod;
	orderAmount: number;
	/** Wallet first, the rest by `method`. */
	partialPayment?: boolean;
	available: PaymentAvailability;
	/** The module × zone `maximum_cod_order_amount`; null or 0 = no cap. */
	maximumCodOrderAmount: number | null;
	walletBalance: number;
	decimals: number;
}

export type PaymentCheck =
	| { ok: true; wallet_paid: number; remaining: number }
	| { ok: false; reason: PaymentRejection; status: 203 | 403; code: string };

const PAYMENT_REJECTION: Record<PaymentRejection, { status: 203 | 403; code: string }> = {
	cod_unavailable: { status: 403, code: 'payment_method' },
	cod_limit: { status: 203, code: 'order_amount' },
	digital_unavailable: { status: 403, code: 'digital_payment' },
	offline_unavailable: { status: 403, code: 'offline_payment' },
	wallet_unavailable: { status: 403, code: 'payment_method' },
	insufficient_balance: { status: 203, code: 'order_amount' },
	partial_unavailable: { status: 403, code: 'partial_payment' },
	partial_not_needed: { status: 203, code: 'partial_payment' },
};

const refuse = (reason: PaymentRejection): PaymentCheck => ({
	ok: false,
	reason,
	...PAYMENT_REJECTION[reason],
});

/**
 * Whether the order may be paid this way: cash on delivery when the zone allows it and the amount
 * due in cash stays within `maximum_cod_order_amount` (when above 0); digital and offline payment
 * by their switches; the wallet when its balance covers the order; a partial payment only when
 * the wallet covers part of it, not all.
 */
export function checkPayment(input: PaymentInput): PaymentCheck {
	const d = input.decimals;
	const amount = toMinor(amountOrThrow(input.orderAmount, 'order amount'), d);
	const balance = toMinor(Math.max(0, input.walletBalance), d);
	const { available } = input;
	if (input.method === 'wallet') {
		if (!available.wallet) return refuse('wallet_unavailable');
		if (balance < amount) return refuse('insufficient_balance');
		return { ok: true, wallet_paid: fromMinor(amount, d), remaining: 0 };
	}
	let walletPaid = 0;
	if (input.partialPayment) {
		if (!available.partialPayment) return refuse('partial_unavailable');
		if (balance >= amount) return refuse('partial_not_needed');
		if (balance <= 0) return refuse('insufficient_balance');
		walletPaid = balance;
	}
	const remaining = amount - walletPaid;
	if (input.method === 'cash_on_delivery') {
		if (!available.cashOnDelivery) return refuse('cod_unavailable');
		const cap = input.maximumCodOrderAmount ? toMinor(input.maximumCodOrderAmount, d) : 0;
		if (cap > 0 && remaining > cap) return refuse('cod_limit');
	}
	if (input.method === 'digital_payment' && !available.digitalPayment) {
		return refuse('digital_unavailable');
	}
	if (input.method === 'offline_payment' && !available.offlinePayment) {
		return refuse('offline_unavailable');
	}
	return { ok: true, wallet_paid: fromMinor(walletPaid, d), remaining: fromMinor(remaining, d) };
}
