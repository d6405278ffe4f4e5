import { sql } from 'drizzle-orm';
import {
	check,
	doublePrecision,
	index,
	integer,
	jsonb,
	pgTable,
	smallint,
	text,
	uniqueIndex,
} from 'drizzle-orm/pg-core';
import { moment, timestamps } from './columns';
import { users } from './customers';
import { orders } from './orders';

/** A field of an offline method the store shows (`Bank: DBS`) or the customer fills (`Reference`). */
export interface OfflineMethodField {
	input_name: string;
	input_data: string;
}
export interface OfflineMethodInput {
	customer_input: string;
	customer_placeholder: string;
	is_required: number;
}

/** Offline payment methods (contract §1.4 `offline_payment_method_list`): bank transfer, pay at counter. */
export const offlinePaymentMethods = pgTable('offline_payment_methods', {
	id: integer().primaryKey().generatedAlwaysAsIdentity(),
	methodName: text().notNull(),
	/** What the store tells the customer (account number, where to pay). */
	methodFields: jsonb().$type<OfflineMethodField[]>().notNull(),
	/** What the customer fills in after paying. */
	methodInformations: jsonb().$type<OfflineMethodInput[]>().notNull(),
	status: smallint().notNull().default(1),
	...timestamps,
});

/**
 * What a customer filled in for an order paid offline (contract §8.4 `customer/order/offline-payment`),
 * one row per order. `status`: pending (waits for the store) | verified | denied.
 */
export const orderOfflinePayments = pgTable(
	'order_offline_payments',
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		orderId: integer()
			.notNull()
			.references(() => orders.id, { onDelete: 'cascade' }),
		methodId: integer().references(() => offlinePaymentMethods.id, { onDelete: 'set null' }),
		methodName: text().notNull(),
		/** `[{user_input, user_data}]` in the method's order. */
		paymentInfo: jsonb().$type<{ user_input: string; user_data: string }[]>().notNull(),
		customerNote: text(),
		adminNote: text(),
		status: text().notNull().default('pending'),
		...timestamps,
	},
	(t) => [
		uniqueIndex('order_offline_payments_order_idx').on(t.orderId),
		index('order_offline_payments_status_idx').on(t.status),
	],
);

/** Reasons a customer picks when asking for a refund (contract §1.4 `refund-reasons`). */
export const refundReasons = pgTable('refund_reasons', {
	id: integer().primaryKey().generatedAlwaysAsIdentity(),
	reason: text().notNull(),
	status: smallint().notNull().default(1),
	...timestamps,
});

/**
 * Refund requests (contract §8.4 `refund-request`), at most one per order (the unique index).
 * `refundStatus`: pending | approved | rejected. An approved refund credits the wallet once
 * (ledger cause `order_refund:<orderId>`).
 */
export const refundRequests = pgTable(
	'refund_requests',
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		orderId: integer()
			.notNull()
			.references(() => orders.id, { onDelete: 'cascade' }),
		userId: integer()
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		customerReason: text().notNull(),
		customerNote: text(),
		refundMethod: text().notNull().default('wallet'),
		/** Names of the images in `order_attachments` (served like prescriptions). */
		image: jsonb().$type<string[]>().notNull().default([]),
		refundAmount: doublePrecision().notNull(),
		refundStatus: text().notNull().default('pending'),
		adminNote: text(),
		decidedAt: moment(),
		...timestamps,
	},
	(t) => [
		uniqueIndex('refund_requests_order_idx').on(t.orderId),
		index('refund_requests_status_idx').on(t.refundStatus),
		check('refund_requests_amount', sql`${t.refundAmount} >= 0`),
	],
);

/**
 * One-time codes of account recovery and phone/email verification: only a hash is stored, the
 * code lives 5 minutes and allows 5 tries. One live code per account and purpose (a new request
 * replaces it).
 */
export const accountCodes = pgTable(
	'account_codes',
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		userId: integer()
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		/** reset_password | verify */
		purpose: text().notNull(),
		codeHash: text().notNull(),
		attempts: integer().notNull().default(0),
		expiresAt: moment().notNull(),
		usedAt: moment(),
		...timestamps,
	},
	(t) => [uniqueIndex('account_codes_user_purpose_idx').on(t.userId, t.purpose)],
);

/**
 * The demo's outbox: messages the server would have mailed, kept when no SMTP server is
 * configured so a shopper of the demo can read their code (the /demo-outbox page).
 */
export const demoOutbox = pgTable(
	'demo_outbox',
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		/** The phone or email the message is for, as the shopper typed it. */
		recipient: text().notNull(),
		subject: text().notNull(),
		body: text().notNull(),
		createdAt: moment().notNull().defaultNow(),
	},
	(t) => [index('demo_outbox_recipient_idx').on(t.recipient, t.createdAt)],
);
