// /order-details/{id} (OrderDetails.astro): lines, summary, status; Cancel Order while pending
// (spec §2 cancel dialog, contract §8.4) and Track Order (the tracking drawer).
import { REORDER_STATUSES } from '~/features/account/reorder-rules';
import { handleApiError, pageLocale } from '~/api-client/client';
import { onLive } from '~/features/live/live-client';
import { formatMoney, type MoneyFormat } from '~/lib/money';
import { localizedPath } from '~/lib/preferences';
import { toast } from '~/state/toast.state';
import { askCancelReason } from './cancel-dialog';
import { h } from './dom';
import { guestContactFor } from './guest-order';
import { openTrackingDrawer, preloadTrackingDrawer } from './open-tracking';
import { addOnsText, lineTotal, orderSummary, variationText } from './order-lines';
import { formatOrderTime, isCancelable } from './order-rules';
import { paymentMethodText, statusText } from './order-texts';
import type { Order, OrderLine } from './order-types';
import { cancelOrder, fetchOrderLines, fetchTrackedOrder, isSignedIn } from './orders.api';
import { $orderDetails } from './order-details.state';
import { readOrdersConfig } from './orders-config';
import { parcelPartiesView } from './parcel-parties';

type Labels = Record<
	| 'itemPrice'
	| 'addOns'
	| 'discount'
	| 'coupon'
	| 'tax'
	| 'taxIncluded'
	| 'deliveryFee'
	| 'tips'
	| 'otherCharges'
	| 'total'
	| 'quantity'
	| 'addOnsLine'
	| 'canceled'
	| 'prescriptionImage'
	| 'sender'
	| 'receiver'
	| 'firstOrder'
	| 'walletPaid'
	| 'due'
	| 'pointsEarned'
	| 'points',
	string
>;

/** Only web addresses become links and images: never `javascript:` from a foreign server. */
const webUrl = (url: string) => /^https?:\/\//.test(url);

/** The prescription images of the order, each opening full size. */
function prescriptionViews(order: Order, labels: Labels): HTMLLIElement[] {
	return (order.order_attachment_full_url ?? []).filter(webUrl).map((url, i) =>
		h(
			'li',
			null,
			h(
				'a',
				{ href: url, target: '_blank', rel: 'noopener noreferrer' },
				h('img', {
					src: url,
					alt: labels.prescriptionImage.replace('{number}', String(i + 1)),
					width: 96,
					height: 96,
					loading: 'lazy',
				}),
			),
		),
	);
}

function lineView(line: OrderLine, labels: Labels, money: MoneyFormat): HTMLLIElement {
	const name = line.item_details?.name ?? '';
	const image = line.image_full_url ?? line.item_details?.image_full_url ?? null;
	const variation = variationText(line);
	const addOns = addOnsText(line);
	return h(
		'li',
		{ class: 'order-line' },
		image
			? h('img', { src: image, alt: '', width: 64, height: 64, loading: 'lazy' })
			: h('span', { class: 'order-line-image', 'aria-hidden': 'true' }),
		h(
			'span',
			{ class: 'order-line-text' },
			h('span', { class: 'order-line-name' }, name),
			variation && h('span', { class: 'orders-muted' }, variation),
			addOns && h('span', { class: 'orders-muted' }, labels.addOnsLine.replace('{list}', addOns)),
			h(
				'span',
				{ class: 'orders-muted' },
				labels.quantity.replace('{count}', String(line.quantity)),
			),
		),
		h('strong', { class: 'order-line-total' }, formatMoney(lineTotal(line), money)),
	);
}

function summaryRows(order: Order, lines: OrderLine[], labels: Labels, money: MoneyFormat) {
	const s = orderSummary(order, lines);
	const items = !order.prescription_order && order.order_type !== 'parcel';
	const rows: [string, number, boolean][] = [
		[labels.itemPrice, s.itemsPrice, items],
		[labels.addOns, s.addOns, s.addOns > 0],
		[labels.discount, -s.discount, s.discount > 0],
		[labels.coupon, -s.couponDiscount, s.couponDiscount > 0],
		[labels.firstOrder, -s.firstOrderDiscount, s.firstOrderDiscount > 0],
		[s.taxIncluded ? labels.taxIncluded : labels.tax, s.tax, s.tax > 0 || s.taxIncluded],
		[labels.deliveryFee, s.deliveryFee, true],
		[labels.tips, s.tips, s.tips > 0],
		[labels.otherCharges, s.otherCharges, s.otherCharges > 0],
	];
	return [
		...rows
			.filter(([, , shown]) => shown)
			.flatMap(([label, amount]) => [
				h('dt', null, label),
				h('dd', null, formatMoney(amount, money)),
			]),
		h('dt', { class: 'total' }, labels.total),
		h('dd', { class: 'total' }, formatMoney(s.total, money)),
		// A partial payment's split, and the points a delivered order earned: both from the ledgers.
		...(s.walletPaid > 0
			? [
					h('dt', null, labels.walletPaid),
					h('dd', null, formatMoney(-s.walletPaid, money)),
					h('dt', null, labels.due),
					h('dd', null, formatMoney(s.due, money)),
				]
			: []),
		...(order.earned_loyalty_points
			? [
					h('dt', null, labels.pointsEarned),
					h('dd', null, labels.points.replace('{count}', String(order.earned_loyalty_points))),
				]
			: []),
	];
}

