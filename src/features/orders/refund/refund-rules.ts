// contract §8.4 refund-request (delivered + paid, once, within the window), §10.1 refund statuses

import { MAX_PRESCRIPTION_IMAGE_BYTES, MAX_PRESCRIPTION_IMAGES } from '~/config/constants';
import type { OrderRefund } from '~/contracts/refund';

export type RefundState =
	| { kind: 'none' }
	| { kind: 'eligible' }
	| { kind: 'asked'; refund: NonNullable<OrderRefund> };

export interface RefundFacts {
	order_status: string;
	payment_status?: string | null | undefined;
	delivered?: string | null | undefined;
	refund?: OrderRefund | undefined;
}

/** What the order page shows: the request's state, the "Request refund" control, or nothing. */
export function refundState(
	order: RefundFacts,
	ctx: { signedIn: boolean; windowDays: number; now: Date; enabled: boolean },
): RefundState {
	if (order.refund) return { kind: 'asked', refund: order.refund };
	if (!ctx.enabled || !ctx.signedIn) return { kind: 'none' };
	if (order.order_status !== 'delivered' || order.payment_status !== 'paid' || !order.delivered)
		return { kind: 'none' };
	const closes = Date.parse(order.delivered) + ctx.windowDays * 86_400_000;
	return ctx.now.getTime() <= closes ? { kind: 'eligible' } : { kind: 'none' };
}

export type RefundFormError = 'reasonRequired' | 'tooManyImages' | 'imageTooLarge' | 'notAnImage';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** The checks the server makes too, before anything is sent. */
export function refundFormErrors(input: {
	reason: string;
	images: readonly { size: number; type: string }[];
}): { reason?: RefundFormError; images?: RefundFormError } {
	const errors: { reason?: RefundFormError; images?: RefundFormError } = {};
	if (!input.reason.trim()) errors.reason = 'reasonRequired';
	if (input.images.length > MAX_PRESCRIPTION_IMAGES) errors.images = 'tooManyImages';
	else if (input.images.some((i) => !IMAGE_TYPES.has(i.type) || i.size === 0))
		errors.images = 'notAnImage';
	else if (input.images.some((i) => i.size > MAX_PRESCRIPTION_IMAGE_BYTES))
		errors.images = 'imageTooLarge';
	return errors;
}
