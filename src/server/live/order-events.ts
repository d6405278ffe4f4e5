/**
 * Live events about orders (ADR 022): the status listener of the "order status changed" hook, and
 * the rider's position the dispatcher writes as it moves.
 */
import type { Database } from '../db/database';
import { notificationPreferences } from '../account/profile.service';
import { type NotificationPreferences, notifications } from '../db/schema';
import type { OrderStatusListener } from '../orders/status/status-change';
import { orderOwner, recordLiveEvent } from './live-events';
import { orderStatusText } from './notification-texts';

/** Sends `order_status` to the order's owner, and to a customer a notification for the bell. */
export const publishOrderStatus: OrderStatusListener = async (tx, change) => {
	const owner = await orderOwner(tx, change.orderId);
	if (!owner) return;
	await recordLiveEvent(tx, {
		type: 'order_status',
		userId: owner.userId,
		guestId: owner.guestId,
		orderId: change.orderId,
		data: {
			order_id: change.orderId,
			order_status: change.to,
			previous_status: change.from,
			changed_at: change.at.toISOString(),
		},
	});
	if (owner.userId === null) return;
	await notify(tx, owner.userId, {
		type: 'order_status',
		orderId: change.orderId,
		...(await orderStatusText(tx, owner.userId, change.orderId, change.to)),
	});
};

export interface NotificationInput {
	type: 'order_status' | 'message' | 'referral_code';
	title: string;
	body: string;
	orderId?: number | null;
	conversationId?: number | null;
	senderType?: string | null;
}

/**
 * Which setting of `/settings` lets each kind through (ADR 030): order updates, chat messages,
 * and referral rewards (the shop's promotions). The `order_status` live event itself always
 * flows (tracking needs it); the preference decides the bell entry and its toast.
 */
export const NOTIFICATION_PREFERENCE: Record<
	NotificationInput['type'],
	keyof NotificationPreferences
> = {
	order_status: 'order_updates',
	message: 'messages',
	referral_code: 'promotions',
};

/** A bell entry and its live `notification` event, in `tx`, unless the customer turned it off. */
export async function notify(
	tx: Database,
	userId: number,
	input: NotificationInput,
): Promise<void> {
	const prefs = await notificationPreferences(tx, userId);
	if (!prefs[NOTIFICATION_PREFERENCE[input.type]]) return;
	const [row] = await tx
		.insert(notifications)
		.values({
			userId,
			type: input.type,
			title: input.title,
			body: input.body,
			orderId: input.orderId ?? null,
			conversationId: input.conversationId ?? null,
			senderType: input.senderType ?? null,
		})
		.returning({ id: notifications.id, createdAt: notifications.createdAt });
	if (!row) return;
	await recordLiveEvent(tx, {
		type: 'notification',
		userId,
		orderId: input.orderId ?? null,
		data: {
			id: row.id,
			type: input.type,
			title: input.title,
			body: input.body,
			order_id: input.orderId ?? null,
			conversation_id: input.conversationId ?? null,
			sender_type: input.senderType ?? null,
			created_at: row.createdAt.toISOString(),
		},
	});
}

/** Compass bearing in degrees from `from` to `to` (0 = north). */
export function heading(
	from: { lat: number; lng: number },
	to: { lat: number; lng: number },
): number {
	const rad = Math.PI / 180;
	const y = Math.sin((to.lng - from.lng) * rad) * Math.cos(to.lat * rad);
	const x =
		Math.cos(from.lat * rad) * Math.sin(to.lat * rad) -
		Math.sin(from.lat * rad) * Math.cos(to.lat * rad) * Math.cos((to.lng - from.lng) * rad);
	return Math.round(((Math.atan2(y, x) / rad + 360) % 360) * 10) / 10;
}

/** Sends `rider_position` for an order on its way, in the transaction that moved the rider. */
export async function publishRiderPosition(
	tx: Database,
	input: {
		orderId: number;
		owner: { userId: number | null; guestId: number | null };
		at: { lat: number; lng: number };
		heading: number;
		progress: number;
	},
): Promise<void> {
	await recordLiveEvent(tx, {
		type: 'rider_position',
		userId: input.owner.userId,
		guestId: input.owner.guestId,
		orderId: input.orderId,
		data: {
			order_id: input.orderId,
			lat: input.at.lat,
			lng: input.at.lng,
			heading: input.heading,
			progress: Math.round(input.progress * 1000) / 1000,
		},
	});
}
