import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Newsletter subscribers (POST newsletter/subscribe, the storefront's footer form): one row per
 * address, lower-cased; subscribing again changes nothing.
 */
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
	id: integer().primaryKey().generatedAlwaysAsIdentity(),
	email: text().notNull().unique(),
	/** Where the address came from: `api` (any client) or `storefront` (the footer form). */
	source: text().notNull().default('api'),
	createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
