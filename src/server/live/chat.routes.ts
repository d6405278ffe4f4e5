/** Chat routes (contract §9, ADR 023): list, search-list, details, send (multipart). */
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
	conversationDetailsRequestSchema,
	conversationDetailsSchema,
	conversationListRequestSchema,
	conversationListSchema,
	conversationSearchRequestSchema,
	sendMessageRequestSchema,
} from '~/contracts/chat';
import { customerInput } from '../http/owner';
import { documentedRoute, readFiles } from '../http/request-input';
import type { ApiApp, ApiBindings } from '../http/app-types';
import { apiError } from '../http/errors';
import { send, signedInResponses } from '../http/openapi';
import { toPage } from '../http/paging';
import {
	type ConversationKey,
	conversationDetails,
	listConversations,
	sendMessage,
} from './chat.service';
import { prepareImages } from './images';
import { liveMessage } from './live-messages';

function keyOf(input: {
	conversation_id?: number | undefined;
	vendor_id?: number | undefined;
	delivery_man_id?: number | undefined;
	admin_id?: number | undefined;
	receiver_type?: 'vendor' | 'delivery_man' | 'admin' | undefined;
	receiver_id?: number | undefined;
}): ConversationKey | null {
	if (input.conversation_id !== undefined) return { conversationId: input.conversation_id };
	if (input.vendor_id !== undefined) return { partnerType: 'vendor', partnerId: input.vendor_id };
	if (input.delivery_man_id !== undefined)
		return { partnerType: 'delivery_man', partnerId: input.delivery_man_id };
	if (input.admin_id !== undefined) return { partnerType: 'admin', partnerId: 0 };
	if (input.receiver_type === 'admin') return { partnerType: 'admin', partnerId: 0 };
	if (input.receiver_type && input.receiver_id !== undefined)
		return { partnerType: input.receiver_type, partnerId: input.receiver_id };
	return null;
}

/** The list and the search list: one page of the caller's conversations. */
async function sendConversations(
	c: Context<ApiBindings>,
	userId: number,
	filter: Parameters<typeof listConversations>[2],
) {
	return send(c, await listConversations(c.get('db'), userId, filter, c.get('ctx').baseUrl));
}

const customerMessageListRoute = createRoute({
	method: 'get',
	path: '/customer/message/list',
	tags: ['Chat'],
	summary: 'The caller’s conversations, latest first (type=vendor|delivery_man|admin)',
	request: { query: conversationListRequestSchema },
	responses: signedInResponses(conversationListSchema, 'One page of conversations'),
});

const customerMessageSearchListRoute = createRoute({
	method: 'get',
	path: '/customer/message/search-list',
	tags: ['Chat'],
	summary: 'The caller’s conversations whose store or person name contains `name`',
	request: { query: conversationSearchRequestSchema },
	responses: signedInResponses(conversationListSchema, 'Matching conversations'),
});

const customerMessageDetailsRoute = createRoute({
	method: 'get',
	path: '/customer/message/details',
	tags: ['Chat'],
	summary:
		'A conversation’s messages, newest first, by conversation_id or vendor_id | delivery_man_id | admin_id; the other side’s messages become seen',
	request: { query: conversationDetailsRequestSchema },
	responses: signedInResponses(conversationDetailsSchema, 'The thread'),
});

const customerMessageSendRoute = createRoute({
	method: 'post',
	path: '/customer/message/send',
	tags: ['Chat'],
	summary:
		'Sends a message (text and up to 3 images in image[]) by conversation_id or receiver_type + receiver_id',
	request: {
		body: {
			content: {
				'multipart/form-data': { schema: sendMessageRequestSchema },
				'application/json': { schema: sendMessageRequestSchema },
			},
		},
	},
	responses: signedInResponses(conversationDetailsSchema, 'The thread with the new message'),
});

export function registerChatRoutes(app: ApiApp): void {
	documentedRoute(app, customerMessageListRoute, async (c) => {
		const { userId, input } = await customerInput(c, conversationListRequestSchema);
		return sendConversations(c, userId, { page: toPage(input), type: input.type });
	});

	documentedRoute(app, customerMessageSearchListRoute, async (c) => {
		const { userId, input } = await customerInput(c, conversationSearchRequestSchema);
		return sendConversations(c, userId, { page: toPage(input, { limit: 20 }), name: input.name });
	});

	documentedRoute(app, customerMessageDetailsRoute, async (c) => {
		const { userId, input } = await customerInput(c, conversationDetailsRequestSchema);
		const { locale, baseUrl } = c.get('ctx');
		const key = keyOf(input);
		if (!key) throw apiError(403, 'conversation_id', liveMessage('conversationNotFound', locale));
		const page = toPage(input, { limit: 50 });
		return send(c, await conversationDetails(c.get('db'), userId, key, page, baseUrl, locale));
	});

	documentedRoute(app, customerMessageSendRoute, async (c) => {
		const { userId, input } = await customerInput(c, sendMessageRequestSchema);
		const { locale, baseUrl } = c.get('ctx');
		const key = keyOf(input);
		if (!key) throw apiError(403, 'receiver_id', liveMessage('partnerNotFound', locale));
		const images = await prepareImages(await readFiles(c, 'image'), 'image', locale);
		const db = c.get('db');
		const conversationId = await sendMessage(
			db,
			userId,
			{ key, message: input.message, images, orderId: input.order_id ?? null },
			locale,
		);
		const thread = await conversationDetails(
			db,
			userId,
			{ conversationId },
			toPage({}, { limit: 50 }),
			baseUrl,
			locale,
		);
		return send(c, { ...thread, message: liveMessage('sent', locale) });
	});
}
