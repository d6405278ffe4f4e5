/** GET customer/events: the live channel (ADR 022). */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { apiErrorSchema } from '~/contracts/error';
import { liveStreamDescription, liveStreamHeadersSchema } from '~/contracts/live';
import { currentSession } from '../http/owner';
import { clientAddress, documentedRoute } from '../http/request-input';
import type { ApiApp, ApiBindings } from '../http/app-types';
import { apiError, tooManyAttempts } from '../http/errors';
import { json } from '../http/openapi';
import { logger } from '../log';
import { guardedGuestLookup, guestOrderContact } from '../orders/views/guest-track';
import { phonesMatch } from '../orders/views/order-view-rules';
import type { LiveHub } from './live-hub';
import type { StreamScope } from './live-stream';

const positiveInt = (raw: string | undefined) => {
	const n = Number(raw?.trim());
	return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** A customer by token, or a guest with the order id and contact phone tracking asks for. */
async function streamScope(c: Context<ApiBindings>): Promise<StreamScope> {
	if (c.get('ctx').token !== null) {
		const session = await currentSession(c);
		if (!session) throw apiError(401, 'auth-001', 'Unauthenticated.');
		return { kind: 'user', userId: session.userId };
	}
	const guestId = positiveInt(c.req.header('x-guest-id'));
	const orderId = positiveInt(c.req.header('x-order-id'));
	if (guestId === null || orderId === null) throw apiError(401, 'auth-001', 'Unauthorized');
	const db = c.get('db');
	const caller = { address: clientAddress(c), orderId, now: c.get('ctx').now };
	const { found, retryAfter } = await guardedGuestLookup(db, caller, async () => {
		const contact = await guestOrderContact(db, guestId, orderId);
		return contact !== null && phonesMatch(c.req.header('x-contact-number'), contact) ? true : null;
	});
	if (retryAfter > 0) throw tooManyAttempts(c, retryAfter);
	if (!found) throw apiError(404, 'order', 'Order not found');
	return { kind: 'guest', guestId, orderId };
}

const customerEventsRoute = createRoute({
	method: 'get',
	path: '/customer/events',
	tags: ['Live'],
	summary: 'The live channel: order status, rider position, chat messages and notifications',
	description: liveStreamDescription,
	request: { headers: liveStreamHeadersSchema },
	responses: {
		200: {
			description: 'An event stream (text/event-stream)',
			content: { 'text/event-stream': { schema: z.string() } },
		},
		401: json(apiErrorSchema, 'Neither a valid token nor a guest with an order'),
		404: json(apiErrorSchema, 'The guest’s order and contact number do not match'),
		429: json(apiErrorSchema, 'Too many failed guest attempts'),
	},
});

export function registerLiveEventRoutes(app: ApiApp, hub: LiveHub): void {
	documentedRoute(app, customerEventsRoute, async (c) => {
		const scope = await streamScope(c);
		const lastEventId = positiveInt(c.req.header('last-event-id'));
		const stream = await hub.open(scope, lastEventId).catch((error: unknown) => {
			logger().error({ err: error }, 'the live channel could not open');
			throw apiError(503, 'live', 'The live channel is not available. Please try again.');
		});
		c.req.raw.signal?.addEventListener('abort', () => stream.close(0), { once: true });
		return new Response(stream.body, {
			headers: {
				'Content-Type': 'text/event-stream; charset=utf-8',
				'Cache-Control': 'no-cache, no-transform',
				'X-Accel-Buffering': 'no',
				'X-Content-Type-Options': 'nosniff',
			},
		});
	});
}
