// /order (OrderResult.astro): spec §2 guest order-placed dialog and order failure screen, §4
// failed payment: the dialog 500 ms after the screen; Switch to Cash On Delivery only where the
// zone takes cash; Cancel sends 'Order payment canceled', clears the cart and goes to /home.
import { handleApiError, pageLocale } from '~/api-client/client';
import { localizedPath } from '~/lib/preferences';
import { $currentLatLng } from '~/state/location.state';
import { toast, toastAfterReload } from '~/state/toast.state';
import { guestContactFor } from '../guest-order';
import { openTrackingDrawer, preloadTrackingDrawer } from '../tracking/open-tracking';
import { formatOrderTime, toNumber } from '../order-rules';
import { statusText } from '../order-texts';
import type { Order } from '../order-types';
import {
	cancelOrder,
	fetchTrackedOrder,
	isSignedIn,
	switchToCashOnDelivery,
	zoneTakesCash,
} from '../orders.api';
import { readOrdersConfig } from '../orders-config';
import {
	FAIL_DIALOG_DELAY_MS,
	PAYMENT_CANCEL_REASON,
	parseResultFlag,
	type ResultView,
	resultView,
} from './result-rules';

function showFacts(root: HTMLElement, order: Order): void {
	const locale = pageLocale();
	const { timeZone } = readOrdersConfig();
	const values = {
		time: formatOrderTime(order.created_at ?? order.pending, locale, timeZone),
		status: statusText(order.order_status, locale),
	};
	for (const element of root.querySelectorAll<HTMLElement>('[data-fact]')) {
		const value = values[element.dataset.fact as keyof typeof values];
		if (!value) continue;
		if (element.tagName === 'DD') element.textContent = value;
		element.hidden = false;
	}
}

/** Whether cash on delivery can rescue this order: its zone's flag, else the shopper's point's. */
async function cashAllowed(order: Order | null): Promise<boolean> {
	const lat = toNumber(order?.delivery_address?.latitude);
	const lng = toNumber(order?.delivery_address?.longitude);
	const point = lat !== null && lng !== null ? { lat, lng } : $currentLatLng.get();
	if (!point) return true; // unknown here: the server refuses if the zone does not take cash
	try {
		return await zoneTakesCash(point, order?.zone_id);
	} catch {
		return true;
	}
}

export function bindOrderResult(root: HTMLElement): void {
	const orderId = Number(root.dataset.orderId);
	const flag = parseResultFlag(root.dataset.flag ?? null);
	const failedView = root.querySelector<HTMLElement>('[data-failed-view]');
	const successView = root.querySelector<HTMLElement>('[data-success-view]');
	const guestDialog = root.querySelector<HTMLDialogElement>('[data-guest-dialog]');
	const failDialog = root.querySelector<HTMLDialogElement>('[data-fail-dialog]');
	const switchButton = failDialog?.querySelector<HTMLButtonElement>('[data-switch-cod]');
	const cancelButton = failDialog?.querySelector<HTMLButtonElement>('[data-cancel-order]');
	if (!failedView || !successView || !guestDialog || !failDialog) return;
	const contactNumber = isSignedIn() ? null : guestContactFor(orderId);
	const canTrack = isSignedIn() || contactNumber !== null;
	// The guest's own order (or a customer's): its status and time, and whether it failed.
	const order: Promise<Order | null> = canTrack
		? fetchTrackedOrder(orderId, contactNumber).catch(() => null)
		: Promise.resolve(null);

	let known: Order | null = null;
	/** Whether the status decides the view now (after the delay, until the shopper chose). */
	let asked = flag === 'success';
	let guestShown = false;

	const show = (view: ResultView) => {
		failedView.hidden = view === 'success';
		successView.hidden = view !== 'success';
		if (view !== 'ask') failDialog.close();
		if (view === 'success' && !isSignedIn() && !guestShown) {
			guestShown = true; // once: a guest who closed it is not asked again
			guestDialog.showModal();
		}
		if (view === 'ask' && !failDialog.open) failDialog.showModal();
	};
	const showPlaced = () => {
		asked = false;
		const url = new URL(location.href);
		url.searchParams.set('flag', 'success');
		history.replaceState(history.state, '', url);
		show('success');
		void fetchTrackedOrder(orderId, contactNumber)
			.then((o) => showFacts(root, o))
			.catch(() => {});
	};

	// The failure screen is there from the start; its dialog follows 500 ms later. The order's
	// status, when it arrives, can overrule the flag (resultView).
	if (flag === 'success') show('success');
	else
		setTimeout(() => {
			asked = true;
			show(resultView(flag, known));
		}, FAIL_DIALOG_DELAY_MS);
	void order.then((o) => {
		if (!o) return;
		known = o;
		showFacts(root, o);
		if (asked) show(resultView(flag, o));
	});
	if (flag !== 'success' && switchButton)
		void order.then(cashAllowed).then((allowed) => {
			switchButton.hidden = !allowed;
			// The dialog may have opened first, focusing Cancel Order: offer the gentler choice.
			if (allowed && failDialog.open && document.activeElement === cancelButton)
				switchButton.focus();
		});

	const busy = (on: boolean) => {
		for (const b of [switchButton, cancelButton]) if (b) b.disabled = on;
	};
	switchButton?.addEventListener('click', async () => {
		busy(true);
		try {
			toast(await switchToCashOnDelivery(orderId), 'success');
			showPlaced();
		} catch (error) {
			handleApiError(error);
		} finally {
			busy(false);
		}
	});
	cancelButton?.addEventListener('click', async () => {
		busy(true);
		try {
			const message = await cancelOrder(orderId, PAYMENT_CANCEL_REASON);
			const { clearCart } = await import('~/features/cart/cart');
			await clearCart();
			if (message) toastAfterReload(message, 'success');
			location.assign(localizedPath('/home', pageLocale()));
		} catch (error) {
			handleApiError(error);
			busy(false);
		}
	});

	// Track Order opens the drawer when this browser may track the order; else the track page.
	for (const link of root.querySelectorAll<HTMLAnchorElement>('[data-track-link]')) {
		link.addEventListener('click', (event) => {
			if (!canTrack) return;
			event.preventDefault();
			guestDialog.close();
			void openTrackingDrawer({ orderId, contactNumber });
		});
	}
	if (canTrack) preloadTrackingDrawer();
}
