import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { items, moduleZones, modules, stores, zones } from '../db/schema';

export type ModuleRow = typeof modules.$inferSelect;
export type ModuleZoneRow = typeof moduleZones.$inferSelect & {
	zone: Pick<
		typeof zones.$inferSelect,
		'id' | 'name' | 'displayName' | 'status' | 'cashOnDelivery' | 'digitalPayment'
	>;
};

export interface ModuleFilter {
	/** Only modules enabled in at least one of these zones. */
	zoneIds?: readonly number[] | undefined;
	excludeParcel?: boolean;
}

export async function findActiveModules(
	db: Database,
	filter: ModuleFilter = {},
): Promise<ModuleRow[]> {
	const conditions: SQL[] = [eq(modules.status, 1)];
	if (filter.excludeParcel) conditions.push(ne(modules.moduleType, 'parcel'));
	if (filter.zoneIds) {
		const enabled = db
			.select({ id: moduleZones.moduleId })
			.from(moduleZones)
			.innerJoin(zones, eq(zones.id, moduleZones.zoneId))
			.where(and(inArray(moduleZones.zoneId, [...filter.zoneIds]), eq(zones.status, 1)));
		conditions.push(inArray(modules.id, enabled));
	}
	return db
		.select()
		.from(modules)
		.where(and(...conditions))
		.orderBy(asc(modules.position), asc(modules.id));
}

/** The active zones each module runs in, with the pivot's delivery rates. */
export async function findModuleZones(
	db: Database,
	moduleIds: readonly number[],
	zoneIds?: readonly number[],
): Promise<ModuleZoneRow[]> {
	if (moduleIds.length === 0) return [];
	const conditions: SQL[] = [inArray(moduleZones.moduleId, [...moduleIds]), eq(zones.status, 1)];
	if (zoneIds) conditions.push(inArray(moduleZones.zoneId, [...zoneIds]));
	const rows = await db
		.select({
			pivot: moduleZones,
			zone: {
				id: zones.id,
				name: zones.name,
				displayName: zones.displayName,
				status: zones.status,
				cashOnDelivery: zones.cashOnDelivery,
				digitalPayment: zones.digitalPayment,
			},
		})
		.from(moduleZones)
		.innerJoin(zones, eq(zones.id, moduleZones.zoneId))
		.where(and(...conditions))
		.orderBy(asc(moduleZones.moduleId), asc(zones.id));
	return rows.map((r) => ({ ...r.pivot, zone: r.zone }));
}

/** Active stores and items per module, within the given zones when there are any. */
export async function countStoresAndItems(
	db: Database,
	moduleIds: readonly number[],
	zoneIds?: readonly number[],
): Promise<Map<number, { stores: number; items: number }>> {
	if (moduleIds.length === 0) return new Map();
	const zone = zoneIds ? inArray(stores.zoneId, [...zoneIds]) : undefined;
	const rows = await db
		.select({
			moduleId: stores.moduleId,
			stores: sql<number>`count(distinct ${stores.id})::int`,
			items: sql<number>`count(${items.id})::int`,
		})
		.from(stores)
		.leftJoin(items, and(eq(items.storeId, stores.id), eq(items.status, 1)))
		.where(and(inArray(stores.moduleId, [...moduleIds]), eq(stores.status, 1), zone))
		.groupBy(stores.moduleId);
	return new Map(
		rows.map((r) => [r.moduleId, { stores: Number(r.stores), items: Number(r.items) }]),
	);
}
