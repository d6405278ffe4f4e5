/**
 * Chat (ADR 023, contract §9): a customer's conversations with stores, delivery people and the
 * support, 6amMart shapes. Sending writes the message, moves the conversation, tells the
 * customer's other tabs (`message` event) and books the demo partner's answer (chat-replies.ts),
 * all in one transaction.
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Locale } from '~/config/locales';
import type { Database } from '../db/database';
import { conversations, deliveryMen, messages, orders, stores } from '../db/schema';
import { apiError } from '../http/errors';
import type { Page } from '../http/paging';
import { isoTimestamp } from '../http/urls';
import { customerInfo, type PartnerType, partnerInfos } from './chat-parties';
import { chatReplyDelayMs } from './chat-replies';
import { liveImageUrl, type PreparedImage, storeImages } from './images';
import { recordLiveEvent } from './live-events';
import { liveMessage } from './live-messages';

type ConversationRow = typeof conversations.$inferSelect;
type MessageRow = typeof messages.$inferSelect;

export function messageView(row: MessageRow, baseUrl: string) {
	return {
		id: row.id,
		conversation_id: row.conversationId,
		sender_id: row.senderId,
		sender_type: row.senderType,
		message: row.message,
		file: row.files,
		file_full_url: row.files.map((name) => liveImageUrl(baseUrl, name)),
		is_seen: row.isSeen ? 1 : 0,
		order_id: row.orderId,
		created_at: isoTimestamp(row.createdAt),
		updated_at: isoTimestamp(row.updatedAt),
	};
}

async function conversationViews(
	db: Database,
	userId: number,
	rows: readonly ConversationRow[],
	baseUrl: string,
) {
	const lastIds = rows.map((r) => r.lastMessageId).filter((id): id is number => id !== null);
	const [me, infos, lasts] = await Promise.all([
		customerInfo(db, userId, baseUrl),
		partnerInfos(
			db,
			rows.map((r) => ({ type: r.partnerType, id: r.partnerId })),
			baseUrl,
		),
		lastIds.length ? db.select().from(messages).where(inArray(messages.id, lastIds)) : [],
	]);
	const lastById = new Map(lasts.map((m) => [m.id, m]));
	return rows.map((r) => {
		const last = r.lastMessageId === null ? undefined : lastById.get(r.lastMessageId);
		return {
			id: r.id,
			sender_id: userId,
			sender_type: 'customer',
			receiver_id: r.partnerId,
			receiver_type: r.partnerType,
			unread_message_count: r.unreadCount,
			last_message_id: r.lastMessageId,
			last_message_time: r.lastMessageTime ? isoTimestamp(r.lastMessageTime) : null,
			created_at: isoTimestamp(r.createdAt),
			updated_at: isoTimestamp(r.updatedAt),
			sender: me,
			receiver: infos.get(`${r.partnerType}:${r.partnerId}`) ?? null,
			last_message: last ? messageView(last, baseUrl) : null,
		};
	});
}

/** GET customer/message/list and search-list (a name filters by the partner's name). */
export async function listConversations(
	db: Database,
	userId: number,
	input: { page: Page; type?: PartnerType | undefined; name?: string | undefined },
	baseUrl: string,
) {
	const where = and(
		eq(conversations.userId, userId),
		input.type ? eq(conversations.partnerType, input.type) : undefined,
		sql`${conversations.lastMessageId} is not null`,
	);
	const needle = input.name?.trim().toLowerCase() ?? '';
	const page = input.page;
	const envelope = (total: number, list: Awaited<ReturnType<typeof conversationViews>>) => ({
		type: input.type ?? 'all',
		total_size: total,
		limit: page.limit,
		offset: page.page,
		conversations: list,
	});
	const ordered = () =>
		db
			.select()
			.from(conversations)
			.where(where)
			.orderBy(desc(conversations.lastMessageTime), desc(conversations.id));
	if (needle) {
		// A customer has few conversations: the names (stores, people) are matched here.
		const all = await conversationViews(db, userId, await ordered().limit(MAX_SEARCHED), baseUrl);
		const found = all.filter((c) =>
			`${c.receiver?.f_name ?? ''} ${c.receiver?.l_name ?? ''}`.toLowerCase().includes(needle),
		);
		return envelope(found.length, found.slice(page.skip, page.skip + page.limit));
	}
	const [total, rows] = await Promise.all([
		db.select({ n: count() }).from(conversations).where(where),
		ordered().limit(page.limit).offset(page.skip),
	]);
	return envelope(total[0]?.n ?? 0, await conversationViews(db, userId, rows, baseUrl));
}

const MAX_SEARCHED = 500;

/** Whether the customer may chat with a partner: the support always, others after an order. */
async function chatAllowed(db: Database, userId: number, type: string, partnerId: number) {
	if (type === 'admin') return true;
	const column = type === 'vendor' ? orders.storeId : orders.deliveryManId;
	const [row] = await db
		.select({ id: orders.id })
		.from(orders)
		.where(and(eq(orders.userId, userId), eq(column, partnerId)))
		.limit(1);
	return Boolean(row);
}

async function partnerExists(db: Database, type: PartnerType, id: number): Promise<boolean> {
	if (type === 'admin') return true;
	const table = type === 'vendor' ? stores : deliveryMen;
	const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
	return Boolean(row);
}

