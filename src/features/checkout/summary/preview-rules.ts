// commerce contract 2: POST customer/order/preview prices the order without placing it
import type { OrderBody } from '../placement/order-payload';

/**
 * Fields the preview is asked without: the payment (so the summary and every method's
 * availability come back even when one method would be refused), the contact (checked by the
 * form when the order is placed), the client's total, and address details that change no price
 * (so typing them does not ask again).
 */
const NOT_PREVIEWED = [
	'payment_method',
	'payment_gateway',
	'contact_person_name',
	'contact_person_number',
	'contact_person_email',
	'order_amount',
	'address_type',
	'road',
	'house',
	'floor',
	'delivery_instruction',
	'order_note',
	'cutlery',
] as const;

export function previewBody(body: OrderBody): OrderBody {
	const copy = { ...body };
	for (const key of NOT_PREVIEWED) delete copy[key];
	return copy;
}

/** Refusals the form shows by its own fields (spec §5 texts), or the coupon box by the coupon. */
const SHOWN_ELSEWHERE = new Set([
	'address',
	'latitude',
	'longitude',
	'distance',
	'contact_person_name',
	'contact_person_number',
	'contact_person_email',
	'coupon',
]);

/** The preview refusals the summary shows (the rest have their place in the form). */
export function summaryNotices(errors: readonly { code: string; message: string }[]): string[] {
	return [
		...new Set(
			errors.filter((e) => !SHOWN_ELSEWHERE.has(e.code) && e.message).map((e) => e.message),
		),
	];
}

/** The coupon's refusal, when the preview refused the applied coupon. */
export function couponRefusal(errors: readonly { code: string; message: string }[]): string | null {
	return errors.find((e) => e.code === 'coupon')?.message ?? null;
}
