import type { CatalogScope } from '../catalog/scope';
import type { Database } from '../db/database';
import type { Page } from '../http/paging';
import { inMemorySort, storePageInMemory } from './store-candidates';
import { type Store, toStore } from './store-format';
import { storeLookups } from './store-lookups';
import { findStorePage, type StoreQuery, type StoreRow, type StoreSort } from './stores.repo';

export type StoreFilter = Omit<
	StoreQuery,
	'today' | 'now' | 'lat' | 'lng' | 'zoneIds' | 'moduleId'
>;

export async function formatStores(
	db: Database,
	rows: StoreRow[],
	scope: Pick<CatalogScope, 'now' | 'today' | 'baseUrl'>,
): Promise<Store[]> {
	const cached = await storeLookups(
		db,
		rows.map((r) => r.id),
		scope.today,
	);
	const lookups = { ...cached, now: scope.now, baseUrl: scope.baseUrl };
	return rows.map((row) => toStore(row, lookups));
}

/**
 * One page of stores in the caller's module and zones, formatted, with the paging envelope. Orders
 * by distance, "open now", popularity or rating come from cached candidates with this request's
 * position and clock applied (store-candidates.ts); searches and the other orders from SQL.
 */
export async function listStores(
	scope: CatalogScope & { moduleKnown?: boolean },
	filter: StoreFilter,
	sort: StoreSort,
	page: Page,
) {
	const query: StoreQuery = {
		...filter,
		moduleId: scope.moduleKnown === false ? undefined : scope.moduleId,
		zoneIds: scope.zoneIds,
		today: scope.today,
		now: scope.now,
		lat: scope.lat,
		lng: scope.lng,
	};
	const envelope = { limit: page.echo.limit, offset: page.echo.offset };
	const fast = inMemorySort(query, sort)
		? await storePageInMemory(scope.db, query, sort, page)
		: null;
	if (fast) {
		const lookups = { ...fast, now: scope.now, baseUrl: scope.baseUrl };
		return {
			total_size: fast.total,
			...envelope,
			stores: fast.rows.map((row) => toStore(row, lookups)),
		};
	}
	const { total, rows } = await findStorePage(scope.db, query, sort, page);
	return {
		total_size: total,
		...envelope,
		stores: await formatStores(scope.db, rows, scope),
	};
}

/** Stores by id in any zone, formatted, keyed by id (banners and ads embed them). */
export async function formatStoresByIds(scope: CatalogScope, ids: number[]) {
	if (ids.length === 0) return new Map<number, Awaited<ReturnType<typeof formatStores>>[number]>();
	const { rows } = await findStorePage(
		scope.db,
		{ ids, zoneIds: null, today: scope.today, now: scope.now, lat: scope.lat, lng: scope.lng },
		'default',
		{ limit: ids.length, skip: 0 },
	);
	const formatted = await formatStores(scope.db, rows, scope);
	return new Map(formatted.map((s) => [s.id, s]));
}
