import { sql } from 'drizzle-orm';
import {
	bigint,
	check,
	doublePrecision,
	index,
	integer,
	jsonb,
	pgTable,
	text,
	uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { guests, users } from './customers';
import { modules } from './modules';
import { stores } from './stores';

/** What a cart line keeps of the chosen variation (contract §7): food groups or a non-food type. */
export type CartVariation =
	| { name: string; values: { label: string[] } }[]
	| { type: string }[]
	| [];

/**
 * Cart lines (contract §7), one owner each (a customer or a guest) and one module. The price is
 * the server's unit price when the line was written, never the client's.
 */
export const cartItems = pgTable(
	'carts',
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		userId: integer().references(() => users.id, { onDelete: 'cascade' }),
		guestId: bigint({ mode: 'number' }).references(() => guests.id, { onDelete: 'cascade' }),
		moduleId: integer()
			.notNull()
			.references(() => modules.id, { onDelete: 'cascade' }),
		storeId: integer()
			.notNull()
			.references(() => stores.id, { onDelete: 'cascade' }),
		/** `Item` or `ItemCampaign`; the id is in `items` or `item_campaigns` accordingly. */
		itemType: text().notNull(),
		itemId: integer().notNull(),
		variation: jsonb().$type<CartVariation>().notNull(),
		/** The variation in canonical form: two lines of one item may not share it. */
		variationKey: text().notNull(),
		addOnIds: jsonb().$type<number[]>().notNull(),
		addOnQtys: jsonb().$type<number[]>().notNull(),
		price: doublePrecision().notNull(),
		quantity: integer().notNull(),
		...timestamps,
	},
	(t) => [
		check('carts_one_owner', sql`(${t.userId} is null) <> (${t.guestId} is null)`),
		check('carts_quantity_positive', sql`${t.quantity} >= 1`),
		uniqueIndex('carts_user_line_idx')
			.on(t.userId, t.moduleId, t.itemType, t.itemId, t.variationKey)
			.where(sql`${t.userId} is not null`),
		uniqueIndex('carts_guest_line_idx')
			.on(t.guestId, t.moduleId, t.itemType, t.itemId, t.variationKey)
			.where(sql`${t.guestId} is not null`),
		index('carts_store_idx').on(t.storeId),
	],
);
