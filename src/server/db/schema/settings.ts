import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Business settings as key/value rows (what GET /config assembles). */
export const businessSettings = pgTable('business_settings', {
	key: text().primaryKey(),
	value: jsonb().notNull(),
	updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
