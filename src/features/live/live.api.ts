// The live feature's calls (contract §6, §9; ADR 022, 023), as TanStack Query options.
import { queryOptions } from '@tanstack/react-query';
import type {
	ConversationDetails,
	ConversationList,
	NotificationEntry,
	PartnerType,
} from '~/contracts/chat';
import type { ReviewableOrder, ReviewReminder } from '~/contracts/reviews';
import { api } from '~/api-client/client';

export const notificationsQuery = () =>
	queryOptions({
		queryKey: ['live', 'notifications'],
		queryFn: () => api.url('/customer/notifications').get().json<NotificationEntry[]>(),
		staleTime: 0,
	});

export const markNotificationsRead = () =>
	api.url('/customer/notifications/read').put().json<unknown>();

export const reviewReminder = () =>
	api.url('/customer/review-reminder').get().json<ReviewReminder>();

export const dismissReviewReminder = (orderId: number) =>
	api.url('/customer/review-reminder-cancel').query({ order_id: orderId }).get().json<unknown>();

export const reviewableOrderQuery = (orderId: number) =>
	queryOptions({
		queryKey: ['live', 'review-order', orderId],
		queryFn: () =>
			api.url('/customer/review/order').query({ order_id: orderId }).get().json<ReviewableOrder>(),
		staleTime: 0,
	});

export function submitReview(
	target: { kind: 'item'; itemId: number } | { kind: 'delivery_man'; deliveryManId: number },
	input: { orderId: number; rating: number; comment: string; photo: File | null },
) {
	const form = new FormData();
	if (target.kind === 'item') form.set('item_id', String(target.itemId));
	else form.set('delivery_man_id', String(target.deliveryManId));
	form.set('order_id', String(input.orderId));
	form.set('rating', String(input.rating));
	form.set('comment', input.comment);
	if (input.photo) form.append('attachment[]', input.photo);
	const path = target.kind === 'item' ? '/items/reviews/submit' : '/delivery-man/reviews/submit';
	return api.url(path).body(form).post().json<{ message: string }>();
}

export const conversationsQuery = (name: string) =>
	queryOptions({
		queryKey: ['live', 'conversations', name],
		queryFn: () =>
			name
				? api
						.url('/customer/message/search-list')
						.query({ name, limit: 50, offset: 1 })
						.get()
						.json<ConversationList>()
				: api
						.url('/customer/message/list')
						.query({ limit: 50, offset: 1 })
						.get()
						.json<ConversationList>(),
		staleTime: 0,
	});

export type ThreadKey = { conversationId: number } | { type: PartnerType; id: number };

export const threadQuery = (key: ThreadKey) =>
	queryOptions({
		queryKey: ['live', 'thread', key],
		queryFn: () =>
			api
				.url('/customer/message/details')
				.query(
					'conversationId' in key
						? { conversation_id: key.conversationId, limit: 50, offset: 1 }
						: { [`${key.type}_id`]: key.id, limit: 50, offset: 1 },
				)
				.get()
				.json<ConversationDetails>(),
		staleTime: 0,
	});

export function sendMessage(key: ThreadKey, text: string, images: File[], orderId: number | null) {
	const form = new FormData();
	if ('conversationId' in key) form.set('conversation_id', String(key.conversationId));
	else {
		form.set('receiver_type', key.type);
		form.set('receiver_id', String(key.id));
	}
	form.set('message', text);
	if (orderId) form.set('order_id', String(orderId));
	for (const image of images) form.append('image[]', image);
	return api.url('/customer/message/send').body(form).post().json<ConversationDetails>();
}
