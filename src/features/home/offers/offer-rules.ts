import type { Locale } from '~/config/locales';
import { formatMoney, type MoneyFormat } from '~/lib/money';
import { round2 } from '~/lib/numbers';

// spec §3 coupon (code, discount, discount_type, min_purchase) and cashback offer
// (cashback_type amount or percentage, cashback_amount, min_purchase, end_date).

function trim(value: number): string {
	return String(round2(value));
}

/** A coupon's value: "10%", "S$5.00", or null for a free-delivery coupon. */
export function couponValue(
	coupon: { discount: number; discount_type: string; coupon_type: string },
	money: MoneyFormat,
): string | null {
	if (coupon.coupon_type === 'free_delivery') return null;
	return coupon.discount_type === 'percent'
		? `${trim(coupon.discount)}%`
		: formatMoney(coupon.discount, money);
}

/** A cashback's value: "15%" for percentage offers, else the amount. */
export function cashbackValue(
	offer: { cashback_type: string; cashback_amount: number },
	money: MoneyFormat,
): string {
	return offer.cashback_type === 'percentage'
		? `${trim(offer.cashback_amount)}%`
		: formatMoney(offer.cashback_amount, money);
}

/** "31 Dec 2027" (en) or "31 Des 2027" (id) for a "YYYY-MM-DD" date; the text itself otherwise. */
export function offerDate(date: string, locale: Locale): string {
	const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
	if (!match) return date;
	const instant = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
	return new Intl.DateTimeFormat(locale === 'id' ? 'id-ID' : 'en-SG', {
		day: 'numeric',
		month: 'short',
		year: 'numeric',
		timeZone: 'UTC',
	}).format(instant);
}
