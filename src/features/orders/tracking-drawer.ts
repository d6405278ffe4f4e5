// spec §2 order tracking drawer: a native <dialog> opening from the right (max 420 px) with a
// close button; §4 polls order/track every 10 s, stops once delivered or on close, and clears
// its data on close. Built on first use (open-tracking.ts imports this module on demand).
import { pageLocale } from '~/api-client/client';
import { ORDER_POLL_MS } from '~/config/constants';
import { m } from '~/i18n/messages';
import { onLive } from '~/features/live/live-client';
import { $overlay, closeOverlay, openOverlay } from '~/state/overlay.state';
import { h } from './dom';
import type { TrackingRequest } from './open-tracking';
import { type Poller, startPolling } from './order-poller';
import { routePoints, shouldKeepPolling, viewKey } from './order-rules';
import type { Order } from './order-types';
import { fetchTrackedOrder, isSignedIn } from './orders.api';
import { readOrdersConfig } from './orders-config';
import { mountTrackingMap, type TrackingMap } from './tracking-map';
import { notFoundView, skeletonView, trackingView } from './tracking-view';
import './tracking-drawer.css';

interface Session {
	poller: Poller;
	/** Stops listening to the live channel (status steps and the rider, pushed). */
	stopLive: () => void;
	map: TrackingMap | null;
	closed: boolean;
}

let dialog: HTMLDialogElement | null = null;
let session: Session | null = null;

function endSession(): void {
	if (!session) return;
	session.closed = true;
	session.poller.stop();
	session.stopLive();
	session.map?.remove();
	session = null;
}

function createDialog(): HTMLDialogElement {
	const locale = pageLocale();
	const close = h(
		'button',
		{ type: 'button', class: 'track-close', 'aria-label': m['orders.close']({}, { locale }) },
		'\u00d7',
	);
	const element = h(
		'dialog',
		{ class: 'track-drawer', 'aria-labelledby': 'track-drawer-title' },
		h(
			'div',
			{ class: 'track-bar' },
			h('h2', { id: 'track-drawer-title' }, m['orders.track.title']({}, { locale })),
			close,
		),
		h('div', { class: 'track-body' }),
	);
	close.addEventListener('click', () => element.close());
	element.addEventListener('click', (event) => {
		if (event.target === element) element.close(); // the backdrop
	});
	element.addEventListener('close', () => {
		endSession();
		element.querySelector('.track-body')?.replaceChildren(); // no stale order on reopen
		delete element.dataset.status;
		element.dataset.polling = 'false';
		if ($overlay.get() === 'tracking') closeOverlay();
	});
	// Another overlay (cart, location) takes the screen: the drawer steps aside.
	$overlay.listen((overlay) => {
		if (overlay !== 'tracking' && element.open) element.close();
	});
	document.body.append(element);
	return element;
}

/** The order with its delivery person at a pushed position. */
function withRiderAt(order: Order, lat: number, lng: number): Order {
	const man = order.delivery_man;
	return man ? { ...order, delivery_man: { ...man, lat: String(lat), lng: String(lng) } } : order;
}

/** Opens the drawer for an order and follows it until it is delivered or the drawer closes. */
export function showTracking({ orderId, contactNumber }: TrackingRequest): void {
	const locale = pageLocale();
	dialog ??= createDialog();
	const drawer = dialog;
	endSession();
	const body = drawer.querySelector<HTMLElement>('.track-body');
	if (!body) return;
	body.replaceChildren(skeletonView(locale));
	body.setAttribute('aria-busy', 'true');
	openOverlay('tracking');
	if (!drawer.open) drawer.showModal();

	const context = { locale, config: readOrdersConfig(), signedIn: isSignedIn() };
	const mapElement = h('div', {
		class: 'track-map',
		role: 'region',
		'aria-label': m['orders.track.map']({}, { locale }),
	});
	const labels = {
		origin: m['orders.track.storeMarker']({}, { locale }),
		deliveryMan: m['orders.track.deliveryManMarker']({}, { locale }),
		destination: m['orders.track.destinationMarker']({}, { locale }),
	};
	let latest: Order | null = null;
	let shown = '';
	let mapRequested = false;

	const current: Session = {
		stopLive: () => {},
		closed: false,
		map: null,
		poller: startPolling({
			load: () => fetchTrackedOrder(orderId, contactNumber),
			keepPolling: (order) => shouldKeepPolling(order.order_status),
			onData: (order) => {
				latest = order;
				// Most answers only move the delivery person: the map follows, and the text (and
				// the keyboard focus in it) stays put unless something it shows changed.
				const view = viewKey(order);
				if (view !== shown) {
					shown = view;
					body.replaceChildren(...trackingView(order, context, mapElement));
				}
				body.removeAttribute('aria-busy');
				drawer.dataset.status = order.order_status;
				if (current.map) current.map.update(routePoints(order));
				else if (!mapRequested) {
					mapRequested = true;
					void mountTrackingMap(mapElement, routePoints(order), labels).then((map) => {
						if (current.closed) return map.remove();
						current.map = map;
						if (latest) map.update(routePoints(latest));
					});
				}
			},
			onError: () => {
				body.replaceChildren(notFoundView(locale));
				body.removeAttribute('aria-busy');
			},
			intervalMs: ORDER_POLL_MS,
			onStop: () => {
				drawer.dataset.polling = 'false';
			},
		}),
	};
	drawer.dataset.polling = String(current.poller.running);
	session = current;
	// Pushed, not polled (ADR 022): a status step reloads the order at once; the rider's position
	// moves the marker. The 10 s polling above stays as the quiet fallback.
	current.stopLive = onLive(
		(event) => {
			if (current.closed || event.data?.order_id !== orderId) return;
			if (event.type === 'order_status') current.poller.refresh();
			else if (event.type === 'rider_position' && latest) {
				latest = withRiderAt(latest, event.data.lat, event.data.lng);
				current.map?.update(routePoints(latest));
				drawer.dataset.riderProgress = String(event.data.progress);
			}
		},
		contactNumber ? { orderId, contactNumber } : null,
	);
}
