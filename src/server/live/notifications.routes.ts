/** The bell (contract §6 `customer/notifications`): the customer's own notifications, newest first. */
import { createRoute, z } from '@hono/zod-openapi';
import { notificationEntrySchema } from '~/contracts/chat';
import { requireCustomer } from '../http/owner';
import { documentedRoute } from '../http/request-input';
import type { ApiApp } from '../http/app-types';
import { send, signedInResponses } from '../http/openapi';
import { listNotifications, markNotificationsRead } from './notifications.service';

const customerNotificationsRoute = createRoute({
	method: 'get',
	path: '/customer/notifications',
	tags: ['Notifications'],
	summary: 'The caller’s notifications of the last 15 days, newest first',
	responses: signedInResponses(z.array(notificationEntrySchema), 'Notifications'),
});

const customerNotificationsReadRoute = createRoute({
	method: 'put',
	path: '/customer/notifications/read',
	tags: ['Notifications'],
	summary: 'Marks all the caller’s notifications read (the bell was opened)',
	responses: signedInResponses(z.object({ message: z.string() }), 'Done'),
});

export function registerNotificationRoutes(app: ApiApp): void {
	documentedRoute(app, customerNotificationsRoute, async (c) => {
		const { userId } = await requireCustomer(c);
		return send(c, await listNotifications(c.get('db'), userId));
	});

	documentedRoute(app, customerNotificationsReadRoute, async (c) => {
		const { userId } = await requireCustomer(c);
		await markNotificationsRead(c.get('db'), userId);
		return send(c, { message: 'ok' });
	});
}
