// spec §4 order tracking timeline ('D MMM, h:mm A', polling every 10 s until delivered), §2
// tracking drawer (route store → delivery person → customer, sender and receiver), §5 the
// delivery-person block, contract §8.4 (cancel only while pending).
import type { LatLng } from '~/lib/geo';
import type { Order, OrderAddress, OrderStatus } from './order-types';

/** A wire number that may arrive as a string ("1.3048"); null when it is not a finite number. */
export function toNumber(value: unknown): number | null {
	if (value === null || value === undefined || value === '') return null;
	const n = typeof value === 'number' ? value : Number(value);
	return Number.isFinite(n) ? n : null;
}

/** The four steps of the tracking timeline, in order (spec §4). */
export const TIMELINE_STEPS = ['placed', 'confirmed', 'onTheWay', 'delivered'] as const;
export type TimelineStep = (typeof TIMELINE_STEPS)[number];

const STEP_OF_STATUS: Record<string, number> = {
	pending: 1,
	accepted: 2,
	confirmed: 2,
	processing: 2,
	handover: 2,
	picked_up: 3,
	delivered: 4,
	refund_requested: 4,
	refunded: 4,
	refund_request_canceled: 4,
};

/** The timestamp each step shows: pending, confirmed, picked_up, delivered (spec §4). */
function stepTime(order: Order, step: TimelineStep): string | null {
	switch (step) {
		case 'placed':
			return order.pending ?? order.created_at ?? null;
		case 'confirmed':
			return order.confirmed ?? order.accepted ?? null;
		case 'onTheWay':
			return order.picked_up ?? null;
		case 'delivered':
			return order.delivered ?? null;
	}
}

/**
 * How far the order has come, 0-4: pending = 1 Order Placed, confirmed = 2 Order Confirmed,
 * picked_up = 3 On the Way, delivered = 4 Delivered. Statuses in between count as the step they
 * follow; a cancelled or failed order stays at the last step it has a time for.
 */
export function reachedStep(order: Order): number {
	const byStatus = STEP_OF_STATUS[order.order_status];
	if (byStatus !== undefined) return byStatus;
	let reached = 0;
	TIMELINE_STEPS.forEach((step, index) => {
		if (stepTime(order, step)) reached = index + 1;
	});
	return reached;
}

export interface TimelineEntry {
	step: TimelineStep;
	reached: boolean;
	/** The last reached step: where the order is now. */
	current: boolean;
	/** ISO time of the step, when it has one. */
	time: string | null;
}

export function timeline(order: Order): TimelineEntry[] {
	const reached = reachedStep(order);
	return TIMELINE_STEPS.map((step, index) => ({
		step,
		reached: index < reached,
		current: index + 1 === reached,
		time: index < reached ? stepTime(order, step) : null,
	}));
}

/** Statuses after which an order never moves again. */
const FINAL_STATUSES = new Set<OrderStatus>([
	'delivered',
	'canceled',
	'failed',
	'refund_requested',
	'refunded',
	'refund_request_canceled',
]);

/** spec §4: polling order/track every 10 s stops once delivered (or the order can no longer move). */
export function shouldKeepPolling(status: OrderStatus): boolean {
	return !FINAL_STATUSES.has(status);
}

/** Contract §8.4: the customer may cancel only while the order is pending. */
export function isCancelable(status: OrderStatus): boolean {
	return status === 'pending';
}

/** The statuses the order screens name; others are shown as returned (spec §4). */
export const KNOWN_STATUSES = [
	'pending',
	'accepted',
	'confirmed',
	'processing',
	'handover',
	'picked_up',
	'delivered',
	'canceled',
	'failed',
	'refund_requested',
	'refunded',
	'refund_request_canceled',
] as const;
export type KnownStatus = (typeof KNOWN_STATUSES)[number];

export function knownStatus(status: OrderStatus): KnownStatus | null {
	return (KNOWN_STATUSES as readonly string[]).includes(status) ? (status as KnownStatus) : null;
}

/** "2024-03-05 14:07:00" (no zone: the API's older habit) or any ISO 8601 instant. */
function parseInstant(value: string): Date | null {
	const text = /^\d{4}-\d{2}-\d{2} \d/.test(value) ? value.replace(' ', 'T') : value;
	const date = new Date(text);
	return Number.isNaN(date.getTime()) ? null : date;
}

const dateParts = new Map<string, Intl.DateTimeFormat>();

