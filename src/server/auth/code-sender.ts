/**
 * How a one-time code reaches its owner: one interface, two senders. With `SMTP_URL` set, a mail
 * through nodemailer (to the account's email; a phone-only account gets nothing, as no SMS
 * provider is configured). Without it, the demo's outbox: a table every server process shares,
 * read on the /demo-outbox page, clearly marked as the demo's.
 */
import { and, desc, eq, gt, lt } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../db/database';
import { demoOutbox } from '../db/schema';
import { readServerEnv } from '../env';
import { logger } from '../log';

export interface CodeMessage {
	/** The phone or email the shopper typed (normalised). */
	recipient: string;
	/** The account's email, when it has one. */
	email: string | null;
	subject: string;
	body: string;
}

export interface CodeSender {
	readonly kind: 'smtp' | 'outbox';
	send(db: Database, message: CodeMessage): Promise<void>;
}

/** Messages stay this long in the demo's outbox. */
export const OUTBOX_KEEP_MS = 60 * 60 * 1000;

export const outboxSender: CodeSender = {
	kind: 'outbox',
	async send(db, message) {
		await db
			.insert(demoOutbox)
			.values({ recipient: message.recipient, subject: message.subject, body: message.body });
		await db
			.delete(demoOutbox)
			.where(lt(demoOutbox.createdAt, new Date(Date.now() - OUTBOX_KEEP_MS)));
	},
};

export function smtpSender(url: string, from: string): CodeSender {
	const transport = nodemailer.createTransport(url);
	return {
		kind: 'smtp',
		async send(_db, message) {
			if (!message.email) {
				logger().warn(
					'recovery code not sent: the account has no email and no SMS provider is set',
				);
				return;
			}
			// Not awaited by the caller's answer: a slow mail server must not tell who has an account.
			transport
				.sendMail({ from, to: message.email, subject: message.subject, text: message.body })
				.catch((error: unknown) => logger().error({ err: error }, 'recovery mail failed'));
		},
	};
}

let configured: CodeSender | null = null;

/** The sender the environment asks for (read once per process). */
export function codeSender(): CodeSender {
	if (!configured) {
		const env = readServerEnv();
		configured = env.SMTP_URL
			? smtpSender(env.SMTP_URL, env.MAIL_FROM || 'no-reply@localhost')
			: outboxSender;
	}
	return configured;
}

/** True when the demo's outbox is in use (no SMTP configured): the outbox page exists then. */
export const outboxActive = () => codeSender().kind === 'outbox';

/** The outbox's messages for one recipient from the last hour, newest first. */
export function outboxFor(db: Database, recipient: string, now = new Date()) {
	return db
		.select()
		.from(demoOutbox)
		.where(
			and(
				eq(demoOutbox.recipient, recipient),
				gt(demoOutbox.createdAt, new Date(now.getTime() - OUTBOX_KEEP_MS)),
			),
		)
		.orderBy(desc(demoOutbox.createdAt), desc(demoOutbox.id))
		.limit(10);
}
