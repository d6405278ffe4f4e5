import { sql } from 'drizzle-orm';
import {
	bigint,
	boolean,
	index,
	integer,
	jsonb,
	pgTable,
	smallint,
	text,
	uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea, moment, timestamps } from './columns';
import { guests, users } from './customers';
import { deliveryMen, orders } from './orders';

/**
 * Everything the live channel sends (ADR 022): one row per event, written in the transaction of
 * the change it announces, so `Last-Event-ID` replays missed events from here, not from memory.
 * The row's id is the SSE `id:`. A customer's events carry `user_id`; a guest's `guest_id`.
 */
export const liveEvents = pgTable(
	'live_events',
	{
		id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
		userId: integer().references(() => users.id, { onDelete: 'cascade' }),
		guestId: bigint({ mode: 'number' }).references(() => guests.id, { onDelete: 'cascade' }),
		orderId: integer(),
		/** order_status | rider_position | message | notification */
		type: text().notNull(),
		data: jsonb().$type<Record<string, unknown>>().notNull(),
		createdAt: moment().notNull().defaultNow(),
	},
	(t) => [
		index('live_events_user_idx').on(t.userId, t.id),
		index('live_events_order_idx').on(t.orderId, t.id),
	],
);

/** A customer's conversation with a store (`vendor`), a delivery person or the admin. */
export const conversations = pgTable(
	'conversations',
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		userId: integer()
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		/** vendor | delivery_man | admin */
		partnerType: text().notNull(),
		/** The store id (vendor), the delivery person's id, or 0 for the admin. */
		partnerId: integer().notNull(),
		lastMessageId: integer(),
		lastMessageTime: moment(),
		/** The partner's messages the customer has not seen. */
		unreadCount: integer().notNull().default(0),
		/** When the demo partner answers (chat-replies.ts); null when nothing is owed. */
		replyDueAt: moment(),
		...timestamps,
	},
	(t) => [
		uniqueIndex('conversations_pair_idx').on(t.userId, t.partnerType, t.partnerId),
		index('conversations_reply_idx').on(t.replyDueAt).where(sql`${t.replyDueAt} is not null`),
	],
);

export const messages = pgTable(
	'messages',
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		conversationId: integer()
			.notNull()
			.references(() => conversations.id, { onDelete: 'cascade' }),
		/** customer | vendor | delivery_man | admin */
		senderType: text().notNull(),
		senderId: integer().notNull(),
		message: text().notNull().default(''),
		/** Names of re-encoded images in `uploaded_images`. */
		files: jsonb().$type<string[]>().notNull().default(sql`'[]'::jsonb`),
		isSeen: boolean().notNull().default(false),
		orderId: integer(),
		...timestamps,
	},
	(t) => [index('messages_conversation_idx').on(t.conversationId, t.id)],
);

/** The bell's list (`customer/notifications`, spec §3 Notification). */
export const notifications = pgTable(
	'notifications',
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		userId: integer()
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		/** message | order_status | referral_code */
		type: text().notNull(),
		title: text().notNull(),
		body: text().notNull(),
		orderId: integer(),
		conversationId: integer(),
		senderType: text(),
		readAt: moment(),
		...timestamps,
	},
	(t) => [index('notifications_user_idx').on(t.userId, t.id)],
);

/** Ratings of the delivery person (`delivery-man/reviews/submit`): one per order. */
export const deliveryManReviews = pgTable(
	'delivery_man_reviews',
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		deliveryManId: integer()
			.notNull()
			.references(() => deliveryMen.id, { onDelete: 'cascade' }),
		userId: integer()
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		orderId: integer()
			.notNull()
			.references(() => orders.id, { onDelete: 'cascade' }),
		rating: smallint().notNull(),
		comment: text().notNull().default(''),
		attachment: jsonb().$type<string[]>().notNull().default(sql`'[]'::jsonb`),
		...timestamps,
	},
	(t) => [uniqueIndex('delivery_man_reviews_once_idx').on(t.userId, t.orderId, t.deliveryManId)],
);

/** Photos of item reviews: which review, which names (the `reviews` table is the catalogue's). */
export const reviewPhotos = pgTable('review_photos', {
	reviewId: integer().primaryKey(),
	names: jsonb().$type<string[]>().notNull(),
});

/** Orders whose review prompt the customer dismissed (`customer/review-reminder-cancel`). */
export const reviewReminderDismissals = pgTable('review_reminder_dismissals', {
	orderId: integer()
		.primaryKey()
		.references(() => orders.id, { onDelete: 'cascade' }),
	userId: integer().notNull(),
	createdAt: moment().notNull().defaultNow(),
});

/**
 * Chat and review images, re-encoded by the server (never the uploaded file). The random name is
 * the capability to read one; it appears only in its conversation's or review's answers.
 */
export const uploadedImages = pgTable('uploaded_images', {
	name: text().primaryKey(),
	userId: integer().references(() => users.id, { onDelete: 'set null' }),
	contentType: text().notNull(),
	bytes: bytea().notNull(),
	createdAt: moment().notNull().defaultNow(),
});
