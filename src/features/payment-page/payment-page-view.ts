import type { Locale } from '~/config/locales';
import { m, type PlainMessage } from '~/i18n/messages';

/**
 * What the payment page shows (the page maps the server's answer into it): the order and the
 * hidden fields of its forms, or why it cannot take a payment.
 */
export type PaymentProblem =
	| 'bad_request'
	| 'unknown_gateway'
	| 'bad_callback'
	| 'not_found'
	| 'not_digital'
	| 'already_paid'
	| 'closed'
	| 'bad_token';

export type PaymentPageView =
	| {
			ok: true;
			order: { id: number; amount: number; storeName: string | null };
			/** A wallet top-up instead of an order (ADR 020): the bonus it earns. */
			fund?: { bonus: number };
			fields: Record<string, string>;
	  }
	| { ok: false; problem: PaymentProblem };

const KEYS = {
	bad_request: m['orders.payment.error.badRequest'],
	unknown_gateway: m['orders.payment.error.unknownGateway'],
	bad_callback: m['orders.payment.error.badCallback'],
	not_found: m['orders.payment.error.notFound'],
	not_digital: m['orders.payment.error.notDigital'],
	already_paid: m['orders.payment.error.alreadyPaid'],
	closed: m['orders.payment.error.closed'],
	bad_token: m['orders.payment.error.badToken'],
} satisfies Record<PaymentProblem, PlainMessage>;

/** What the payment page says when it cannot take a payment. */
export function problemMessage(problem: PaymentProblem, locale: Locale): string {
	return KEYS[problem]({}, { locale });
}
