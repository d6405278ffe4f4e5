import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, timestamps } from './columns';
import { orders } from './orders';

/**
 * Prescription images sent with an order (contract §8.1 `order_attachment[]`), re-encoded by the
 * server. The random name is the capability to read one: it appears only in its order's answers.
 */
export const orderAttachments = pgTable(
	'order_attachments',
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		orderId: integer()
			.notNull()
			.references(() => orders.id, { onDelete: 'cascade' }),
		/** 32 random hex characters and the extension: `3f…9a.webp`. */
		name: text().notNull().unique(),
		contentType: text().notNull(),
		bytes: bytea().notNull(),
		...timestamps,
	},
	(t) => [index('order_attachments_order_idx').on(t.orderId)],
);
