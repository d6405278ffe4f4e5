import type { CatalogScope } from '../catalog/scope';
import type { Database } from '../db/database';
import type { Page } from '../http/paging';
import { cardJson, cardStore } from './store-cards';
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

type ListScope = CatalogScope & { moduleKnown?: boolean };

function storeQuery(scope: ListScope, filter: StoreFilter): StoreQuery {
	return {
		...filter,
		moduleId: scope.moduleKnown === false ? undefined : scope.moduleId,
		zoneIds: scope.zoneIds,
		today: scope.today,
		now: scope.now,
		lat: scope.lat,
		lng: scope.lng,
	};
}

/** This request's page from the cached store cards (store-cards.ts), or null: SQL answers it. */
function pageFromCards(scope: ListScope, query: StoreQuery, sort: StoreSort, page: Page) {
	return inMemorySort(query, sort)
		? storePageInMemory(scope.db, query, sort, page, scope.baseUrl)
		: Promise.resolve(null);
}

/**
 * One page of stores in the caller's module and zones, formatted, with the paging envelope. Lists
 * that are not searches come from the cached store cards with this request's position and clock
 * applied (store-candidates.ts, store-cards.ts); searches from SQL.
 */
export async function listStores(
	scope: ListScope,
	filter: StoreFilter,
	sort: StoreSort,
	page: Page,
) {
	const query = storeQuery(scope, filter);
	const envelope = { limit: page.echo.limit, offset: page.echo.offset };
	const fast = await pageFromCards(scope, query, sort, page);
	if (fast) {
		return {
			total_size: fast.total,
			...envelope,
			stores: fast.rows.map((r) => cardStore(r.card, r.open, r.distance, scope.now)),
		};
	}
	const { total, rows } = await findStorePage(scope.db, query, sort, page);
	return {
		total_size: total,
		...envelope,
		stores: await formatStores(scope.db, rows, scope),
	};
}

/**
 * `JSON.stringify(await listStores(...))`, byte for byte, put together from the cards' cached
 * JSON texts (ADR 043): the API's store lists send it as it is. `fromCards`: made from the cards
 * (no statement, no formatting), so not worth keeping per shopper position.
 */
export async function listStoresJson(
	scope: ListScope,
	filter: StoreFilter,
	sort: StoreSort,
	page: Page,
): Promise<{ text: string; fromCards: boolean }> {
	const query = storeQuery(scope, filter);
	const fast = await pageFromCards(scope, query, sort, page);
	if (!fast) {
		return { text: JSON.stringify(await listStores(scope, filter, sort, page)), fromCards: false };
	}
	const envelope = JSON.stringify({
		total_size: fast.total,
		limit: page.echo.limit,
		offset: page.echo.offset,
		stores: [],
	});
	const stores = fast.rows.map((r) => cardJson(r.card, r.open, r.distance, scope.now)).join(',');
	return { text: `${envelope.slice(0, -2)}${stores}]}`, fromCards: true };
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
