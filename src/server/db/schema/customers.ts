import { sql } from 'drizzle-orm';
import {
	bigint,
	index,
	integer,
	jsonb,
	pgTable,
	smallint,
	text,
	timestamp,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** Customers (contract §6). Demo reviewers have no password: they cannot sign in. */
export const users = pgTable('users', {
	id: integer().primaryKey().generatedAlwaysAsIdentity(),
	fName: text().notNull(),
	lName: text().notNull().default(''),
	/** As typed at sign-up, without spaces or dashes (`+6591234567`). */
	phone: text().notNull().unique(),
	/** Lower-cased. */
	email: text().unique(),
	image: text(),
	/** 1 active, 0 blocked (sign-in answers 403 `auth-003`). */
	status: smallint().notNull().default(1),
	/** `scrypt$N$r$p$salt$hash` (src/server/auth/password.ts); null: no password sign-in. */
	password: text(),
	isPhoneVerified: smallint().notNull().default(0),
	isEmailVerified: smallint().notNull().default(0),
	emailVerifiedAt: timestamp({ withTimezone: true }),
	/** manual, otp, google, facebook, apple. */
	loginMedium: text().notNull().default('manual'),
	socialId: text(),
	refCode: text().unique(),
	refBy: integer(),
	orderCount: integer().notNull().default(0),
	zoneId: integer(),
	currentLanguageKey: text().notNull().default('en'),
	cmFirebaseToken: text(),
	/** Category ids the customer is interested in (customer/update-interest). */
	interest: jsonb().$type<number[]>().notNull().default(sql`'[]'::jsonb`),
	...timestamps,
});

/**
 * Sign-in tokens. Only the SHA-256 of a token is kept, so a copy of the database does not hold
 * usable tokens; a token ends at `expires_at` or when revoked (logout).
 */
export const accessTokens = pgTable(
	'access_tokens',
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		userId: integer()
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		/** Hex SHA-256 of the token handed to the client. */
		tokenHash: text().notNull().unique(),
		name: text().notNull().default('RestaurantCustomerAuth'),
		expiresAt: timestamp({ withTimezone: true }).notNull(),
		revokedAt: timestamp({ withTimezone: true }),
		createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [index('access_tokens_user_idx').on(t.userId)],
);

/**
 * Guests (contract §5.1 `auth/guest/request`). The id is a random 53-bit integer, so one guest
 * cannot reach another's cart by counting.
 */
export const guests = pgTable('guests', {
	id: bigint({ mode: 'number' }).primaryKey(),
	fcmToken: text(),
	...timestamps,
});
