import { createRoute } from '@hono/zod-openapi';
import { refundMessageSchema, refundReasonsSchema, refundRequestSchema } from '~/contracts/refund';
import type { ApiApp } from '../../http/app-types';
import { errorResponses, formBody, json, send, unauthorizedOwner } from '../../http/openapi';
import { requireCustomer } from '../../http/owner';
import { documentedRoute, parseValue, readFiles, readInput } from '../../http/request-input';
import { listRefundReasons, REFUND_MESSAGES, requestRefund } from './refunds.service';

const refundReasonsRoute = createRoute({
	method: 'get',
	path: '/customer/order/refund-reasons',
	tags: ['Orders'],
	summary: 'Reasons offered when asking for a refund',
	responses: { 200: json(refundReasonsSchema, 'The reasons') },
});

const refundRequestRoute = createRoute({
	method: 'post',
	path: '/customer/order/refund-request',
	tags: ['Orders'],
	summary:
		'Asks a refund of a delivered, paid order within the refund window, once per order; up to 3 images as image[]',
	request: { body: formBody(refundRequestSchema, { multipart: true }) },
	responses: {
		200: json(refundMessageSchema, REFUND_MESSAGES.requested),
		401: unauthorizedOwner,
		...errorResponses,
	},
});

/** contract §8.4: refund reasons and requests. */
export function registerRefundRoutes(app: ApiApp): void {
	documentedRoute(app, refundReasonsRoute, async (c) =>
		send(c, await listRefundReasons(c.get('db'))),
	);

	documentedRoute(app, refundRequestRoute, async (c) => {
		const input = parseValue(await readInput(c), refundRequestSchema);
		const { userId } = await requireCustomer(c);
		const { locale, now } = c.get('ctx');
		const refund = {
			orderId: input.order_id,
			reason: input.customer_reason,
			note: input.customer_note,
			method: input.refund_method,
		};
		const images = await readFiles(c, 'image');
		await requestRefund(c.get('db'), userId, refund, images, { locale, now });
		return send(c, { message: REFUND_MESSAGES.requested });
	});
}
