// spec §2 order tracking drawer: a native <dialog> opening from the right (max 420 px) with a
// close button; §4 polls order/track every 10 s, stops once delivered or on close, and clears
// its data on close. A React island loaded on the first Track press (open-tracking.ts).
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useEffect, useRef, useState } from 'react';
import { pageLocale } from '~/api-client/client';
import { Dialog } from '~/components/ui/Dialog';
import { mountIsland } from '~/components/ui/mount-island';
import { ORDER_POLL_MS } from '~/config/constants';
import { onLive } from '~/features/live/live-client';
import { m } from '~/i18n/messages';
import { $overlay, closeOverlay, openOverlay } from '~/state/overlay.state';
import type { TrackingRequest } from './open-tracking';
import { startPolling } from './order-poller';
import { routePoints, shouldKeepPolling } from '../order-rules';
import type { Order } from '../order-types';
import { fetchTrackedOrder, isSignedIn } from '../orders.api';
import { readOrdersConfig } from '../orders-config';
import { TrackingSkeleton, TrackingView } from './TrackingView';
import { mountTrackingMap, type TrackingMap } from './tracking-map';
import './tracking-drawer.css';

/** The order being tracked; a new object for each Track press (it asks afresh). */
const $request = atom<TrackingRequest | null>(null);

/** The order with its delivery person at a pushed position. */
function withRiderAt(order: Order, lat: number, lng: number): Order {
	const man = order.delivery_man;
	return man ? { ...order, delivery_man: { ...man, lat, lng } } : order;
}

export function TrackingDrawer() {
	const request = useStore($request);
	const overlay = useStore($overlay);
	const [order, setOrder] = useState<Order | null>(null);
	const [notFound, setNotFound] = useState(false);
	const [polling, setPolling] = useState(false);
	const [riderProgress, setRiderProgress] = useState<number | null>(null);
	const mapElement = useRef<HTMLElement>(null);
	const map = useRef<Promise<TrackingMap> | null>(null);
	const locale = pageLocale();

	// Another overlay (cart, location) takes the screen: the drawer steps aside.
	useEffect(() => {
		if (overlay !== 'tracking' && $request.get()) $request.set(null);
	}, [overlay]);

	useEffect(() => {
		if (!request) return;
		const { orderId, contactNumber } = request;
		let closed = false;
		let latest: Order | null = null;
		setOrder(null);
		setNotFound(false);
		setRiderProgress(null);
		const poller = startPolling({
			load: () => fetchTrackedOrder(orderId, contactNumber),
			keepPolling: (next) => shouldKeepPolling(next.order_status),
			onData: (next) => {
				latest = next;
				if (!closed) setOrder(next);
			},
			onError: () => !closed && setNotFound(true),
			intervalMs: ORDER_POLL_MS,
			onStop: () => setPolling(false),
		});
		setPolling(poller.running);
		// Pushed, not polled (ADR 022): a status step reloads the order at once; the rider's
		// position moves the marker. The 10 s polling above stays as the quiet fallback.
		const stopLive = onLive(
			(event) => {
				if (closed || event.data?.order_id !== orderId) return;
				if (event.type === 'order_status') poller.refresh();
				else if (event.type === 'rider_position' && latest) {
					latest = withRiderAt(latest, event.data.lat, event.data.lng);
					setOrder(latest);
					setRiderProgress(event.data.progress);
				}
			},
			contactNumber ? { orderId, contactNumber } : null,
		);
		return () => {
			closed = true;
			poller.stop();
			stopLive();
			const shown = map.current;
			map.current = null;
			void shown?.then((m) => m.remove());
			setOrder(null); // no stale order on reopen
		};
	}, [request]);

	// The map mounts with the first answer and follows the later ones.
	useEffect(() => {
		const container = mapElement.current;
		if (!order || !container) return;
		if (map.current) void map.current.then((shown) => shown.update(routePoints(order)));
		else
			map.current = mountTrackingMap(container, routePoints(order), {
				origin: m['orders.track.storeMarker']({}, { locale }),
				deliveryMan: m['orders.track.deliveryManMarker']({}, { locale }),
				destination: m['orders.track.destinationMarker']({}, { locale }),
			});
	}, [order, locale]);

	const context = { locale, config: readOrdersConfig(), signedIn: isSignedIn() };
	return (
		<Dialog
			open={request !== null}
			variant="drawer"
			className="track-drawer"
			title={m['orders.track.title']({}, { locale })}
			closeLabel={m['orders.close']({}, { locale })}
			data={{
				'data-status': order?.order_status,
				'data-polling': String(polling),
				'data-rider-progress': riderProgress === null ? undefined : String(riderProgress),
			}}
			onClose={() => {
				$request.set(null);
				if ($overlay.get() === 'tracking') closeOverlay();
			}}
		>
			<div className="track-body" aria-busy={!order && !notFound}>
				{notFound ? (
					<p className="track-error" role="alert">
						{m['orders.notFound']({}, { locale })}
					</p>
				) : order ? (
					<TrackingView order={order} context={context} mapRef={mapElement} />
				) : (
					<TrackingSkeleton locale={locale} />
				)}
			</div>
		</Dialog>
	);
}

/** Opens the drawer for an order and follows it until it is delivered or the drawer closes. */
export function showTracking(request: TrackingRequest): void {
	mountIsland('tracking-drawer', () => <TrackingDrawer />);
	openOverlay('tracking');
	$request.set({ ...request });
}
