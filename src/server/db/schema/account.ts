import { sql } from 'drizzle-orm';
import {
	check,
	date,
	doublePrecision,
	index,
	integer,
	jsonb,
	pgTable,
	smallint,
	text,
	uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea, moment, timestamps } from './columns';
import { users } from './customers';

/**
 * A customer's wallet and loyalty-point balances (ADR 020): one row per customer, written only
 * by the ledger services (`server/account/ledger.ts`) in the same transaction as the ledger row
 * that explains the change. Money is in the shop's minor unit (cents at 2 decimals); neither
 * balance can go below zero (checks), and each equals the sum of its ledger.
 */
export const customerBalances = pgTable(
	'customer_balances',
	{
		userId: integer()
			.primaryKey()
			.references(() => users.id, { onDelete: 'cascade' }),
		walletCents: integer().notNull().default(0),
		loyaltyPoints: integer().notNull().default(0),
		updatedAt: moment().notNull().defaultNow(),
	},
	(t) => [
		check('customer_balances_wallet_not_negative', sql`${t.walletCents} >= 0`),
		check('customer_balances_points_not_negative', sql`${t.loyaltyPoints} >= 0`),
	],
);

/**
 * The wallet ledger (contract §9 `wallet/transactions`): one row per change. `cause` names what
 * caused it (`order_place:100123`, `add_fund:<id>`, `referrer:<user id>`, …) and is unique, so a
 * retried cause never moves money twice.
 */
export const walletTransactions = pgTable(
	'wallet_transactions',
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		userId: integer()
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		/** A uuid, as the API serves it. */
		transactionId: text().notNull().unique(),
		creditCents: integer().notNull().default(0),
		debitCents: integer().notNull().default(0),
		/** The add-fund bonus credited with the row (part of the change, beside `credit`). */
		adminBonusCents: integer().notNull().default(0),
		/** The balance after this row. */
		balanceCents: integer().notNull(),
		/** order_place | order_refund | partial_payment | loyalty_point | add_fund | add_fund_by_admin | referrer | CashBack */
		transactionType: text().notNull(),
		reference: text(),
		cause: text().notNull(),
		...timestamps,
	},
	(t) => [
		uniqueIndex('wallet_transactions_cause_idx').on(t.cause),
		index('wallet_transactions_user_idx').on(t.userId, t.id),
		check(
			'wallet_transactions_amounts',
			sql`${t.creditCents} >= 0 and ${t.debitCents} >= 0 and ${t.adminBonusCents} >= 0 and ${t.balanceCents} >= 0`,
		),
	],
);

/** The loyalty-point ledger (contract §9 `loyalty-point/transactions`), as the wallet's. */
export const loyaltyPointTransactions = pgTable(
	'loyalty_point_transactions',
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		userId: integer()
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		transactionId: text().notNull().unique(),
		credit: integer().notNull().default(0),
		debit: integer().notNull().default(0),
		balance: integer().notNull(),
		/** order_place | point_to_wallet | admin_adjustment */
		transactionType: text().notNull(),
		reference: text(),
		cause: text().notNull(),
		...timestamps,
	},
	(t) => [
		uniqueIndex('loyalty_point_transactions_cause_idx').on(t.cause),
		index('loyalty_point_transactions_user_idx').on(t.userId, t.id),
		check(
			'loyalty_point_transactions_amounts',
			sql`${t.credit} >= 0 and ${t.debit} >= 0 and ${t.balance} >= 0`,
		),
	],
);

/** Add-fund bonus offers (contract §9 `wallet/bonuses`). */
export const walletBonuses = pgTable('wallet_bonuses', {
	id: integer().primaryKey().generatedAlwaysAsIdentity(),
	title: text().notNull(),
	description: text(),
	/** percentage | amount */
	bonusType: text().notNull(),
	bonusAmount: doublePrecision().notNull(),
	minimumAddAmount: doublePrecision().notNull().default(0),
	/** Cap of a percentage bonus; 0 = none. */
	maximumBonusAmount: doublePrecision().notNull().default(0),
	startDate: date({ mode: 'string' }).notNull(),
	endDate: date({ mode: 'string' }).notNull(),
	status: smallint().notNull().default(1),
	...timestamps,
});

/**
 * A wallet top-up through the payment page (`wallet/add-fund`): created `pending`, then `paid`
 * (with its ledger row, in one transaction), `failed` or `canceled`. The random id is the key
 * to its payment page.
 */
export const walletFunds = pgTable(
	'wallet_funds',
	{
		id: text().primaryKey(),
		userId: integer()
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		amountCents: integer().notNull(),
		gateway: text().notNull(),
		/** pending | paid | failed | canceled */
		status: text().notNull().default('pending'),
		idempotencyKey: text(),
		transactionReference: text(),
		...timestamps,
	},
	(t) => [
		check('wallet_funds_amount_positive', sql`${t.amountCents} > 0`),
		uniqueIndex('wallet_funds_user_idempotency_idx')
			.on(t.userId, t.idempotencyKey)
			.where(sql`${t.idempotencyKey} is not null`),
	],
);

/** Profile photos (`update-profile` image), re-encoded by the server; the random name is the key. */
export const profileImages = pgTable(
	'profile_images',
	{
		name: text().primaryKey(),
		userId: integer()
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		contentType: text().notNull(),
		bytes: bytea().notNull(),
		...timestamps,
	},
	(t) => [index('profile_images_user_idx').on(t.userId)],
);

/** A signed-in customer's notification preferences (`/settings`), kept on the server. */
export interface NotificationPreferences {
	order_updates: boolean;
	promotions: boolean;
	messages: boolean;
}

export const customerSettings = pgTable('customer_settings', {
	userId: integer()
		.primaryKey()
		.references(() => users.id, { onDelete: 'cascade' }),
	notifications: jsonb().$type<NotificationPreferences>().notNull(),
	...timestamps,
});
