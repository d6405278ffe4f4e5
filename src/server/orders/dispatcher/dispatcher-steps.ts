/** The dispatcher's reads and writes (see dispatcher.ts for the rules). */
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { deliveryMen, orders, stores } from '../../db/schema';
import type { Advance, DispatchOrder, NextStatus } from './dispatcher';
import { heading, publishRiderPosition } from '../../live/order-events';
import { orderStatusChanged } from '../status/status-change';

export interface LatLngPoint {
	lat: number;
	lng: number;
}

export interface DispatchableOrder extends DispatchOrder {
	id: number;
	userId: number | null;
	storeId: number | null;
	zoneId: number;
	deliveryManId: number | null;
	/** Where the ride starts: the store, or a parcel's sender. */
	store: LatLngPoint & { address: string };
	/** The delivery address (a parcel's receiver); null for a take-away order or unreadable coordinates. */
	destination: LatLngPoint | null;
}

/** Statuses the dispatcher moves on from. */
const MOVING = ['pending', 'accepted', 'confirmed', 'processing', 'handover', 'picked_up'];
/** Orders a delivery person is busy with. */
const BUSY = ['confirmed', 'processing', 'handover', 'picked_up'];
/** Most orders one round looks at, oldest first. */
const ROUND_SIZE = 500;

/** A point `progress` (0–1) of the way along the straight line from `from` to `to`. */
export function pointAlong(from: LatLngPoint, to: LatLngPoint, progress: number): LatLngPoint {
	const p = Math.min(1, Math.max(0, progress));
	const round = (v: number) => Math.round(v * 1e6) / 1e6;
	return {
		lat: round(from.lat + (to.lat - from.lat) * p),
		lng: round(from.lng + (to.lng - from.lng) * p),
	};
}

function destinationOf(
	orderType: string,
	address: { latitude: string; longitude: string },
): LatLngPoint | null {
	if (orderType === 'take_away') return null;
	const lat = Number(address.latitude);
	const lng = Number(address.longitude);
	return address.latitude !== '' && Number.isFinite(lat) && Number.isFinite(lng)
		? { lat, lng }
		: null;
}

function parcelRoute(order: typeof orders.$inferSelect) {
	if (order.orderType !== 'parcel' || !order.receiverDetails) return null;
	const from = destinationOf('delivery', order.deliveryAddress);
	if (!from) return null;
	return {
		store: { ...from, address: order.deliveryAddress.address },
		destination: destinationOf('delivery', order.receiverDetails),
	};
}

/** Orders on their way, except digital and offline payments still waiting to be paid. */
export async function loadDispatchable(db: Database): Promise<DispatchableOrder[]> {
	const rows = await db
		.select({
			order: orders,
			storeLat: stores.latitude,
			storeLng: stores.longitude,
			storeAddress: stores.address,
		})
		.from(orders)
		.leftJoin(stores, eq(stores.id, orders.storeId))
		.where(
			and(
				inArray(orders.orderStatus, MOVING),
				sql`not (${orders.paymentMethod} in ('digital_payment', 'offline_payment')
					and ${orders.paymentStatus} = 'unpaid')`,
			),
		)
		.orderBy(asc(orders.id))
		.limit(ROUND_SIZE);
	return rows.flatMap(({ order, storeLat, storeLng, storeAddress }) => {
		// A parcel rides from its sender (the order's address) to its receiver.
		const parcel = parcelRoute(order);
		if (parcel) return [{ ...order, ...parcel }];
		if (storeLat === null || storeLng === null || storeAddress === null) return [];
		return [
			{
				...order,
				store: { lat: storeLat, lng: storeLng, address: storeAddress },
				destination: destinationOf(order.orderType, order.deliveryAddress),
			},
		];
	});
}

const STATUS_COLUMN: Record<
	NextStatus,
	'confirmed' | 'processing' | 'handover' | 'pickedUp' | 'delivered'
> = {
	confirmed: 'confirmed',
	processing: 'processing',
	handover: 'handover',
	picked_up: 'pickedUp',
	delivered: 'delivered',
};

/**
 * The active delivery person nearest to the store: one of the order's zone first, a free one
 * (no other order in hand) before a busy one; anyone active when the zone has nobody.
 */
