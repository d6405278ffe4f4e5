// spec §7 orders; commerce contract §3: the order reads and changes the order screens make.
// Guests identify with their guest_id (and, to track, the order's contact number).
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api, pageLocale } from '~/api-client/client';
import { DEFAULT_PAGE_SIZE } from '~/config/constants';
import type { LatLng } from '~/lib/geo';
import { $guestId, $token } from '~/state/session.state';
import { nextOrderPage } from './order-rules';
import type { CancelReason, Order, OrderLine, OrderPage } from './order-types';

export const isSignedIn = (): boolean => $token.get() !== '';

/** `{guest_id}` for a guest with an id, `{}` when signed in. */
function guestFields(): { guest_id?: string } {
	const guestId = $guestId.get();
	return !isSignedIn() && guestId ? { guest_id: guestId } : {};
}

const statusOf = (error: unknown) => (error as { status?: number } | null)?.status;

/**
 * The order API answers guests only with a guest id it knows (commerce contract §3): a guest
 * without one (tracking from another device) gets one first, and a stale one is replaced once.
 */
async function asGuestOrCustomer<T>(call: () => Promise<T>): Promise<T> {
	if (isSignedIn()) return call();
	const { ensureGuestId } = await import('~/features/cart/guest-id');
	await ensureGuestId();
	try {
		return await call();
	} catch (error) {
		if (statusOf(error) !== 401 || isSignedIn()) throw error;
		$guestId.set('');
		if (!(await ensureGuestId())) throw error;
		return call();
	}
}

/** GET customer/order/track: the order with its store and delivery person. */
export function fetchTrackedOrder(orderId: number, contactNumber?: string | null): Promise<Order> {
	return asGuestOrCustomer(() =>
		api
			.url('/customer/order/track')
			.query({
				order_id: orderId,
				...guestFields(),
				...(contactNumber ? { contact_number: contactNumber } : {}),
			})
			.get()
			.json<Order>(),
	);
}

export type OrderListKind = 'running' | 'history';

/** GET customer/order/running-orders | list, `offset` a page number from 1 (spec §9 page size 10). */
export function fetchOrderPage(kind: OrderListKind, page: number): Promise<OrderPage> {
	return api
		.url(kind === 'running' ? '/customer/order/running-orders' : '/customer/order/list')
		.query({ limit: DEFAULT_PAGE_SIZE, offset: page, ...guestFields() })
		.get()
		.json<OrderPage>();
}

/** GET customer/order/details: the order's lines (a parcel answers its order object instead). */
export async function fetchOrderLines(orderId: number): Promise<OrderLine[]> {
	const body = await api
		.url('/customer/order/details')
		.query({ order_id: orderId, ...guestFields() })
		.get()
		.json<unknown>();
	return Array.isArray(body) ? (body as OrderLine[]) : [];
}

/** GET customer/order/cancellation-reasons (spec §7: offset=1, limit=10, type=customer). */
export async function fetchCancelReasons(): Promise<CancelReason[]> {
	const body = await api
		.url('/customer/order/cancellation-reasons')
		.query({ offset: 1, limit: 10, type: 'customer' })
		.get()
		.json<{ data?: CancelReason[] }>();
	return body.data ?? [];
}

/**
 * Query keys of the order screens: the owner (the token's tail, or the guest id) is part of each,
 * so another sign-in never reuses an answer. `orderKey(id)` prefixes every read of one order.
 */
const owner = () => ({
	token: $token.get().slice(-8),
	guest: $guestId.get(),
	locale: pageLocale(),
});
export const orderKey = (orderId: number) => ['orders', 'order', orderId] as const;
export const orderListKey = (kind: OrderListKind) => ['orders', 'list', kind] as const;

/** The pages of /my-orders: page numbers from 1; the last page is the first that adds nothing. */
export const orderPagesQuery = (kind: OrderListKind) =>
	infiniteQueryOptions({
		queryKey: [...orderListKey(kind), owner()],
		queryFn: ({ pageParam }) => fetchOrderPage(kind, pageParam),
		initialPageParam: 1,
		getNextPageParam: (_last: OrderPage, pages: OrderPage[], lastPage: number) =>
			nextOrderPage(pages, lastPage),
		meta: { silent: true },
		retry: false,
		staleTime: 30_000,
	});

/** The order of /order-details (order/track); guests add the order's contact number. */
export const trackedOrderQuery = (orderId: number, contactNumber: string | null) =>
	queryOptions({
		queryKey: [...orderKey(orderId), 'track', { contactNumber, ...owner() }],
		queryFn: () => fetchTrackedOrder(orderId, contactNumber),
		meta: { silent: true },
		retry: false,
		staleTime: 0,
	});

/** The lines of /order-details (order/details). */
export const orderLinesQuery = (orderId: number) =>
	queryOptions({
		queryKey: [...orderKey(orderId), 'lines', owner()],
		queryFn: () => fetchOrderLines(orderId),
		meta: { silent: true },
		retry: false,
		staleTime: 0,
	});

/** The cancel dialog's reasons: read once a page (spec §7). */
export const cancelReasonsQuery = () =>
	queryOptions({
		queryKey: ['orders', 'cancel-reasons', { locale: pageLocale() }],
		queryFn: fetchCancelReasons,
		staleTime: Number.POSITIVE_INFINITY,
		retry: false,
	});

/** PUT customer/order/cancel → the server's message ('Order canceled successfully'). */
export async function cancelOrder(orderId: number, reason: string): Promise<string> {
	const body = await api
		.url('/customer/order/cancel')
		.put({ order_id: orderId, reason, ...guestFields() })
		.json<{ message?: string }>();
	return body.message ?? '';
}

/** PUT customer/order/payment-method: a failed digital payment becomes cash on delivery. */
export async function switchToCashOnDelivery(orderId: number): Promise<string> {
	const body = await api
		.url('/customer/order/payment-method')
		.put({ order_id: orderId, ...guestFields() })
		.json<{ message?: string }>();
	return body.message ?? '';
}

interface ZoneFlags {
	zone_data?: { id: number; cash_on_delivery?: boolean | number }[];
}

/**
 * spec §4 failed payment: whether the zone at a point takes cash on delivery (get-zone-id →
 * zone_data[].cash_on_delivery), the order's own zone when known, else the first.
 */
export async function zoneTakesCash(point: LatLng, zoneId?: number | null): Promise<boolean> {
	const body = await api
		.url('/config/get-zone-id')
		.query({ lat: point.lat, lng: point.lng })
		.get()
		.json<ZoneFlags>();
	const zones = body.zone_data ?? [];
	const zone = zones.find((z) => z.id === zoneId) ?? zones[0];
	return Boolean(zone?.cash_on_delivery);
}