/**
 * spec §4: a timeline time as 'D MMM, h:mm A' ("5 Mar, 2:07 PM"), the month in the page's
 * language, in the shop's time zone (the browser's when none is given). '' for no or bad input.
 */
export function formatOrderTime(
	value: string | null | undefined,
	locale: string,
	timeZone?: string,
): string {
	const date = value ? parseInstant(value) : null;
	if (!date) return '';
	const key = `${locale}|${timeZone ?? ''}`;
	let format = dateParts.get(key);
	if (!format) {
		format = new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : locale, {
			...(timeZone ? { timeZone } : {}),
			day: 'numeric',
			month: 'short',
			hour: 'numeric',
			minute: '2-digit',
			hourCycle: 'h23',
		});
		dateParts.set(key, format);
	}
	const parts = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
	const hour24 = Number(parts.hour) % 24;
	const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
	const month = (parts.month ?? '').replace(/\.$/, '');
	return `${Number(parts.day)} ${month}, ${hour12}:${parts.minute} ${hour24 < 12 ? 'AM' : 'PM'}`;
}

function pointOf(address: OrderAddress | null | undefined): LatLng | null {
	const lat = toNumber(address?.latitude);
	const lng = toNumber(address?.longitude);
	return lat === null || lng === null ? null : { lat, lng };
}

export interface OrderParties {
	sender: { name: string; address: string; phone: string | null; point: LatLng | null };
	receiver: { name: string; address: string; phone: string | null; point: LatLng | null };
}

/**
 * Sender and receiver blocks (spec §2): a store order goes from the store to the delivery
 * address; a parcel goes from the delivery address (the sender) to `receiver_details`.
 */
export function orderParties(order: Order): OrderParties {
	const customer = order.delivery_address ?? null;
	const person = (a: OrderAddress | null) => ({
		name: a?.contact_person_name ?? '',
		address: a?.address ?? '',
		phone: a?.contact_person_number ?? null,
		point: pointOf(a),
	});
	if (order.order_type === 'parcel' && order.receiver_details) {
		return { sender: person(customer), receiver: person(order.receiver_details) };
	}
	const store = order.store;
	return {
		sender: {
			name: store?.name ?? '',
			address: store?.address ?? '',
			phone: store?.phone ?? null,
			point: pointOf(store),
		},
		receiver: person(customer),
	};
}

export interface RoutePoints {
	origin: LatLng | null;
	deliveryMan: LatLng | null;
	destination: LatLng | null;
	/** The polyline: store → delivery person → customer, skipping unknown points. */
	line: LatLng[];
}

/** spec §2: the delivery-tracking map draws a route from the store to the delivery person (and on). */
export function routePoints(order: Order): RoutePoints {
	const { sender, receiver } = orderParties(order);
	const lat = toNumber(order.delivery_man?.lat);
	const lng = toNumber(order.delivery_man?.lng);
	const deliveryMan = lat === null || lng === null ? null : { lat, lng };
	return {
		origin: sender.point,
		deliveryMan,
		destination: receiver.point,
		line: [sender.point, deliveryMan, receiver.point].filter((p): p is LatLng => p !== null),
	};
}

/** spec §5: the delivery-person block appears only with a delivery_man and a signed-in user. */
export function showsDeliveryMan(order: Order, signedIn: boolean): boolean {
	return signedIn && Boolean(order.delivery_man);
}

/** What the drawer's text (tracking-view.ts) shows of an order; the position is the map's. */
export function viewKey(order: Order): string {
	const man = order.delivery_man;
	return JSON.stringify([
		timeline(order),
		orderParties(order),
		order.id,
		order.order_status,
		order.order_amount,
		man && [man.id, man.f_name, man.l_name, man.image_full_url, man.avg_rating, man.phone],
	]);
}

/**
 * spec §4 infinite lists: the page after `lastPage`, or undefined once a page came back empty or
 * every order the server counts (`total_size`) has been read (an order may move between pages).
 */
export function nextOrderPage(
	pages: readonly { total_size: number; orders: readonly { id: number }[] }[],
	lastPage: number,
): number | undefined {
	const last = pages.at(-1);
	if (!last || last.orders.length === 0) return undefined;
	const seen = new Set(pages.flatMap((p) => p.orders.map((o) => o.id)));
	return seen.size >= last.total_size ? undefined : lastPage + 1;
}
