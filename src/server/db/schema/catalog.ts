import { sql } from 'drizzle-orm';
import {
	doublePrecision,
	index,
	integer,
	jsonb,
	pgTable,
	smallint,
	text,
	uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { modules } from './modules';
import { stores } from './stores';

export const categories = pgTable(
	'categories',
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		name: text().notNull(),
		slug: text().notNull().unique(),
		image: text(),
		/** 0 for a top category. */
		parentId: integer().notNull().default(0),
		/** 0 top, 1 sub-category. */
		position: smallint().notNull().default(0),
		status: smallint().notNull().default(1),
		priority: integer().notNull().default(0),
		moduleId: integer()
			.notNull()
			.references(() => modules.id),
		featured: smallint().notNull().default(0),
		...timestamps,
	},
	(t) => [index('categories_module_parent_idx').on(t.moduleId, t.parentId)],
);

export const brands = pgTable('brands', {
	id: integer().primaryKey().generatedAlwaysAsIdentity(),
	name: text().notNull(),
	slug: text().notNull().unique(),
	image: text(),
	status: smallint().notNull().default(1),
	moduleId: integer().references(() => modules.id),
	...timestamps,
});

export const commonConditions = pgTable('common_conditions', {
	id: integer().primaryKey().generatedAlwaysAsIdentity(),
	name: text().notNull(),
	slug: text().notNull().unique(),
	status: smallint().notNull().default(1),
	moduleId: integer().references(() => modules.id),
	...timestamps,
});

export const addOns = pgTable('add_ons', {
	id: integer().primaryKey().generatedAlwaysAsIdentity(),
	name: text().notNull(),
	price: doublePrecision().notNull(),
	storeId: integer()
		.notNull()
		.references(() => stores.id, { onDelete: 'cascade' }),
	status: smallint().notNull().default(1),
	...timestamps,
});

export interface CategoryRef {
	id: number;
	position: number;
}
export interface Variation {
	type: string;
	price: number;
	stock: number;
}
export interface ChoiceOption {
	name: string;
	title: string;
	options: string[];
}
export interface FoodVariation {
	name: string;
	type: 'single' | 'multi';
	min: number;
	max: number;
	required: 'on' | 'off';
	values: { label: string; optionPrice: number }[];
}

/** Items ("products"). Variations and options are JSON as the 6amMart API carries them. */
export const items = pgTable(
	'items',
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		name: text().notNull(),
		slug: text().notNull().unique(),
		description: text().notNull().default(''),
		image: text(),
		images: jsonb().$type<string[]>().notNull(),
		categoryId: integer().notNull(),
		/** Top category (position 1) and sub-category (position 2). */
		categoryIds: jsonb().$type<CategoryRef[]>().notNull(),
		variations: jsonb().$type<Variation[]>().notNull(),
		foodVariations: jsonb().$type<FoodVariation[]>().notNull(),
		choiceOptions: jsonb().$type<ChoiceOption[]>().notNull(),
		addOnIds: jsonb().$type<number[]>().notNull(),
		price: doublePrecision().notNull(),
		discount: doublePrecision().notNull().default(0),
		discountType: text().notNull().default('percent'),
		/** "HH:MM:SS" */
		availableTimeStarts: text().notNull().default('00:00:00'),
		availableTimeEnds: text().notNull().default('23:59:59'),
		veg: smallint().notNull().default(0),
		status: smallint().notNull().default(1),
		storeId: integer()
			.notNull()
			.references(() => stores.id, { onDelete: 'cascade' }),
		moduleId: integer()
			.notNull()
			.references(() => modules.id),
		unitType: text(),
		stock: integer().notNull().default(0),
		maximumCartQuantity: integer(),
		recommended: smallint().notNull().default(0),
		organic: smallint().notNull().default(0),
		isHalal: smallint().notNull().default(0),
		isPrescriptionRequired: smallint().notNull().default(0),
		commonConditionId: integer().references(() => commonConditions.id),
		brandId: integer().references(() => brands.id),
		isBasic: smallint().notNull().default(0),
		genericName: jsonb().$type<string[]>(),
		nutritions: jsonb().$type<string[]>(),
		allergies: jsonb().$type<string[]>(),
		tags: jsonb().$type<string[]>().notNull(),
		/** Lower-cased English and Indonesian names, for ranking search by name. */
		searchName: text().notNull(),
		/** Lower-cased descriptions, tags, category, brand, generic and condition names. */
		searchText: text().notNull(),
		/** `search_fold(search_name)`, kept by the database (ADR 017): no accent folding at query time. */
		foldedName: text().generatedAlwaysAs(sql`search_fold(search_name)`),
		/** `search_fold(search_text)`, kept by the database. */
		foldedText: text().generatedAlwaysAs(sql`search_fold(search_text)`),
		/**
		 * The words of `folded_name` (ADR 046): search matches and ranks a term's words against the
		 * catalogue's words (`search_words`) and finds the items through this array's GIN index.
		 */
		nameWords: text()
			.array()
			.generatedAlwaysAs(sql`regexp_split_to_array(search_fold(search_name), '[^[:alnum:]]+')`),
		orderCount: integer().notNull().default(0),
		avgRating: doublePrecision().notNull().default(0),
		ratingCount: integer().notNull().default(0),
		...timestamps,
	},
	(t) => [
		index('items_module_store_idx').on(t.moduleId, t.storeId),
		index('items_store_idx').on(t.storeId),
		index('items_category_idx').on(t.categoryId),
		index('items_brand_idx').on(t.brandId),
		index('items_condition_idx').on(t.commonConditionId),
		// Search (ADR 017): trigram indexes on the accent-folded names (both languages) and text.
		index('items_folded_name_trgm_idx').using('gin', t.foldedName.op('gin_trgm_ops')),
		// Item search (ADR 046, 049): the module first (btree_gin, migration `search_large_sql`), so a
		// word's candidates come from the asked module only, never from the other modules' items.
		// A pending list of at most 64 kB: PGlite has no autovacuum to merge one, and every search
		// reads it whole (400 ms a scan after 48,000 inserts into the default 4 MB list); with none
		// (fastupdate off) the seed took 2.4 s longer. The seed and the bench's growth merge it.
		index('items_module_text_trgm_idx')
			.using('gin', t.moduleId, t.foldedText.op('gin_trgm_ops'))
			.with({ fastupdate: true, gin_pending_list_limit: 64 }),
		index('items_module_name_words_idx')
			.using('gin', t.moduleId, t.nameWords)
			.with({ fastupdate: true, gin_pending_list_limit: 64 }),
	],
);

/**
 * Every distinct word of the items' folded names (ADR 046), kept by triggers on `items`
 * (migration `search_words_sql`; words are never removed: a stale word matches no item). A term's
 * words are corrected against it (trigram index), then items are found by their exact words.
 */
export const searchLexicon = pgTable('search_words', { word: text().primaryKey() }, (t) => [
	index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
]);

export const reviews = pgTable(
	'reviews',
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		itemId: integer()
			.notNull()
			.references(() => items.id, { onDelete: 'cascade' }),
		userId: integer().notNull(),
		storeId: integer()
			.notNull()
			.references(() => stores.id, { onDelete: 'cascade' }),
		orderId: integer(),
		comment: text().notNull().default(''),
		rating: smallint().notNull(),
		reply: text(),
		...timestamps,
	},
	(t) => [
		index('reviews_item_idx').on(t.itemId),
		index('reviews_store_idx').on(t.storeId),
		uniqueIndex('reviews_once_per_order_idx')
			.on(t.userId, t.itemId, t.orderId)
			.where(sql`${t.orderId} is not null`),
	],
);
