/** Which orders show where and what a customer may still do with them. Pure. */
import { HISTORY_STATUSES } from '~/contracts/order-view';

const HISTORY: ReadonlySet<string> = new Set(HISTORY_STATUSES);

/** contract §8.3 / §10.1: history holds finished orders; everything else is running. */
export function isHistoryStatus(status: string): boolean {
	return HISTORY.has(status);
}

/** contract §8.4: a customer cancels only while the order is pending, or after a failed payment. */
export function customerMayCancel(status: string): boolean {
	return status === 'pending' || status === 'failed';
}

/**
 * contract §8.4 `order/payment-method`: an order waiting for (or after a failed) digital payment
 * may switch to cash on delivery; a paid or moving order may not.
 */
export function mayChangePaymentMethod(order: {
	orderStatus: string;
	paymentStatus: string;
	paymentMethod: string;
}): boolean {
	return (
		(order.orderStatus === 'pending' || order.orderStatus === 'failed') &&
		order.paymentStatus !== 'paid' &&
		(order.paymentMethod === 'digital_payment' ||
			order.paymentMethod === 'partial_payment' ||
			order.paymentMethod === 'cash_on_delivery')
	);
}

/** The method an order keeps after switching: a partial payment stays one (its rest is cash). */
export function switchedPaymentMethod(current: string): string {
	return current === 'partial_payment' ? current : 'cash_on_delivery';
}

/**
 * contract §8.3: a guest tracks with the phone the order was placed with; spaces, dashes and
 * brackets do not count and a missing leading '+' is added, as the original does.
 */
export function normalizePhone(phone: string): string {
	const compact = phone.trim().replace(/[\s\-().]/g, '');
	if (!compact) return '';
	return compact.startsWith('+') ? compact : `+${compact}`;
}

export function phonesMatch(given: string | undefined, stored: string): boolean {
	if (!given) return false;
	const a = normalizePhone(given);
	return a !== '' && a === normalizePhone(stored);
}
