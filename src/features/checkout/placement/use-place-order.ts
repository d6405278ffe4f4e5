// commerce contract 1 (order/place with Idempotency-Key), 4 (payment page), 6 (result page)
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { apiErrorMessages, pageLocale } from '~/api-client/client';
import { queryClient } from '~/api-client/query-client';
import { loadCart } from '~/features/cart/cart';
import { m } from '~/i18n/messages';
import { $buyNow } from '~/state/buy-now.state';
import { $guestId } from '~/state/session.state';
import { toastAfterReload } from '~/state/toast.state';
import { placeOrder, saveAddress } from '../checkout.api';
import { sendOfflinePayment } from '../payment/offline-payment.api';
import type { OfflineAnswers } from '../payment/offline-payment-rules';
import type { CheckoutPage, CheckoutPayment, OrderBody } from './order-payload';
import {
	afterPlacedUrl,
	createSubmissionKeys,
	type PlacedOrder,
	rememberGuestOrder,
	submissionIdentity,
} from './place-rules';

function storage(): Storage | null {
	try {
		return sessionStorage;
	} catch {
		return null; // storage switched off
	}
}

export interface PlaceRequest {
	body: OrderBody;
	moduleId: number;
	/** What was bought; a parcel (spec §2 /parcel-delivery-info) has no cart or buy-now line. */
	page: CheckoutPage | 'parcel';
	payment: CheckoutPayment;
	/** Guests: the phone their order is tracked with. */
	guestPhone: string | null;
	/** 'Save this Address' for a signed-in shopper: the address/add body. */
	addressToSave: Record<string, string | number> | null;
	/** Prescription images, sent with the order as multipart. */
	images: readonly { id: string; blob: Blob }[];
	/** Offline payment: what the shopper filled in, sent once the order exists (contract §8.4). */
	offline?: OfflineAnswers | null;
}

/**
 * Places the order once per submission (a retry reuses the Idempotency-Key); on success clears
 * what was bought and moves on; on failure toasts each message (the shared mutation handler) and
 * keeps everything as typed.
 */
export function usePlaceOrder() {
	const keys = useRef(createSubmissionKeys());
	const mutation = useMutation(
		{
			mutationFn: async (request: PlaceRequest) => {
				const key = keys.current.keyFor(
					submissionIdentity(
						request.body,
						request.images.map((i) => i.id),
					),
				);
				const images = request.images.map((i) => i.blob);
				const prescriptionOnly = request.page === 'prescription';
				const order = await placeOrder(
					request.body,
					request.moduleId,
					key,
					images,
					prescriptionOnly,
				);
				keys.current.succeeded();
				return order;
			},
			onSuccess: (order, request) => afterPlaced(order, request),
		},
		queryClient,
	);
	const locale = pageLocale();
	const messages = mutation.error ? apiErrorMessages(mutation.error) : [];
	return {
		place: (request: PlaceRequest): Promise<void> =>
			mutation.mutateAsync(request).then(
				() => {},
				() => {},
			),
		// Stays on after success: the page is leaving, a second press must not place again.
		placing: mutation.isPending || mutation.isSuccess,
		errors: mutation.error
			? messages.length
				? messages
				: [m['checkout.placeFailed']({}, { locale })]
			: [],
	};
}

/** What follows a placed order: the guest's tracking proof, the offline payment, the address to
 * keep, the emptied cart or buy-now line, then the result or payment page. */
async function afterPlaced(order: PlacedOrder, request: PlaceRequest): Promise<void> {
	const locale = pageLocale();
	if (request.guestPhone !== null) {
		rememberGuestOrder(storage(), { order_id: order.order_id, contact_number: request.guestPhone });
	}
	if (request.offline) {
		const guestId = request.guestPhone !== null ? $guestId.get() || null : null;
		await sendOfflinePayment(order.order_id, request.offline, guestId).catch(() =>
			toastAfterReload(m['offline.sendFailed']({}, { locale }), 'error'),
		);
	}
	if (request.addressToSave) await saveAddress(request.addressToSave).catch(() => {});
	if (request.page === 'cart') await loadCart().catch(() => {});
	if (request.page !== 'parcel') $buyNow.set(null);
	location.assign(afterPlacedUrl(order, request.payment, { origin: location.origin, locale }));
}
