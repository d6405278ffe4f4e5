/** The bell (contract §6 `customer/notifications`): the customer's own notifications, newest first. */
import { createRoute, z } from '@hono/zod-openapi';
import { and, desc, eq, gte, isNull } from 'drizzle-orm';
import { notificationEntrySchema } from '~/contracts/chat';
import { apiErrorSchema } from '~/contracts/error';
import { requireCustomer } from '../http/owner';
import { documentedRoute } from '../http/request-input';
import { notifications } from '../db/schema';
import type { ApiApp } from '../http/app-types';
import { errorResponses, json, send } from '../http/openapi';
import { isoTimestamp } from '../http/urls';

/** The original keeps 15 days of notifications (contract §6). */
const KEEP_DAYS = 15;
const MAX_LISTED = 50;

export function registerNotificationRoutes(app: ApiApp): void {
	documentedRoute(
		app,
		createRoute({
			method: 'get',
			path: '/customer/notifications',
			tags: ['Notifications'],
			summary: 'The caller’s notifications of the last 15 days, newest first',
			responses: {
				200: json(z.array(notificationEntrySchema), 'Notifications'),
				401: json(apiErrorSchema, 'No valid token'),
				...errorResponses,
			},
		}),
		async (c) => {
			const { userId } = await requireCustomer(c);
			const since = new Date(Date.now() - KEEP_DAYS * 86_400_000);
			const rows = await c
				.get('db')
				.select()
				.from(notifications)
				.where(and(eq(notifications.userId, userId), gte(notifications.createdAt, since)))
				.orderBy(desc(notifications.id))
				.limit(MAX_LISTED);
			return send(
				c,
				rows.map((n) => ({
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
				})),
			);
		},
	);

	documentedRoute(
		app,
		createRoute({
			method: 'put',
			path: '/customer/notifications/read',
			tags: ['Notifications'],
			summary: 'Marks all the caller’s notifications read (the bell was opened)',
			responses: {
				200: json(z.object({ message: z.string() }), 'Done'),
				401: json(apiErrorSchema, 'No valid token'),
			},
		}),
		async (c) => {
			const { userId } = await requireCustomer(c);
			await c
				.get('db')
				.update(notifications)
				.set({ readAt: new Date() })
				.where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
			return send(c, { message: 'ok' });
		},
	);
}
