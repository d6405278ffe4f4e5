import { z } from 'zod';

/**
 * The live channel (ADR 022): `GET customer/events`, a text/event-stream. A guest proves the order
 * as tracking does, in headers (never in the URL: proxies log URLs).
 */
export const liveStreamHeadersSchema = z.object({
	Authorization: z
		.string()
		.optional()
		.meta({ description: 'Bearer token of a signed-in customer' }),
	'X-Guest-Id': z.string().optional().meta({ description: 'Guest id (guests only)' }),
	'X-Order-Id': z.string().optional().meta({ description: 'The guest order to follow' }),
	'X-Contact-Number': z
		.string()
		.optional()
		.meta({ description: 'The order’s contact phone, as tracking asks (guests only)' }),
	'Last-Event-ID': z
		.string()
		.optional()
		.meta({ description: 'Resume after this event id: missed events are replayed' }),
});

export const orderStatusEventSchema = z.object({
	order_id: z.number(),
	order_status: z.string(),
	previous_status: z.string(),
	changed_at: z.string(),
});
export const riderPositionEventSchema = z.object({
	order_id: z.number(),
	lat: z.number(),
	lng: z.number(),
	heading: z.number(),
	progress: z.number(),
});
export const messageEventSchema = z.object({
	conversation_id: z.number(),
	message_id: z.number(),
	sender_type: z.string(),
	order_id: z.number().nullable(),
});
export const notificationSchema = z.object({
	id: z.number(),
	type: z.enum(['message', 'order_status', 'referral_code']),
	title: z.string(),
	body: z.string(),
	order_id: z.number().nullable(),
	conversation_id: z.number().nullable(),
	sender_type: z.string().nullable(),
	created_at: z.string(),
});

export type OrderStatusEvent = z.infer<typeof orderStatusEventSchema>;
export type RiderPositionEvent = z.infer<typeof riderPositionEventSchema>;
export type MessageEvent = z.infer<typeof messageEventSchema>;
export type LiveNotification = z.infer<typeof notificationSchema>;

export const liveStreamDescription = [
	'Server-Sent Events. Each event has `id:` (resume with the Last-Event-ID header), `event:` and JSON `data:`.',
	'Events: `order_status` {order_id, order_status, previous_status, changed_at};',
	'`rider_position` {order_id, lat, lng, heading, progress};',
	'`message` {conversation_id, message_id, sender_type, order_id};',
	'`notification` {id, type, title, body, order_id, conversation_id, sender_type, created_at}.',
	'Comment lines (`: keep-alive`) every 20 s; on shutdown the stream ends after a `retry:` line.',
].join(' ');
