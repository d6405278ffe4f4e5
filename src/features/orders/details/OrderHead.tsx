// /order-details: the order's id, status and facts, and what can be done with it: Track Order
// (the tracking drawer), chat with the store, Cancel Order while pending (spec §2 cancel dialog,
// contract §8.4), Order again (issue 16) once finished.
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { queryClient } from '~/api-client/query-client';
import type { Locale } from '~/config/locales';
import { REORDER_STATUSES } from '~/features/account/reorder-rules';
import { m } from '~/i18n/messages';
import { localizedPath } from '~/lib/preferences';
import { toast } from '~/state/toast.state';
import { askCancelReason } from './cancel-dialog';
import { openTrackingDrawer } from '../tracking/open-tracking';
import { formatOrderTime, isCancelable } from '../order-rules';
import { paymentMethodText, statusText } from '../order-texts';
import type { Order, OrderLine } from '../order-types';
import { cancelOrder } from '../orders.api';

interface Props {
	order: Order;
	lines: OrderLine[];
	locale: Locale;
	timeZone?: string | undefined;
	signedIn: boolean;
	contactNumber: string | null;
	/** Reads the order again (after a cancel). */
	reload: () => Promise<void>;
}

export function OrderHead({
	order,
	lines,
	locale,
	timeZone,
	signedIn,
	contactNumber,
	reload,
}: Props) {
	const cancelButton = useRef<HTMLButtonElement>(null);
	const [reordering, setReordering] = useState(false);
	const cancel = useMutation(
		{
			mutationFn: (reason: string) => cancelOrder(order.id, reason),
			onSuccess: async (message) => {
				toast(message || m['orders.cancel.done']({}, { locale }), 'success');
				await reload();
			},
		},
		queryClient,
	);

	async function askAndCancel(): Promise<void> {
		const reason = await askCancelReason(locale);
		if (reason) cancel.mutate(reason);
		else cancelButton.current?.focus();
	}

	async function orderAgain(): Promise<void> {
		setReordering(true);
		const { reorder } = await import('~/features/account/reorder');
		await reorder(lines).finally(() => setReordering(false));
	}

	const facts: [string, string][] = [
		[
			m['orders.details.store']({}, { locale }),
			order.store?.name ?? order.parcel_category?.name ?? '',
		],
		[
			m['orders.result.time']({}, { locale }),
			formatOrderTime(order.created_at ?? order.pending, locale, timeZone),
		],
		[
			m['orders.details.paymentMethod']({}, { locale }),
			paymentMethodText(order.payment_method, locale),
		],
	];
	const storeId = order.store?.id;
	return (
		<section className="orders-card" aria-labelledby="order-heading">
			<div className="order-head-row">
				<h2 id="order-heading">{m['orders.orderId']({ id: String(order.id) }, { locale })}</h2>
				<span className="orders-status" data-status={order.order_status}>
					{statusText(order.order_status, locale)}
				</span>
			</div>
			<dl className="orders-facts">
				{facts.map(([name, value]) => (
					<Fact key={name} name={name} value={value} />
				))}
			</dl>
			<div className="orders-actions">
				{order.order_type !== 'take_away' && (
					<button
						type="button"
						className="button button-primary"
						onClick={() => void openTrackingDrawer({ orderId: order.id, contactNumber })}
					>
						{m['orders.details.track']({}, { locale })}
					</button>
				)}
				{/* Chat with the store (signed in only, spec §6): the inbox opens the thread. */}
				{signedIn && storeId && (
					<a
						className="button"
						href={localizedPath(`/chatting?type=vendor&id=${storeId}&orderId=${order.id}`, locale)}
					>
						{m['live.chat.withStore']({}, { locale })}
					</a>
				)}
				{isCancelable(order.order_status) && (
					<button
						ref={cancelButton}
						type="button"
						className="button button-danger"
						disabled={cancel.isPending}
						onClick={() => void askAndCancel()}
					>
						{m['orders.cancel.open']({}, { locale })}
					</button>
				)}
				{signedIn && REORDER_STATUSES.has(order.order_status) && lines.length > 0 && (
					<button
						type="button"
						className="button"
						disabled={reordering}
						onClick={() => void orderAgain()}
					>
						{m['account.reorder.button']({}, { locale })}
					</button>
				)}
			</div>
		</section>
	);
}

function Fact({ name, value }: { name: string; value: string }) {
	return (
		<>
			<dt>{name}</dt>
			<dd>{value}</dd>
		</>
	);
}
