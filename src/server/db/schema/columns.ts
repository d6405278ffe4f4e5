import { customType, timestamp } from 'drizzle-orm/pg-core';

/** created_at / updated_at as every 6amMart row has them. */
export const timestamps = {
	createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
	updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

/** A point in time, with its time zone. */
export const moment = () => timestamp({ withTimezone: true });

/** Bytes kept in the database (uploaded and re-encoded images). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
	dataType: () => 'bytea',
});
