import { integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** Customers. Sign-in (password hash, tokens) arrives with the commerce work. */
export const users = pgTable('users', {
	id: integer().primaryKey().generatedAlwaysAsIdentity(),
	fName: text().notNull(),
	lName: text().notNull().default(''),
	phone: text().notNull().unique(),
	email: text().unique(),
	image: text(),
	status: smallint().notNull().default(1),
	...timestamps,
});
