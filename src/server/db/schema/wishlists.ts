import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { items } from './catalog';
import { timestamps } from './columns';
import { users } from './customers';
import { stores } from './stores';

/**
 * A customer's favourite items and stores (contract §9): one row per entry, an item or a store,
 * never both; an entry is kept once per customer.
 */
export const wishlists = pgTable(
	'wishlists',
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		userId: integer()
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		itemId: integer().references(() => items.id, { onDelete: 'cascade' }),
		storeId: integer().references(() => stores.id, { onDelete: 'cascade' }),
		...timestamps,
	},
	(t) => [
		check('wishlists_one_target', sql`(${t.itemId} is null) <> (${t.storeId} is null)`),
		uniqueIndex('wishlists_user_item_idx')
			.on(t.userId, t.itemId)
			.where(sql`${t.itemId} is not null`),
		uniqueIndex('wishlists_user_store_idx')
			.on(t.userId, t.storeId)
			.where(sql`${t.storeId} is not null`),
		index('wishlists_user_idx').on(t.userId, t.id),
	],
);
