/**
 * The demo marketplace answers chats (ADR 023): a store, delivery person or the support replies
 * with a short, sensible message a few seconds after the customer writes. Several processes may
 * run this timer: each due conversation is claimed with `FOR UPDATE SKIP LOCKED` and answered in
 * the claiming transaction, so exactly one process answers each message.
 */
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { conversations, messages } from '../db/schema';
import { logger } from '../log';
import { partnerInfos, partnerName } from './chat-parties';
import { pruneLiveEvents, recordLiveEvent } from './live-events';
import { languageOf, messageText } from './notification-texts';
import { notify } from './order-events';

/** CHAT_REPLY_DELAY_MS: how long the demo partner takes to answer (default 3 s; 0 turns it off). */
export function chatReplyDelayMs(env: Record<string, string | undefined> = process.env): number {
	const raw = Number(env.CHAT_REPLY_DELAY_MS ?? 3000);
	return Number.isFinite(raw) && raw >= 0 ? raw : 3000;
}

const REPLIES = {
	vendor: {
		en: {
			greeting: 'Hello! Thanks for reaching out. How can we help you today?',
			status: 'Thanks for your message! We are preparing your order and it will be ready soon.',
			fallback: 'Thank you, we have noted that. Let us know if there is anything else.',
		},
		id: {
			greeting: 'Halo! Terima kasih sudah menghubungi kami. Ada yang bisa kami bantu?',
			status: 'Terima kasih! Pesanan Anda sedang kami siapkan dan segera siap.',
			fallback: 'Terima kasih, sudah kami catat. Kabari kami jika ada hal lain.',
		},
	},
	delivery_man: {
		en: {
			greeting: 'Hi! This is your delivery person.',
			status: 'I am on my way to you now. See you in a few minutes!',
			fallback: 'Got it, thank you! I will be there soon.',
		},
		id: {
			greeting: 'Halo! Saya kurir Anda.',
			status: 'Saya sedang menuju ke tempat Anda. Sampai jumpa beberapa menit lagi!',
			fallback: 'Baik, terima kasih! Saya segera sampai.',
		},
	},
	admin: {
		en: {
			greeting: 'Hello from Kampung Mart support! How can we help?',
			status: 'Thanks for your message. Our support team is looking into it.',
			fallback: 'Thanks for your message. Our support team is looking into it.',
		},
		id: {
			greeting: 'Halo dari dukungan Kampung Mart! Ada yang bisa kami bantu?',
			status: 'Terima kasih atas pesan Anda. Tim dukungan kami sedang memeriksanya.',
			fallback: 'Terima kasih atas pesan Anda. Tim dukungan kami sedang memeriksanya.',
		},
	},
} as const;

/** A short answer that fits what the customer wrote. */
export function demoReply(partnerType: string, lang: 'en' | 'id', text: string): string {
	const set = REPLIES[partnerType as keyof typeof REPLIES] ?? REPLIES.admin;
	const t = text.toLowerCase();
	if (/\b(where|when|status|late|long|ready|order|mana|kapan|lama|pesanan|sudah)\b/.test(t))
		return set[lang].status;
	if (/^(hi|hello|hey|halo|hai|selamat|pagi|siang|sore|malam)\b/.test(t.trim()))
		return set[lang].greeting;
	return set[lang].fallback;
}

/** Answers every conversation whose reply is due; answers how many. */
export async function answerDueMessages(db: Database, limit = 20): Promise<number> {
	return db.transaction(async (tx) => {
		const due = await tx
			.select({ id: conversations.id })
			.from(conversations)
			.where(lte(conversations.replyDueAt, sql`now()`))
			.orderBy(asc(conversations.replyDueAt))
			.limit(limit)
			.for('update', { skipLocked: true });
		if (due.length === 0) return 0;
		const rows = await tx
			.update(conversations)
			.set({ replyDueAt: null })
			.where(
				inArray(
					conversations.id,
					due.map((d) => d.id),
				),
			)
			.returning({
				id: conversations.id,
				user_id: conversations.userId,
				partner_type: conversations.partnerType,
				partner_id: conversations.partnerId,
			});
		for (const row of rows) await answer(tx, row);
		return rows.length;
	});
}

async function answer(
	tx: Database,
	c: { id: number; user_id: number; partner_type: string; partner_id: number },
): Promise<void> {
	const [last] = await tx
		.select({ message: messages.message, orderId: messages.orderId })
		.from(messages)
		.where(and(eq(messages.conversationId, c.id), eq(messages.senderType, 'customer')))
		.orderBy(desc(messages.id))
		.limit(1);
	const lang = await languageOf(tx, c.user_id);
	const text = demoReply(c.partner_type, lang, last?.message ?? '');
	// The partner has read the customer's messages, then answers.
	await tx
		.update(messages)
		.set({ isSeen: true })
		.where(and(eq(messages.conversationId, c.id), eq(messages.senderType, 'customer')));
	const [reply] = await tx
		.insert(messages)
		.values({
			conversationId: c.id,
			senderType: c.partner_type,
			senderId: c.partner_id,
			message: text,
			orderId: last?.orderId ?? null,
		})
		.returning({ id: messages.id, createdAt: messages.createdAt });
	if (!reply) return;
	await tx
		.update(conversations)
		.set({
			lastMessageId: reply.id,
			lastMessageTime: reply.createdAt,
			unreadCount: sql`${conversations.unreadCount} + 1`,
			updatedAt: reply.createdAt,
		})
		.where(eq(conversations.id, c.id));
	await recordLiveEvent(tx, {
		type: 'message',
		userId: c.user_id,
		orderId: last?.orderId ?? null,
		data: {
			conversation_id: c.id,
			message_id: reply.id,
			sender_type: c.partner_type,
			order_id: last?.orderId ?? null,
		},
	});
	const infos = await partnerInfos(tx, [{ type: c.partner_type, id: c.partner_id }], '');
	const from = partnerName(infos.get(`${c.partner_type}:${c.partner_id}`));
	await notify(tx, c.user_id, {
		type: 'message',
		...(await messageText(tx, c.user_id, from)),
		conversationId: c.id,
		senderType: c.partner_type,
		orderId: last?.orderId ?? null,
	});
}

/**
 * Runs `answerDueMessages` every second until stopped, and prunes old live events every 10 minutes
 * (the timer does not keep the process up).
 */
export function startChatReplies(db: Database): { stop(): Promise<void> } {
	let running: Promise<unknown> | null = null;
	let rounds = 0;
	const timer = setInterval(() => {
		if (running) return;
		rounds += 1;
		// Every 10 minutes the same timer drops live events older than a day (ADR 022).
		const prune = rounds % 600 === 1 ? pruneLiveEvents(db) : Promise.resolve(0);
		running = Promise.all([answerDueMessages(db), prune])
			.catch((error: unknown) => logger().error({ err: error }, 'chat replies round failed'))
			.finally(() => {
				running = null;
			});
	}, 1000);
	timer.unref();
	return {
		async stop() {
			clearInterval(timer);
			await running;
		},
	};
}
