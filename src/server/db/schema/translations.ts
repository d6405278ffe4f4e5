import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Localised text for any row (6amMart's translations table): names and descriptions per locale. */
export const translations = pgTable(
	'translations',
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		translationableType: text().notNull(),
		translationableId: integer().notNull(),
		locale: text().notNull(),
		key: text().notNull(),
		value: text().notNull(),
	},
	(t) => [
		uniqueIndex('translations_owner_locale_key_idx').on(
			t.translationableType,
			t.translationableId,
			t.locale,
			t.key,
		),
	],
);
