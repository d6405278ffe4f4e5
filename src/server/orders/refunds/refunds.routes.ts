import { createRoute } from '@hono/zod-openapi';
import type { z } from 'zod';
import { apiErrorSchema } from '~/contracts/error';
import {
	offlinePaymentMethodListSchema,
	offlinePaymentRequestSchema,
	offlinePaymentResponseSchema,
} from '~/contracts/offline-payment';
import { refundMessageSchema, refundReasonsSchema, refundRequestSchema } from '~/contracts/refund';
import { catalogScope } from '../../catalog/scope';
import { requireCustomer, requireOwner } from '../../http/owner';
import { documentedRoute, parseValue, readFiles, readInput } from '../../http/request-input';
import type { ApiApp } from '../../http/app-types';
import { errorResponses, json, send } from '../../http/openapi';
import { listOfflineMethods, submitOfflinePayment } from '../payment/offline-payment.service';
import { listRefundReasons, REFUND_MESSAGES, requestRefund } from './refunds.service';

const form = (schema: z.ZodType, multipart = false) => ({
	content: {
		'application/json': { schema },
		'application/x-www-form-urlencoded': { schema },
		...(multipart ? { 'multipart/form-data': { schema } } : {}),
	},
});

const unauthorized = json(apiErrorSchema, 'Neither a valid token nor a known guest_id');

/** contract §1.4 and §8.4: offline payment methods and answers, refund reasons and requests. */
export function registerOfflineAndRefundRoutes(app: ApiApp): void {
	documentedRoute(
		app,
		createRoute({
			method: 'get',
			path: '/offline_payment_method_list',
			tags: ['Orders'],
			summary: 'Offline payment methods (bank transfer, pay at counter) with the fields to fill',
			responses: { 200: json(offlinePaymentMethodListSchema, 'The methods, or null when none') },
		}),
		async (c) => send(c, await listOfflineMethods(c.get('db'))),
	);

	for (const path of ['/customer/order/offline-payment', '/customer/order/offline-payment-update'])
		documentedRoute(
			app,
			createRoute({
				method: 'put',
				path,
				tags: ['Orders'],
				summary:
					'What the customer sent for an order paid offline: method_id, customer_note and each customer_input of the method',
				request: { body: form(offlinePaymentRequestSchema) },
				responses: {
					200: json(offlinePaymentResponseSchema, 'Saved; the order waits for the store'),
					401: unauthorized,
					...errorResponses,
				},
			}),
			async (c) => {
				const raw = await readInput(c);
				const input = parseValue(raw, offlinePaymentRequestSchema);
				await catalogScope(c, { zone: 'optional', module: 'optional' });
				const owner = await requireOwner(c, input.guest_id);
				await submitOfflinePayment(
					c.get('db'),
					owner,
					{
						orderId: input.order_id,
						methodId: input.method_id,
						note: input.customer_note,
						fields: raw,
					},
					c.get('ctx').now,
				);
				if (path.endsWith('update'))
					return send(c, { payment: 'Payment_Info_Updated_successfully' });
				return send(c, { payment: 'success' });
			},
		);

	documentedRoute(
		app,
		createRoute({
			method: 'get',
			path: '/customer/order/refund-reasons',
			tags: ['Orders'],
			summary: 'Reasons offered when asking for a refund',
			responses: { 200: json(refundReasonsSchema, 'The reasons') },
		}),
		async (c) => send(c, await listRefundReasons(c.get('db'))),
	);

	documentedRoute(
		app,
		createRoute({
			method: 'post',
			path: '/customer/order/refund-request',
			tags: ['Orders'],
			summary:
				'Asks a refund of a delivered, paid order within the refund window, once per order; up to 3 images as image[]',
			request: { body: form(refundRequestSchema, true) },
			responses: {
				200: json(refundMessageSchema, REFUND_MESSAGES.requested),
				401: unauthorized,
				...errorResponses,
			},
		}),
		async (c) => {
			const input = parseValue(await readInput(c), refundRequestSchema);
			const { userId } = await requireCustomer(c);
			const { locale, now } = c.get('ctx');
			await requestRefund(
				c.get('db'),
				userId,
				{
					orderId: input.order_id,
					reason: input.customer_reason,
					note: input.customer_note,
					method: input.refund_method,
				},
				await readFiles(c, 'image'),
				{ locale, now },
			);
			return send(c, { message: REFUND_MESSAGES.requested });
		},
	);
}