async function nearestDeliveryMan(tx: Database, order: DispatchableOrder): Promise<number | null> {
	const busy = sql`exists (select 1 from ${orders} o where o.delivery_man_id = ${deliveryMen.id}
		and o.order_status in (${sql.join(
			BUSY.map((s) => sql`${s}`),
			sql`, `,
		)}) and o.id <> ${order.id})`;
	const kmLat = sql`(coalesce(${deliveryMen.lat}, 90) - ${order.store.lat})`;
	const kmLng = sql`((coalesce(${deliveryMen.lng}, 0) - ${order.store.lng}) * cos(radians(${order.store.lat})))`;
	const [man] = await tx
		.select({ id: deliveryMen.id })
		.from(deliveryMen)
		.where(eq(deliveryMen.status, 1))
		.orderBy(
			sql`(${deliveryMen.zoneId} is not distinct from ${order.zoneId}) desc`,
			sql`${busy} asc`,
			sql`${kmLat} * ${kmLat} + ${kmLng} * ${kmLng} asc`,
			asc(deliveryMen.id),
		)
		.limit(1);
	return man?.id ?? null;
}

async function placeDeliveryMan(
	tx: Database,
	id: number,
	at: LatLngPoint,
	location: string | null,
	now: Date,
): Promise<void> {
	await tx
		.update(deliveryMen)
		.set({ lat: at.lat, lng: at.lng, ...(location ? { location } : {}), updatedAt: now })
		.where(eq(deliveryMen.id, id));
}

async function applyStatus(
	db: Database,
	order: DispatchableOrder,
	advance: Extract<Advance, { kind: 'status' }>,
	now: Date,
): Promise<boolean> {
	return db.transaction(async (tx) => {
		const next = advance.status;
		const changed = await tx
			.update(orders)
			.set({
				orderStatus: next,
				[STATUS_COLUMN[next]]: advance.at,
				updatedAt: now,
				...(next === 'picked_up' ? { routeProgress: 0 } : {}),
				...(next === 'delivered'
					? { paymentStatus: 'paid', routeProgress: order.destination ? 1 : 0 }
					: {}),
			})
			.where(and(eq(orders.id, order.id), eq(orders.orderStatus, order.orderStatus)))
			.returning({ id: orders.id });
		if (changed.length === 0) return false; // another process moved it first
		let manId = order.deliveryManId;
		if (advance.assignDeliveryMan && !manId && order.destination) {
			manId = await nearestDeliveryMan(tx, order);
			if (manId)
				await tx.update(orders).set({ deliveryManId: manId }).where(eq(orders.id, order.id));
		}
		if (manId && next === 'picked_up')
			await placeDeliveryMan(tx, manId, order.store, order.store.address, now);
		if (next === 'delivered' && manId && order.destination)
			await placeDeliveryMan(tx, manId, order.destination, null, now);
		await orderStatusChanged(tx, {
			orderId: order.id,
			userId: order.userId,
			storeId: order.storeId,
			from: order.orderStatus,
			to: next,
			at: advance.at,
		});
		return true;
	});
}

async function applyMove(
	db: Database,
	order: DispatchableOrder,
	progress: number,
	now: Date,
): Promise<boolean> {
	return db.transaction(async (tx) => {
		// Never backwards: a late round of another process finds the rider already further on.
		const changed = await tx
			.update(orders)
			.set({ routeProgress: progress, updatedAt: now })
			.where(
				and(
					eq(orders.id, order.id),
					eq(orders.orderStatus, 'picked_up'),
					lt(orders.routeProgress, progress),
				),
			)
			.returning({ userId: orders.userId, guestId: orders.guestId });
		const owner = changed[0];
		if (!owner) return false;
		if (order.deliveryManId && order.destination) {
			const at = pointAlong(order.store, order.destination, progress);
			await placeDeliveryMan(tx, order.deliveryManId, at, null, now);
			const toward = heading(order.store, order.destination);
			await publishRiderPosition(tx, { orderId: order.id, owner, at, heading: toward, progress });
		}
		return true;
	});
}

/** Applies one step; false when the order had already moved on (another process, a cancel). */
export function applyStep(
	db: Database,
	order: DispatchableOrder,
	advance: Advance,
	now: Date,
): Promise<boolean> {
	return advance.kind === 'move'
		? applyMove(db, order, advance.progress, now)
		: applyStatus(db, order, advance, now);
}
