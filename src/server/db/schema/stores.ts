import { sql } from 'drizzle-orm';
import {
	boolean,
	date,
	doublePrecision,
	index,
	integer,
	jsonb,
	pgTable,
	smallint,
	text,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { modules } from './modules';
import { zones } from './zones';

/** Stores (6amMart "restaurants"/vendors' shops), one module and one zone each. */
export const stores = pgTable(
	'stores',
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		name: text().notNull(),
		slug: text().notNull().unique(),
		phone: text().notNull(),
		email: text(),
		logo: text(),
		coverPhoto: text(),
		latitude: doublePrecision().notNull(),
		longitude: doublePrecision().notNull(),
		address: text().notNull(),
		footerText: text(),
		minimumOrder: doublePrecision().notNull().default(0),
		comission: doublePrecision(),
		scheduleOrder: boolean().notNull().default(true),
		status: smallint().notNull().default(1),
		freeDelivery: boolean().notNull().default(false),
		delivery: boolean().notNull().default(true),
		takeAway: boolean().notNull().default(true),
		itemSection: boolean().notNull().default(true),
		reviewsSection: boolean().notNull().default(true),
		/** Percent. */
		tax: doublePrecision().notNull().default(0),
		zoneId: integer()
			.notNull()
			.references(() => zones.id),
		moduleId: integer()
			.notNull()
			.references(() => modules.id),
		/** The vendor's pause switch: false = temporarily closed. */
		active: boolean().notNull().default(true),
		offDay: text().notNull().default(''),
		selfDeliverySystem: smallint().notNull().default(0),
		minimumShippingCharge: doublePrecision().notNull().default(0),
		maximumShippingCharge: doublePrecision(),
		perKmShippingCharge: doublePrecision().notNull().default(0),
		deliveryTime: text().notNull().default('30-40 min'),
		veg: smallint().notNull().default(1),
		nonVeg: smallint().notNull().default(1),
		orderCount: integer().notNull().default(0),
		featured: smallint().notNull().default(0),
		prescriptionOrder: boolean().notNull().default(false),
		cutlery: boolean().notNull().default(false),
		announcement: smallint().notNull().default(0),
		announcementMessage: text(),
		halalTagStatus: boolean().notNull().default(false),
		/** Counts of 5★, 4★, 3★, 2★ and 1★ reviews. */
		ratings: jsonb().$type<[number, number, number, number, number]>().notNull(),
		avgRating: doublePrecision().notNull().default(0),
		ratingCount: integer().notNull().default(0),
		/** `search_fold(name)`, kept by the database (ADR 017): no accent folding at query time. */
		foldedName: text().generatedAlwaysAs(sql`search_fold(name)`),
		...timestamps,
	},
	(t) => [
		index('stores_module_zone_idx').on(t.moduleId, t.zoneId),
		index('stores_zone_idx').on(t.zoneId),
		// Search (ADR 017): trigram index on the accent-folded name (search_fold is in 0006_search_sql).
		index('stores_folded_name_trgm_idx').using('gin', t.foldedName.op('gin_trgm_ops')),
	],
);

/** Opening hours: one row per weekday (0 = Sunday) and window; no row = closed that day. */
export const storeSchedules = pgTable(
	'store_schedules',
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		storeId: integer()
			.notNull()
			.references(() => stores.id, { onDelete: 'cascade' }),
		day: smallint().notNull(),
		/** "HH:MM:SS" */
		openingTime: text().notNull(),
		closingTime: text().notNull(),
	},
	(t) => [index('store_schedules_store_day_idx').on(t.storeId, t.day)],
);

/** A store-wide discount (percent) with its window and minimum purchase. */
export const storeDiscounts = pgTable('store_discounts', {
	id: integer().primaryKey().generatedAlwaysAsIdentity(),
	storeId: integer()
		.notNull()
		.unique()
		.references(() => stores.id, { onDelete: 'cascade' }),
	startDate: date({ mode: 'string' }).notNull(),
	endDate: date({ mode: 'string' }).notNull(),
	startTime: text().notNull().default('00:00:00'),
	endTime: text().notNull().default('23:59:59'),
	minPurchase: doublePrecision().notNull().default(0),
	maxDiscount: doublePrecision().notNull().default(0),
	discount: doublePrecision().notNull(),
	discountType: text().notNull().default('percent'),
});
