/** The bell (contract §6 `customer/notifications`): the customer's own notifications. */
import { and, desc, eq, gte, isNull } from 'drizzle-orm';
import type { NotificationEntry } from '~/contracts/chat';
import type { Database } from '../db/database';
import { notifications } from '../db/schema';
import { isoTimestamp } from '../http/urls';

/** The original keeps 15 days of notifications (contract §6). */
const KEEP_DAYS = 15;
const MAX_LISTED = 50;

/** The customer's notifications of the last 15 days, newest first, as the bell lists them. */
export async function listNotifications(
	db: Database,
	userId: number,
): Promise<NotificationEntry[]> {
	const since = new Date(Date.now() - KEEP_DAYS * 86_400_000);
	const rows = await db
		.select()
		.from(notifications)
		.where(and(eq(notifications.userId, userId), gte(notifications.createdAt, since)))
		.orderBy(desc(notifications.id))
		.limit(MAX_LISTED);
	return rows.map((n) => ({
		id: n.id,
		title: n.title,
		description: n.body,
		image: null,
		is_read: n.readAt !== null,
		data: {
			type: n.type,
			title: n.title,
			description: n.body,
			order_id: n.orderId,
			conversation_id: n.conversationId,
			sender_type: n.senderType,
		},
		created_at: isoTimestamp(n.createdAt),
	}));
}

/** Marks all the customer's unread notifications read (the bell was opened). */
export async function markNotificationsRead(db: Database, userId: number): Promise<void> {
	await db
		.update(notifications)
		.set({ readAt: new Date() })
		.where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}
