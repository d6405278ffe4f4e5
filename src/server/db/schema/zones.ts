import {
	boolean,
	doublePrecision,
	index,
	integer,
	jsonb,
	pgTable,
	smallint,
	text,
} from 'drizzle-orm/pg-core';
import type { GeoPolygon } from '~/lib/geo';
import { timestamps } from './columns';

/** Delivery zones: polygons (GeoJSON, [lng, lat]) with a bounding box for a cheap prefilter. */
export const zones = pgTable(
	'zones',
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		name: text().notNull().unique(),
		displayName: text().notNull(),
		coordinates: jsonb().$type<GeoPolygon>().notNull(),
		minLat: doublePrecision().notNull(),
		maxLat: doublePrecision().notNull(),
		minLng: doublePrecision().notNull(),
		maxLng: doublePrecision().notNull(),
		area: doublePrecision().notNull(),
		status: smallint().notNull().default(1),
		cashOnDelivery: boolean().notNull().default(true),
		digitalPayment: boolean().notNull().default(true),
		offlinePayment: boolean().notNull().default(false),
		increasedDeliveryFee: doublePrecision().notNull().default(0),
		increasedDeliveryFeeStatus: smallint().notNull().default(0),
		increaseDeliveryChargeMessage: text(),
		...timestamps,
	},
	(t) => [index('zones_bbox_idx').on(t.minLat, t.maxLat, t.minLng, t.maxLng)],
);
