/**
 * Rules of the wallet, loyalty points and referral (contract §9, §10.1 delivered). Pure; money in
 * minor units (cents at 2 decimals).
 */
import { isOn } from '../config/settings-switch';

const num = (value: unknown) => {
	const n = Number(value);
	return Number.isFinite(n) ? n : 0;
};

export interface BonusTerms {
	id: number;
	bonusType: string;
	bonusAmount: number;
	minimumAddAmount: number;
	maximumBonusAmount: number;
}

/** The bonus one offer gives on a top-up of `cents`: 0 below its minimum; a percentage is capped. */
export function bonusOf(offer: BonusTerms, cents: number, decimals: number): number {
	const unit = 10 ** decimals;
	if (cents < Math.round(offer.minimumAddAmount * unit)) return 0;
	if (offer.bonusType === 'amount') return Math.max(0, Math.round(offer.bonusAmount * unit));
	const bonus = Math.floor((cents * offer.bonusAmount) / 100);
	const cap = Math.round(offer.maximumBonusAmount * unit);
	return Math.max(0, cap > 0 ? Math.min(bonus, cap) : bonus);
}

/** The running offer that gives the most on this top-up (one bonus per top-up), or none. */
export function bestBonus(
	offers: readonly BonusTerms[],
	cents: number,
	decimals: number,
): { offerId: number; cents: number } | null {
	let best: { offerId: number; cents: number } | null = null;
	for (const offer of offers) {
		const bonus = bonusOf(offer, cents, decimals);
		if (bonus > 0 && (!best || bonus > best.cents)) best = { offerId: offer.id, cents: bonus };
	}
	return best;
}

/**
 * contract §10.1: points a delivered order earns: `loyalty_point_item_purchase_point` % of its
 * amount, turned into points at `loyalty_point_exchange_rate` points per currency unit, rounded
 * down; 0 when loyalty points are off.
 */
export function pointsEarned(
	settings: Record<string, unknown>,
	orderAmountCents: number,
	decimals: number,
): number {
	if (!isOn(settings.loyalty_point_status)) return 0;
	const percent = num(settings.loyalty_point_item_purchase_point);
	const rate = num(settings.loyalty_point_exchange_rate);
	if (percent <= 0 || rate <= 0) return 0;
	return Math.floor((orderAmountCents * percent * rate) / (100 * 10 ** decimals) + 1e-9);
}

export type TransferRefusal = 'off' | 'below_minimum' | 'insufficient';

/** contract §9 point-transfer: the money `points` buy, or why they may not be converted. */
export function pointTransfer(
	settings: Record<string, unknown>,
	points: number,
	balance: number,
	decimals: number,
): { ok: true; cents: number } | { ok: false; reason: TransferRefusal; minimum: number } {
	const minimum = Math.max(0, Math.floor(num(settings.loyalty_point_minimum_point)));
	const rate = num(settings.loyalty_point_exchange_rate);
	if (!isOn(settings.loyalty_point_status) || rate <= 0)
		return { ok: false, reason: 'off', minimum };
	if (points < minimum) return { ok: false, reason: 'below_minimum', minimum };
	if (points > balance) return { ok: false, reason: 'insufficient', minimum };
	return { ok: true, cents: Math.floor((points * 10 ** decimals) / rate + 1e-9) };
}

/** contract §10.1: what the referrer earns when a referred customer's first order is delivered. */
export function referralEarning(settings: Record<string, unknown>, decimals: number): number {
	if (!isOn(settings.ref_earning_status)) return 0;
	return Math.max(0, Math.round(num(settings.ref_earning_exchange_rate) * 10 ** decimals));
}

/** `wallet/transactions?type=` as ledger types (contract §9). */
export const WALLET_TYPE_FILTER: Record<string, readonly string[]> = {
	order: ['order_place', 'partial_payment', 'order_refund'],
	loyalty_point: ['loyalty_point'],
	add_fund: ['add_fund', 'add_fund_by_admin'],
	referrer: ['referrer'],
	CashBack: ['CashBack'],
};

/** contract §6 remove-account: statuses that keep an account from being removed. */
export const RUNNING_ORDER_STATUSES = [
	'pending',
	'accepted',
	'confirmed',
	'processing',
	'handover',
	'picked_up',
] as const;
