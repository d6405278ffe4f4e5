import type { Locale } from '~/config/locales';
import { m } from '~/i18n/messages';
import { type KnownStatus, knownStatus, type TimelineStep } from './order-rules';
import type { OrderStatus } from './order-types';

// Literal keys only, so browser bundles keep just these messages.
type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;

const STATUS: Record<KnownStatus, Message> = {
	pending: m['orders.status.pending'],
	accepted: m['orders.status.accepted'],
	confirmed: m['orders.status.confirmed'],
	processing: m['orders.status.processing'],
	handover: m['orders.status.handover'],
	picked_up: m['orders.status.picked_up'],
	delivered: m['orders.status.delivered'],
	canceled: m['orders.status.canceled'],
	failed: m['orders.status.failed'],
	refund_requested: m['orders.status.refund_requested'],
	refunded: m['orders.status.refunded'],
	refund_request_canceled: m['orders.status.refund_request_canceled'],
};

/** The status in words; an unknown status is shown as returned (spec §4). */
export function statusText(status: OrderStatus, locale: Locale): string {
	const known = knownStatus(status);
	return known ? STATUS[known]({}, { locale }) : status.replaceAll('_', ' ');
}

const METHOD: Record<string, Message> = {
	cash_on_delivery: m['orders.method.cash_on_delivery'],
	digital_payment: m['orders.method.digital_payment'],
	wallet: m['orders.method.wallet'],
	offline_payment: m['orders.method.offline_payment'],
	partial_payment: m['orders.method.partial_payment'],
};

export function paymentMethodText(method: string | null | undefined, locale: Locale): string {
	if (!method) return '';
	return METHOD[method]?.({}, { locale }) ?? method.replaceAll('_', ' ');
}

const STEP: Record<TimelineStep, Message> = {
	placed: m['orders.track.step.placed'],
	confirmed: m['orders.track.step.confirmed'],
	onTheWay: m['orders.track.step.onTheWay'],
	delivered: m['orders.track.step.delivered'],
};

export function stepText(step: TimelineStep, locale: Locale): string {
	return STEP[step]({}, { locale });
}