const statusOf = (reason: unknown) => (reason as { status?: number } | null)?.status;

export function bindOrderDetails(root: HTMLElement): void {
	const orderId = Number(root.dataset.orderId);
	const labels = JSON.parse(root.dataset.labels ?? '{}') as Labels;
	const part = <T extends HTMLElement>(name: string) =>
		root.querySelector<T>(`[data-${name}]`) as T;
	const [loading, notFound, head, guestTrack, linesCard, summaryCard] = [
		'loading',
		'not-found',
		'head',
		'guest-track',
		'lines-card',
		'summary-card',
	].map((name) => part(name));
	const trackButton = part<HTMLButtonElement>('track');
	const cancelButton = part<HTMLButtonElement>('cancel');
	const reorderButton = part<HTMLButtonElement>('reorder');
	let reorderLines: OrderLine[] = [];
	reorderButton.addEventListener('click', async () => {
		reorderButton.disabled = true;
		const { reorder } = await import('~/features/account/reorder');
		await reorder(reorderLines).finally(() => {
			reorderButton.disabled = false;
		});
	});
	const dialog = part<HTMLDialogElement>('cancel-dialog');
	const contactNumber = isSignedIn() ? null : guestContactFor(orderId);
	const canTrack = isSignedIn() || contactNumber !== null;

	async function load(): Promise<void> {
		const locale = pageLocale();
		const { money, timeZone } = readOrdersConfig();
		const [linesResult, orderResult] = await Promise.allSettled([
			fetchOrderLines(orderId),
			canTrack ? fetchTrackedOrder(orderId, contactNumber) : Promise.resolve(null),
		]);
		loading?.toggleAttribute('hidden', true);
		const expired = [linesResult, orderResult].find(
			(r) => r.status === 'rejected' && statusOf(r.reason) === 401 && isSignedIn(),
		);
		if (expired?.status === 'rejected') return handleApiError(expired.reason);
		const lines = linesResult.status === 'fulfilled' ? linesResult.value : null;
		const order = orderResult.status === 'fulfilled' ? orderResult.value : null;
		if (notFound) notFound.hidden = Boolean(lines?.length || order);
		if (guestTrack) guestTrack.hidden = canTrack || !lines?.length;

		if (head) head.hidden = !order;
		$orderDetails.set(order ? { order, reload: load } : null);
		if (order) {
			const chip = part('status-chip');
			chip.textContent = statusText(order.order_status, locale);
			chip.dataset.status = order.order_status;
			const facts: Record<string, string> = {
				store: order.store?.name ?? order.parcel_category?.name ?? '',
				time: formatOrderTime(order.created_at ?? order.pending, locale, timeZone),
				payment: paymentMethodText(order.payment_method, locale),
			};
			for (const dd of root.querySelectorAll<HTMLElement>('[data-fact]')) {
				dd.textContent = facts[dd.dataset.fact ?? ''] ?? '';
			}
			trackButton.hidden = order.order_type === 'take_away';
			// Chat with the store (signed in only, spec §6): the inbox opens the thread.
			const chat = part<HTMLAnchorElement>('chat-store');
			chat.hidden = !isSignedIn() || !order.store?.id;
			chat.href = localizedPath(
				`/chatting?type=vendor&id=${order.store?.id}&orderId=${order.id}`,
				locale,
			);
			cancelButton.hidden = !isCancelable(order.order_status);
			// "Order again" (issue 16) on a finished order with lines, signed in.
			reorderLines = lines ?? [];
			reorderButton.hidden =
				!isSignedIn() || !REORDER_STATUSES.has(order.order_status) || reorderLines.length === 0;
		}
		if (linesCard) linesCard.hidden = !lines?.length;
		part('lines').replaceChildren(...(lines ?? []).map((l) => lineView(l, labels, money)));
		const prescription = order ? prescriptionViews(order, labels) : [];
		part('prescription').replaceChildren(...prescription);
		part('prescription-card').hidden = prescription.length === 0;
		// A prescription-only order or a parcel has no lines; its summary is the delivery it pays for.
		const parcel = order?.order_type === 'parcel';
		const summed = order && (lines?.length || order.prescription_order || parcel);
		const parties = part('parties');
		if (parties) {
			parties.hidden = !(order && parcel);
			if (order && parcel) parties.replaceChildren(...parcelPartiesView(order, labels));
		}
		if (summaryCard) summaryCard.hidden = !summed;
		if (order && summed)
			part('summary').replaceChildren(...summaryRows(order, lines ?? [], labels, money));
	}

	trackButton.addEventListener('click', () => void openTrackingDrawer({ orderId, contactNumber }));
	cancelButton.addEventListener('click', async () => {
		const reason = await askCancelReason(dialog);
		if (!reason) return cancelButton.focus();
		cancelButton.disabled = true;
		try {
			toast((await cancelOrder(orderId, reason)) || labels.canceled, 'success');
			await load();
		} catch (error) {
			handleApiError(error);
		} finally {
			cancelButton.disabled = false;
		}
	});
	if (canTrack) preloadTrackingDrawer();
	void load();
	// The status chip follows the order as it moves (ADR 022): a pushed step reloads the page's data.
	if (canTrack)
		onLive(
			(event) => {
				if (event.type === 'order_status' && event.data?.order_id === orderId) void load();
			},
			contactNumber ? { orderId, contactNumber } : null,
		);
}
