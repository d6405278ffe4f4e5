// commerce contract 4 and 6: /order?order_id=&flag=success|fail|cancel; spec §4 failed payment
// (the dialog 500 ms after the screen; Cancel sends 'Order payment canceled').
import type { Order } from '../order-types';

export type ResultFlag = 'success' | 'fail' | 'cancel';

export const FAIL_DIALOG_DELAY_MS = 500;

/** The reason the failed-payment Cancel Order sends (spec §4). */
export const PAYMENT_CANCEL_REASON = 'Order payment canceled';

/** `flag` as the payment page appends it; anything else (cash, wallet) is a placed order. */
export function parseResultFlag(value: string | null): ResultFlag {
	return value === 'fail' || value === 'cancel' ? value : 'success';
}

/**
 * What /order shows: 'success'; 'ask' (the failure screen and the dialog); or 'failed' (the
 * failure screen only, for an order already cancelled). The order, once known, wins over the
 * flag: a reload after switching to cash on delivery shows the placed order again, while a
 * digital payment still unpaid after a failed or cancelled payment is asked about.
 */
export type ResultView = 'success' | 'ask' | 'failed';

export function resultView(
	flag: ResultFlag,
	order: Pick<Order, 'order_status' | 'payment_method' | 'payment_status'> | null,
): ResultView {
	if (order === null) return flag === 'success' ? 'success' : 'ask';
	if (order.order_status === 'failed') return 'ask';
	if (order.order_status === 'canceled') return flag === 'success' ? 'success' : 'failed';
	const unpaidDigital =
		order.payment_method === 'digital_payment' && order.payment_status !== 'paid';
	return flag !== 'success' && unpaidDigital ? 'ask' : 'success';
}