export type ConversationKey =
	| { conversationId: number }
	| { partnerType: PartnerType; partnerId: number };

async function findConversation(db: Database, userId: number, key: ConversationKey) {
	const [row] = await db
		.select()
		.from(conversations)
		.where(
			and(
				eq(conversations.userId, userId),
				'conversationId' in key
					? eq(conversations.id, key.conversationId)
					: and(
							eq(conversations.partnerType, key.partnerType),
							eq(conversations.partnerId, key.partnerId),
						),
			),
		);
	return row ?? null;
}

/** GET customer/message/details: the thread, newest first; the partner's messages become seen. */
export async function conversationDetails(
	db: Database,
	userId: number,
	key: ConversationKey,
	page: Page,
	baseUrl: string,
	locale: Locale,
) {
	const row = await findConversation(db, userId, key);
	if (!row && 'conversationId' in key)
		throw apiError(403, 'conversation', liveMessage('conversationNotFound', locale));
	const partner = row
		? { type: row.partnerType, id: row.partnerId }
		: 'partnerType' in key
			? { type: key.partnerType, id: key.partnerId }
			: null;
	if (!partner) throw apiError(403, 'conversation', liveMessage('conversationNotFound', locale));
	if (!row && !(await partnerExists(db, partner.type as PartnerType, partner.id)))
		throw apiError(403, 'receiver_id', liveMessage('partnerNotFound', locale));
	let list: MessageRow[] = [];
	let total = 0;
	if (row) {
		await db.transaction(async (tx) => {
			await tx
				.update(messages)
				.set({ isSeen: true })
				.where(
					and(
						eq(messages.conversationId, row.id),
						sql`${messages.senderType} <> 'customer'`,
						eq(messages.isSeen, false),
					),
				);
			await tx.update(conversations).set({ unreadCount: 0 }).where(eq(conversations.id, row.id));
		});
		const [n, rows] = await Promise.all([
			db.select({ n: count() }).from(messages).where(eq(messages.conversationId, row.id)),
			db
				.select()
				.from(messages)
				.where(eq(messages.conversationId, row.id))
				.orderBy(desc(messages.id))
				.limit(page.limit)
				.offset(page.skip),
		]);
		list = rows;
		total = n[0]?.n ?? 0;
	}
	const [view] = row
		? await conversationViews(db, userId, [{ ...row, unreadCount: 0 }], baseUrl)
		: [];
	const infos = await partnerInfos(db, [partner], baseUrl);
	return {
		total_size: total,
		limit: page.limit,
		offset: page.page,
		status: await chatAllowed(db, userId, partner.type, partner.id),
		messages: list.map((m) => messageView(m, baseUrl)),
		conversation: view ?? null,
		receiver: infos.get(`${partner.type}:${partner.id}`) ?? null,
	};
}

export interface SendInput {
	key: ConversationKey;
	message: string;
	images: readonly PreparedImage[];
	orderId: number | null;
}

/** POST customer/message/send. Answers the conversation's id. */
export async function sendMessage(
	db: Database,
	userId: number,
	input: SendInput,
	locale: Locale,
): Promise<number> {
	if (!input.message.trim() && input.images.length === 0)
		throw apiError(403, 'message', liveMessage('messageRequired', locale));
	const existing = await findConversation(db, userId, input.key);
	if (!existing && 'conversationId' in input.key)
		throw apiError(403, 'conversation_id', liveMessage('conversationNotFound', locale));
	if (!existing && 'partnerType' in input.key) {
		const { partnerType, partnerId } = input.key;
		if (!(await partnerExists(db, partnerType, partnerId)))
			throw apiError(403, 'receiver_id', liveMessage('partnerNotFound', locale));
	}
	const delay = chatReplyDelayMs();
	return db.transaction(async (tx) => {
		let conversation = existing;
		if (!conversation && 'partnerType' in input.key) {
			const [created] = await tx
				.insert(conversations)
				.values({ userId, partnerType: input.key.partnerType, partnerId: input.key.partnerId })
				.onConflictDoUpdate({
					target: [conversations.userId, conversations.partnerType, conversations.partnerId],
					set: { updatedAt: sql`now()` },
				})
				.returning();
			conversation = created ?? null;
		}
		if (!conversation)
			throw apiError(403, 'conversation_id', liveMessage('conversationNotFound', locale));
		const files = await storeImages(tx, userId, input.images);
		const [sent] = await tx
			.insert(messages)
			.values({
				conversationId: conversation.id,
				senderType: 'customer',
				senderId: userId,
				message: input.message.trim(),
				files,
				orderId: input.orderId,
			})
			.returning({ id: messages.id, createdAt: messages.createdAt });
		if (!sent) throw new Error('message not written');
		await tx
			.update(conversations)
			.set({
				lastMessageId: sent.id,
				lastMessageTime: sent.createdAt,
				updatedAt: sent.createdAt,
				...(delay > 0 ? { replyDueAt: sql`now() + ${delay} * interval '1 millisecond'` } : {}),
			})
			.where(eq(conversations.id, conversation.id));
		await recordLiveEvent(tx, {
			type: 'message',
			userId,
			orderId: input.orderId,
			data: {
				conversation_id: conversation.id,
				message_id: sent.id,
				sender_type: 'customer',
				order_id: input.orderId,
			},
		});
		return conversation.id;
	});
}
