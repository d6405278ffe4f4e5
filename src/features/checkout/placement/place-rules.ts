// contract §8.1 Idempotency-Key and the place response; commerce contracts 4 and 6 (payment page,
// result page, `last_guest_order`)
import type { Locale } from '~/config/locales';
import type { OrderPlaceResponse } from '~/contracts/order-place';
import { localizedPath } from '~/lib/preferences';
import type { CheckoutPayment } from './order-payload';
import { DEFAULT_GATEWAY } from './order-payload';

/** POST customer/order/place → 200 (note the original's spelling `total_ammount`). */
export type PlacedOrder = OrderPlaceResponse;

/** sessionStorage key the result and track pages read for a guest's last order (one key, kept there). */
export { LAST_GUEST_ORDER_KEY } from '~/features/orders/guest-order';

import { LAST_GUEST_ORDER_KEY } from '~/features/orders/guest-order';

/**
 * Keeps a guest's last order for the result and track pages (commerce contract 6). Storage that
 * is switched off or full must not turn a placed order into a failure: the write is best effort.
 */
export function rememberGuestOrder(
	storage: Pick<Storage, 'setItem'> | null,
	order: { order_id: number; contact_number: string },
): void {
	try {
		storage?.setItem(LAST_GUEST_ORDER_KEY, JSON.stringify(order));
	} catch {
		// the result page then asks for the phone like /track-order does
	}
}

/**
 * What makes two submissions the same order: the body without `order_amount` (the last preview's
 * total, which the server ignores and which a late preview may change between a lost answer and
 * its retry), and the images sent with it.
 */
export function submissionIdentity(
	body: Record<string, string | number>,
	imageIds: readonly string[],
): string {
	const { order_amount: _ignored, ...order } = body;
	return JSON.stringify([order, imageIds]);
}

/**
 * One key per submission: a retry of the same body (a lost answer, a refusal, a double press)
 * reuses it, so the server places at most one order; any change to the order, or a success,
 * starts a new submission with a new key.
 */
export function createSubmissionKeys(newKey: () => string = () => crypto.randomUUID()) {
	let current: { body: string; key: string } | null = null;
	return {
		keyFor(body: string): string {
			if (current?.body !== body) current = { body, key: newKey() };
			return current.key;
		},
		succeeded(): void {
			current = null;
		},
	};
}

/** Where the shopper goes after a placed order (commerce contracts 4 and 6). */
export function afterPlacedUrl(
	order: Pick<PlacedOrder, 'order_id' | 'user_id' | 'payment_token'>,
	method: CheckoutPayment,
	{ origin, locale }: { origin: string; locale: Locale },
): string {
	const result = localizedPath('/order', locale);
	const id = encodeURIComponent(String(order.order_id));
	if (method !== 'digital_payment') return `${result}?order_id=${id}&flag=success`;
	const query = new URLSearchParams({
		order_id: String(order.order_id),
		customer_id: String(order.user_id),
		payment_method: DEFAULT_GATEWAY,
		payment_platform: 'web',
		callback: `${origin}${result}?order_id=${order.order_id}`,
		payment_token: order.payment_token ?? '',
	});
	return `/payment-mobile?${query}`;
}
