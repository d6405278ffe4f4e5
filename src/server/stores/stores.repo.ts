import { and, asc, count, desc, eq, gte, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { LocalTime } from '~/lib/local-time';
import type { Database } from '../db/database';
import { preparedRead, runPrepared } from '../db/prepared';
import { items, modules, storeDiscounts, storeSchedules, stores } from '../db/schema';
import { searchMatch, searchRank } from '../search/search.sql';
import { distanceSql, openNowSql } from './store-sql';

export type StoreRow = typeof stores.$inferSelect & {
	open: number;
	distance: number;
	totalItems: number;
	moduleType: string;
	moduleName: string;
};

export type StoreSort =
	| 'default'
	| 'newly_joined'
	| 'popular'
	| 'top_rated'
	| 'nearby'
	| 'fast'
	| 'name'
	| 'relevance';

export interface StoreQuery {
	moduleId?: number | undefined;
	/** null: every zone (modules that serve all zones). */
	zoneIds: number[] | null;
	delivery?: 'all' | 'delivery' | 'take_away';
	featured?: boolean;
	veg?: 'veg' | 'non_veg' | undefined;
	/** Stores selling items in any of these categories (or their sub-categories). */
	categoryIds?: number[];
	search?: string[];
	minRating?: number | undefined;
	freeDelivery?: boolean;
	discounted?: boolean;
	openNow?: boolean;
	hasRating?: boolean;
	ids?: number[];
	today: string;
	now: LocalTime;
	lat: number | null;
	lng: number | null;
}

function conditions(q: StoreQuery): SQL[] {
	const where: SQL[] = [eq(stores.status, 1)];
	if (q.moduleId !== undefined) where.push(eq(stores.moduleId, q.moduleId));
	if (q.zoneIds) where.push(inArray(stores.zoneId, q.zoneIds));
	if (q.delivery === 'delivery') where.push(eq(stores.delivery, true));
	if (q.delivery === 'take_away') where.push(eq(stores.takeAway, true));
	if (q.featured) where.push(eq(stores.featured, 1));
	if (q.veg === 'veg') where.push(eq(stores.veg, 1));
	if (q.veg === 'non_veg') where.push(eq(stores.nonVeg, 1));
	if (q.minRating) where.push(gte(stores.avgRating, q.minRating));
	if (q.freeDelivery) where.push(eq(stores.freeDelivery, true));
	if (q.hasRating) where.push(sql`${stores.ratingCount} > 0`);
	if (q.ids) where.push(inArray(stores.id, q.ids.length > 0 ? q.ids : [0]));
	if (q.openNow) where.push(sql`${openNowSql(q.now)} = 1 and ${stores.active}`);
	if (q.discounted) {
		where.push(sql`exists (select 1 from ${storeDiscounts} where ${storeDiscounts.storeId} = ${stores.id}
			and ${storeDiscounts.startDate} <= ${q.today} and ${storeDiscounts.endDate} >= ${q.today})`);
	}
	if (q.categoryIds && q.categoryIds.length > 0) {
		const matches = q.categoryIds.map(
			(id) => sql`${items.categoryIds} @> ${JSON.stringify([{ id }])}::jsonb`,
		);
		where.push(sql`exists (select 1 from ${items} where ${items.storeId} = ${stores.id}
			and ${items.status} = 1 and (${or(...matches)}))`);
	}
	if (q.search && q.search.length > 0)
		where.push(searchMatch(q.search, { name: stores.foldedName }));
	return where;
}

function ordering(sort: StoreSort, open: SQL, distance: SQL, search?: string[]): SQL[] {
	switch (sort) {
		case 'relevance':
			// ADR 017: how well the name matches, then open now, nearest, most ordered.
			return [
				...(search?.length ? searchRank(search, { name: stores.foldedName }) : []),
				desc(sql`(${open} = 1 and ${stores.active})`),
				asc(distance),
				desc(stores.orderCount),
				asc(stores.id),
			];
		case 'newly_joined':
			return [desc(stores.createdAt), asc(stores.id)];
		case 'popular':
			return [desc(open), desc(stores.orderCount), asc(distance), asc(stores.id)];
		case 'top_rated':
			return [desc(stores.avgRating), desc(stores.ratingCount), asc(stores.id)];
		case 'nearby':
			return [asc(distance), asc(stores.id)];
		case 'name':
			return [asc(sql`lower(${stores.name})`), asc(stores.id)];
		case 'fast':
			return [asc(sql`split_part(${stores.deliveryTime}, '-', 1)::int`), asc(stores.id)];
		default:
			return [desc(sql`(${open} = 1 and ${stores.active})`), asc(distance), asc(stores.id)];
	}
}

export async function findStorePage(
	db: Database,
	q: StoreQuery,
	sort: StoreSort,
	page: { limit: number; skip: number },
): Promise<{ total: number; rows: StoreRow[] }> {
	const where = and(...conditions(q));
	const open = openNowSql(q.now);
	const distance = distanceSql(q.lat, q.lng);
	const query = db
		.select({
			store: stores,
			open,
			distance,
			totalItems: sql<number>`(select count(*)::int from ${items} where ${items.storeId} = ${stores.id} and ${items.status} = 1)`,
			moduleType: modules.moduleType,
			moduleName: modules.moduleName,
			total: sql<number>`count(*) over()`,
		})
		.from(stores)
		.innerJoin(modules, eq(modules.id, stores.moduleId))
		.where(where)
		.orderBy(...ordering(sort, open, distance, q.search))
		.limit(page.limit)
		.offset(page.skip);
	const rows = await runPrepared(db, query);
	let total = Number(rows[0]?.total ?? 0);
	if (rows.length === 0 && page.skip > 0) {
		const [counted] = await db.select({ n: count() }).from(stores).where(where);
		total = counted?.n ?? 0;
	}
	return {
		total,
		rows: rows.map((r) => ({
			...r.store,
			open: Number(r.open),
			distance: Number(r.distance),
			totalItems: Number(r.totalItems),
			moduleType: r.moduleType,
			moduleName: r.moduleName,
		})),
	};
}

export type ScheduleRow = typeof storeSchedules.$inferSelect;
export type StoreDiscountRow = typeof storeDiscounts.$inferSelect;

export async function findSchedules(db: Database, storeIds: number[]): Promise<ScheduleRow[]> {
	if (storeIds.length === 0) return [];
	return db
		.select()
		.from(storeSchedules)
		.where(inArray(storeSchedules.storeId, storeIds))
		.orderBy(asc(storeSchedules.storeId), asc(storeSchedules.day), asc(storeSchedules.openingTime));
}

export async function findStoreDiscounts(
	db: Database,
	storeIds: number[],
	today: string,
): Promise<StoreDiscountRow[]> {
	if (storeIds.length === 0) return [];
	return db
		.select()
		.from(storeDiscounts)
		.where(
			and(
				inArray(storeDiscounts.storeId, storeIds),
				sql`${storeDiscounts.startDate} <= ${today}`,
				sql`${storeDiscounts.endDate} >= ${today}`,
			),
		);
}

const storeIdById = preparedRead('store_id_by_id', (db) =>
	db
		.select({ id: stores.id })
		.from(stores)
		.where(and(eq(stores.status, 1), eq(stores.id, sql.placeholder('key')))),
);
const storeIdBySlug = preparedRead('store_id_by_slug', (db) =>
	db
		.select({ id: stores.id })
		.from(stores)
		.where(and(eq(stores.status, 1), eq(stores.slug, sql.placeholder('key')))),
);

/** A store by numeric id or slug, whatever its zone (details are outside module-check). */
export async function findStoreIdByKey(db: Database, key: string): Promise<number | null> {
	const byId = /^\d{1,9}$/.test(key) ? Number(key) : null;
	const [row] = await (byId === null ? storeIdBySlug : storeIdById)(db, { key: byId ?? key });
	return row?.id ?? null;
}

/** The module of an active store named by id or slug; null when unknown. */
export async function findStoreModuleId(db: Database, key: string): Promise<number | null> {
	const byId = /^\d{1,9}$/.test(key) ? Number(key) : null;
	const [row] = await db
		.select({ moduleId: stores.moduleId })
		.from(stores)
		.where(and(eq(stores.status, 1), byId === null ? eq(stores.slug, key) : eq(stores.id, byId)));
	return row?.moduleId ?? null;
}
