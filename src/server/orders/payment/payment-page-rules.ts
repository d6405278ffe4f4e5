/**
 * The built-in payment page's rules (contract §8.1 digital payment, §11.22): where it may send
 * the shopper back, the token it appends, and the form token that ties a POST to its order. Pure.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Gateways this server's payment page plays (config `active_payment_method_list`). */
export const PAYMENT_GATEWAYS = ['demo_pay'] as const;

export const PAYMENT_FLAGS = ['success', 'fail', 'cancel'] as const;
export type PaymentFlag = (typeof PAYMENT_FLAGS)[number];

/**
 * The callback as a URL on one of `origins`, or null: a path (`/order?order_id=1`) or an
 * absolute URL of the shop itself. Anything else (another host, `//host`, `javascript:`) is
 * refused, so the page cannot be used to send shoppers elsewhere.
 */
export function sameOriginCallback(
	callback: string | null | undefined,
	origins: readonly string[],
): URL | null {
	const raw = callback?.trim();
	if (!raw || raw.length > 2000 || origins.length === 0) return null;
	// Backslashes and control characters let some browsers read `/\\evil.test` as another host.
	if (raw.includes('\\') || [...raw].some((ch) => ch.charCodeAt(0) < 32)) return null;
	const base = origins[0] as string;
	const relative = raw.startsWith('/') && !raw.startsWith('//');
	if (!relative && !/^https?:\/\//i.test(raw)) return null;
	let url: URL;
	try {
		url = new URL(raw, base);
	} catch {
		return null;
	}
	if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
	if (relative) return url;
	return origins.some((o) => new URL(o).origin === url.origin) ? url : null;
}

/**
 * Where the shopper goes after choosing: the callback with `flag` and `token` = base64 of
 * `payment_method=..&&attribute_id=<order id>&&transaction_reference=..` (contract §8.1). A
 * callback given as a path stays a path.
 */
export function callbackRedirect(
	callback: URL,
	keptAsPath: boolean,
	input: {
		flag: PaymentFlag;
		gateway: string;
		orderId: number | string;
		transactionReference: string | null;
	},
): string {
	const url = new URL(callback.href);
	const token = Buffer.from(
		`payment_method=${input.gateway}&&attribute_id=${input.orderId}&&transaction_reference=${input.transactionReference ?? ''}`,
		'utf8',
	).toString('base64');
	url.searchParams.set('flag', input.flag);
	url.searchParams.set('token', token);
	return keptAsPath ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/** The form token of an order's payment page: an HMAC of its id and creation time. */
export function paymentFormToken(secret: string, order: { id: number; createdAt: Date }): string {
	return createHmac('sha256', secret)
		.update(`payment-page:${order.id}:${order.createdAt.toISOString()}`)
		.digest('base64url');
}

export function verifyPaymentFormToken(
	secret: string,
	order: { id: number; createdAt: Date },
	token: string | null | undefined,
): boolean {
	if (!token) return false;
	const expected = Buffer.from(paymentFormToken(secret, order));
	const given = Buffer.from(token);
	return given.length === expected.length && timingSafeEqual(given, expected);
}

export type PaymentPageProblem =
	| 'bad_request'
	| 'unknown_gateway'
	| 'bad_callback'
	| 'not_found'
	| 'not_digital'
	| 'already_paid'
	| 'closed'
	| 'bad_token';

export const PAYMENT_PAGE_STATUS: Record<PaymentPageProblem, 400 | 403 | 404 | 409> = {
	bad_request: 400,
	unknown_gateway: 400,
	bad_callback: 400,
	not_found: 404,
	not_digital: 400,
	already_paid: 409,
	closed: 409,
	bad_token: 403,
};

/** Whether an order may be paid on the page now; the problem otherwise. */
export function payableProblem(order: {
	paymentMethod: string;
	paymentStatus: string;
	orderStatus: string;
}): PaymentPageProblem | null {
	if (order.paymentMethod !== 'digital_payment') return 'not_digital';
	if (order.paymentStatus === 'paid') return 'already_paid';
	if (order.orderStatus !== 'pending' && order.orderStatus !== 'failed') return 'closed';
	return null;
}
