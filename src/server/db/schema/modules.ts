import { doublePrecision, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { zones } from './zones';

/** Marketplace modules: one row per vertical (food, grocery, pharmacy, ecommerce, parcel). */
export const modules = pgTable('modules', {
	id: integer().primaryKey().generatedAlwaysAsIdentity(),
	moduleName: text().notNull(),
	moduleType: text().notNull(),
	slug: text().notNull().unique(),
	thumbnail: text(),
	icon: text(),
	status: smallint().notNull().default(1),
	themeId: integer().notNull().default(1),
	description: text(),
	allZoneService: smallint().notNull().default(0),
	position: integer().notNull().default(0),
	...timestamps,
});

/** Which modules run in which zone, with that pair's delivery rates and cash-on-delivery cap. */
export const moduleZones = pgTable(
	'module_zone',
	{
		moduleId: integer()
			.notNull()
			.references(() => modules.id, { onDelete: 'cascade' }),
		zoneId: integer()
			.notNull()
			.references(() => zones.id, { onDelete: 'cascade' }),
		perKmShippingCharge: doublePrecision(),
		minimumShippingCharge: doublePrecision(),
		maximumShippingCharge: doublePrecision(),
		maximumCodOrderAmount: doublePrecision(),
	},
	(t) => [primaryKey({ columns: [t.moduleId, t.zoneId] })],
);
