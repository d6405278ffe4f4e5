// Props every account island gets from its page, and small view helpers.
import type { Locale } from '~/config/locales';
import type { MoneyFormat } from '~/lib/money';

export interface AccountProps {
	locale: Locale;
	money: MoneyFormat;
	timeZone: string;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A date and time as the shop's customers read them. */
export function formatWhen(iso: string, locale: Locale, timeZone: string, withTime = true): string {
	const key = `${locale}|${timeZone}|${withTime}`;
	let format = dateFormats.get(key);
	if (!format) {
		format = new Intl.DateTimeFormat(locale === 'id' ? 'id-ID' : 'en-SG', {
			timeZone,
			dateStyle: 'medium',
			...(withTime ? { timeStyle: 'short' } : {}),
		});
		dateFormats.set(key, format);
	}
	const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
	return Number.isNaN(date.getTime()) ? iso : format.format(date);
}

/** The outcome the payment page sent back (`?flag=`), read once and removed from the address. */
export function takePaymentFlag(): 'success' | 'fail' | 'cancel' | null {
	const url = new URL(location.href);
	const flag = url.searchParams.get('flag');
	if (!flag) return null;
	url.searchParams.delete('flag');
	url.searchParams.delete('token');
	history.replaceState(history.state, '', url);
	return flag === 'success' || flag === 'fail' || flag === 'cancel' ? flag : null;
}
