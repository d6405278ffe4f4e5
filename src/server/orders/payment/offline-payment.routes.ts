import { createRoute } from '@hono/zod-openapi';
import {
	offlinePaymentMethodListSchema,
	offlinePaymentRequestSchema,
	offlinePaymentResponseSchema,
} from '~/contracts/offline-payment';
import { catalogScope } from '../../catalog/scope';
import type { ApiApp } from '../../http/app-types';
import { errorResponses, formBody, json, send, unauthorizedOwner } from '../../http/openapi';
import { requireOwner } from '../../http/owner';
import { documentedRoute, parseValue, readInput } from '../../http/request-input';
import { listOfflineMethods, submitOfflinePayment } from './offline-payment.service';

const offlinePaymentMethodListRoute = createRoute({
	method: 'get',
	path: '/offline_payment_method_list',
	tags: ['Orders'],
	summary: 'Offline payment methods (bank transfer, pay at counter) with the fields to fill',
	responses: { 200: json(offlinePaymentMethodListSchema, 'The methods, or null when none') },
});

/** PUT customer/order/offline-payment, and its -update twin (same body, another answer). */
const offlinePaymentRoutes = (
	['/customer/order/offline-payment', '/customer/order/offline-payment-update'] as const
).map((path) =>
	createRoute({
		method: 'put',
		path,
		tags: ['Orders'],
		summary:
			'What the customer sent for an order paid offline: method_id, customer_note and each customer_input of the method',
		request: { body: formBody(offlinePaymentRequestSchema) },
		responses: {
			200: json(offlinePaymentResponseSchema, 'Saved; the order waits for the store'),
			401: unauthorizedOwner,
			...errorResponses,
		},
	}),
);

/** contract §1.4 and §8.4: offline payment methods and what the customer sent. */
export function registerOfflinePaymentRoutes(app: ApiApp): void {
	documentedRoute(app, offlinePaymentMethodListRoute, async (c) =>
		send(c, await listOfflineMethods(c.get('db'))),
	);

	for (const route of offlinePaymentRoutes)
		documentedRoute(app, route, async (c) => {
			const raw = await readInput(c);
			const input = parseValue(raw, offlinePaymentRequestSchema);
			await catalogScope(c, { zone: 'optional', module: 'optional' });
			const owner = await requireOwner(c, input.guest_id);
			const sent = {
				orderId: input.order_id,
				methodId: input.method_id,
				note: input.customer_note,
				fields: raw,
			};
			await submitOfflinePayment(c.get('db'), owner, sent, c.get('ctx').now);
			const updated = route.path.endsWith('update');
			return send(c, { payment: updated ? 'Payment_Info_Updated_successfully' : 'success' });
		});
}
