import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Attempt counters of the abuse limits (sign-in, sign-up, guest order tracking; docs/security.md),
 * in the database so every server process counts the same attempts. One row per key and
 * fixed window: an attempt is one upsert; rows of ended windows are pruned.
 */
export const rateLimits = pgTable(
	'rate_limits',
	{
		/** `login|pair|<address>|<account>`, `track|order|<id>`, … (server/security/rate-limits.ts). */
		key: text().primaryKey(),
		count: integer().notNull(),
		windowEndsAt: timestamp({ withTimezone: true }).notNull(),
		/** The latest counted attempt: the growing delay is measured from it. */
		lastAt: timestamp({ withTimezone: true }).notNull(),
	},
	(t) => [index('rate_limits_window_ends_idx').on(t.windowEndsAt)],
);
