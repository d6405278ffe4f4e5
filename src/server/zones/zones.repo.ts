import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { type LatLng, polygonContains } from '~/lib/geo';
import type { Database } from '../db/database';
import { zones } from '../db/schema';

export type ZoneRow = typeof zones.$inferSelect;

/**
 * Every zone whose polygon contains the point, smallest first (the most specific zone leads, as
 * in the current backend). The bounding box narrows the rows; the polygon test decides.
 */
export async function findZonesContaining(db: Database, point: LatLng): Promise<ZoneRow[]> {
	const candidates = await db
		.select()
		.from(zones)
		.where(
			and(
				lte(zones.minLat, point.lat),
				gte(zones.maxLat, point.lat),
				lte(zones.minLng, point.lng),
				gte(zones.maxLng, point.lng),
			),
		);
	return candidates
		.filter((z) => polygonContains(z.coordinates, point))
		.sort((a, b) => a.area - b.area || a.id - b.id);
}

export async function findActiveZones(db: Database): Promise<ZoneRow[]> {
	return db.select().from(zones).where(eq(zones.status, 1)).orderBy(asc(zones.id));
}
