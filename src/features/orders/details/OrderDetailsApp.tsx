// /order-details/{id} (OrderDetails.astro): the order's head, lines, summary and status (spec §2
// orders). The owner (token or guest id) lives in the browser, so this island reads the order
// (order/track) and its lines (order/details) through the shared query client; a pushed status
// step (ADR 022) reads them again.
import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { handleApiError } from '~/api-client/client';
import { queryClient } from '~/api-client/query-client';
import type { Locale } from '~/config/locales';
import { onLive } from '~/features/live/live-client';
import { m } from '~/i18n/messages';
import type { MoneyFormat } from '~/lib/money';
import { localizedPath } from '~/lib/preferences';
import { $token } from '~/state/session.state';
import { guestContactFor } from '../guest-order';
import { LinesCard, PrescriptionCard } from './LinesCard';
import { OfflinePaymentStatus } from './OfflinePaymentStatus';
import { OrderHead } from './OrderHead';
import { preloadTrackingDrawer } from '../tracking/open-tracking';
import { orderKey, orderLinesQuery, trackedOrderQuery } from '../orders.api';
import { ParcelParties } from './ParcelParties';
import { RefundSection } from '../refund/RefundSection';
import { SummaryCard } from './SummaryCard';

interface Props {
	orderId: number;
	locale: Locale;
	money: MoneyFormat;
	timeZone: string;
	/** Days after delivery a refund may be asked (contract §8.4); null when refunds are off. */
	refundWindow: number | null;
}

const statusOf = (error: unknown) => (error as { status?: number } | null)?.status;

export function OrderDetailsApp({ orderId, locale, money, timeZone, refundWindow }: Props) {
	const signedIn = useStore($token) !== '';
	const [contactNumber] = useState(() => (signedIn ? null : guestContactFor(orderId)));
	const canTrack = signedIn || contactNumber !== null;
	const linesRead = useQuery(orderLinesQuery(orderId), queryClient);
	const orderRead = useQuery(
		{ ...trackedOrderQuery(orderId, contactNumber), enabled: canTrack },
		queryClient,
	);
	const reload = () => queryClient.invalidateQueries({ queryKey: orderKey(orderId) });

	// An expired session signs out (spec §8); any other failure reads as "Order not found".
	const expired = [linesRead.error, orderRead.error].find((e) => statusOf(e) === 401);
	useEffect(() => {
		if (expired && $token.get()) handleApiError(expired);
	}, [expired]);

	// biome-ignore lint/correctness/useExhaustiveDependencies: one subscription per order and owner.
	useEffect(() => {
		if (!canTrack) return;
		preloadTrackingDrawer();
		return onLive(
			(event) => {
				if (event.type === 'order_status' && event.data?.order_id === orderId) void reload();
			},
			contactNumber ? { orderId, contactNumber } : null,
		);
	}, [orderId, canTrack, contactNumber]);

	if (linesRead.isPending || (canTrack && orderRead.isPending))
		return <p className="orders-muted">{m['orders.loading']({}, { locale })}</p>;
	if (expired && signedIn) return null;
	const lines = linesRead.data ?? [];
	const order = orderRead.data ?? null;
	if (!order && lines.length === 0)
		return (
			<p className="orders-card order-not-found" role="alert">
				{m['orders.notFound']({}, { locale })}
			</p>
		);
	// A prescription-only order or a parcel has no lines; its summary is the delivery it pays for.
	const parcel = order?.order_type === 'parcel';
	const summed = lines.length > 0 || order?.prescription_order === true || parcel;
	const shown = { locale, money };
	return (
		<>
			{order && (
				<OrderHead
					order={order}
					lines={lines}
					locale={locale}
					timeZone={timeZone}
					signedIn={signedIn}
					contactNumber={contactNumber}
					reload={reload}
				/>
			)}
			{order && <OfflinePaymentStatus order={order} reload={reload} locale={locale} />}
			{order && (
				<RefundSection order={order} reload={reload} windowDays={refundWindow} {...shown} />
			)}
			{order && parcel && <ParcelParties order={order} locale={locale} />}
			{!canTrack && lines.length > 0 && (
				<p className="orders-card">
					{m['orders.details.guestTrack']({}, { locale })}{' '}
					<a href={localizedPath(`/track-order/${orderId}`, locale)}>
						{m['orders.result.trackOrder']({}, { locale })}
					</a>
				</p>
			)}
			{lines.length > 0 && <LinesCard lines={lines} {...shown} />}
			{order && <PrescriptionCard order={order} locale={locale} />}
			{order && summed && <SummaryCard order={order} lines={lines} {...shown} />}
		</>
	);
}
