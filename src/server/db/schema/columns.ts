import { timestamp } from 'drizzle-orm/pg-core';

/** created_at / updated_at as every 6amMart row has them. */
export const timestamps = {
	createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
	updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};
