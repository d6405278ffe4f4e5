import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import {
	cancellationReasonsRequestSchema,
	cancellationReasonsSchema,
	orderCancelRequestSchema,
	orderIdRequestSchema,
	orderLineSchema,
	orderListRequestSchema,
	orderListSchema,
	orderMessageSchema,
	orderTrackRequestSchema,
	orderViewSchema,
} from '~/contracts/order-view';
import { catalogScope } from '../../catalog/scope';
import { type Owner, requireOwner } from '../../http/owner';
import { clientAddress, documentedRoute, parseInput } from '../../http/request-input';
import type { ApiApp, ApiBindings } from '../../http/app-types';
import { apiError, tooManyAttempts } from '../../http/errors';
import { errorResponses, formBody, json, send, unauthorizedOwner } from '../../http/openapi';
import { toPage } from '../../http/paging';
import { guardedGuestLookup } from './guest-track';
import { CANCEL_MESSAGES, cancelOrder } from '../status/order-cancel';
import { PAYMENT_METHOD_MESSAGES, switchToCashOnDelivery } from '../payment/order-payment';
import { withRefundAndOfflinePayment } from './order-flows';
import { cancellationReasons, listOrders, orderLines, trackOrder } from './order-queries';

const NOT_FOUND = 'Order not found';

const owned = (schema: z.ZodType, description: string) => ({
	200: json(schema, description),
	401: unauthorizedOwner,
	...errorResponses,
});

/**
 * Order routes are `apiGuestCheck` routes (contract §0.4): a moduleId header is optional but
 * validated when sent; then the token's customer, else the guest named by `guest_id`.
 */
async function orderOwner(c: Context<ApiBindings>, guestId: number | undefined): Promise<Owner> {
	await catalogScope(c, { zone: 'optional', module: 'optional' });
	return requireOwner(c, guestId);
}

const viewContext = (c: Context<ApiBindings>) => {
	const { locale, baseUrl } = c.get('ctx');
	return { locale, baseUrl };
};

function registerLists(app: ApiApp): void {
	for (const [path, kind, summary] of [
		['/customer/order/running-orders', 'running', 'Orders still on their way, newest first'],
		['/customer/order/list', 'history', 'Delivered, canceled, failed and refunded orders'],
	] as const) {
		documentedRoute(
			app,
			createRoute({
				method: 'get',
				path,
				tags: ['Orders'],
				summary,
				request: { query: orderListRequestSchema },
				responses: owned(orderListSchema, 'One page of orders (offset is a page number)'),
			}),
			async (c) => {
				const input = await parseInput(c, orderListRequestSchema);
				const owner = await orderOwner(c, input.guest_id);
				const page = toPage(input);
				const found = await listOrders(c.get('db'), owner, kind, page, viewContext(c));
				return send(c, {
					total_size: found.total,
					limit: input.limit,
					offset: input.offset,
					orders: found.orders,
				});
			},
		);
	}
}

function registerReads(app: ApiApp): void {
	documentedRoute(
		app,
		createRoute({
			method: 'get',
			path: '/customer/order/details',
			tags: ['Orders'],
			summary:
				'The lines of one of the caller’s orders, each with the item as ordered; the order itself for a prescription-only order',
			request: { query: orderIdRequestSchema },
			responses: owned(
				z.union([orderLineSchema.array(), orderViewSchema]),
				'The order lines, or the order when it has none',
			),
		}),
		async (c) => {
			const input = await parseInput(c, orderIdRequestSchema);
			const owner = await orderOwner(c, input.guest_id);
			const lines = await orderLines(c.get('db'), owner, input.order_id, viewContext(c));
			if (!lines) throw apiError(404, 'order', NOT_FOUND);
			return send(c, lines);
		},
	);

	documentedRoute(
		app,
		createRoute({
			method: 'get',
			path: '/customer/order/track',
			tags: ['Orders'],
			summary:
				'One order with its store and delivery person; guests add the order’s contact_number',
			request: { query: orderTrackRequestSchema },
			responses: owned(orderViewSchema, 'The order'),
		}),
		async (c) => {
			const input = await parseInput(c, orderTrackRequestSchema);
			const owner = await orderOwner(c, input.guest_id);
			const db = c.get('db');
			const lookup = { orderId: input.order_id, contactNumber: input.contact_number };
			const track = () => trackOrder(db, owner, lookup, viewContext(c));
			const caller = { address: clientAddress(c), orderId: input.order_id, now: c.get('ctx').now };
			const { found: order, retryAfter } =
				owner.kind === 'guest'
					? await guardedGuestLookup(db, caller, track)
					: { found: await track(), retryAfter: 0 };
			if (retryAfter > 0) throw tooManyAttempts(c, retryAfter);
			if (!order) throw apiError(404, 'order', NOT_FOUND);
			return send(c, await withRefundAndOfflinePayment(c.get('db'), order, viewContext(c).baseUrl));
		},
	);

	documentedRoute(
		app,
		createRoute({
			method: 'get',
			path: '/customer/order/cancellation-reasons',
			tags: ['Orders'],
			summary: 'Reasons offered when cancelling (type=customer for shoppers)',
			request: { query: cancellationReasonsRequestSchema },
			responses: { 200: json(cancellationReasonsSchema, 'The reasons'), ...errorResponses },
		}),
		async (c) => {
			const input = await parseInput(c, cancellationReasonsRequestSchema);
			const paged = input.limit !== undefined || input.offset !== undefined;
			const reasons = await cancellationReasons(c.get('db'), {
				type: input.type,
				page: paged ? toPage(input) : null,
				locale: c.get('ctx').locale,
			});
			return send(c, reasons);
		},
	);
}

function registerChanges(app: ApiApp): void {
	documentedRoute(
		app,
		createRoute({
			method: 'put',
			path: '/customer/order/cancel',
			tags: ['Orders'],
			summary:
				'Cancels a pending (or payment-failed) order and gives its stock back; POST with _method=put works too',
			request: { body: formBody(orderCancelRequestSchema) },
			responses: owned(orderMessageSchema, CANCEL_MESSAGES.canceled),
		}),
		async (c) => {
			const input = await parseInput(c, orderCancelRequestSchema);
			const owner = await orderOwner(c, input.guest_id);
			await cancelOrder(
				c.get('db'),
				owner,
				{ orderId: input.order_id, reason: input.reason },
				c.get('ctx').now,
			);
			return send(c, { message: CANCEL_MESSAGES.canceled });
		},
	);

	documentedRoute(
		app,
		createRoute({
			method: 'put',
			path: '/customer/order/payment-method',
			tags: ['Orders'],
			summary: 'Switches an order whose digital payment failed to cash on delivery',
			request: { body: formBody(orderIdRequestSchema) },
			responses: owned(orderMessageSchema, PAYMENT_METHOD_MESSAGES.updated),
		}),
		async (c) => {
			const input = await parseInput(c, orderIdRequestSchema);
			const owner = await orderOwner(c, input.guest_id);
			const { locale, now } = c.get('ctx');
			await switchToCashOnDelivery(c.get('db'), owner, input.order_id, { locale, now });
			return send(c, { message: PAYMENT_METHOD_MESSAGES.updated });
		},
	);
}

/** contract §8.3–8.4: order lists, details, tracking, cancelling and the payment-method switch. */
export function registerOrderRoutes(app: ApiApp): void {
	registerLists(app);
	registerReads(app);
	registerChanges(app);
}
