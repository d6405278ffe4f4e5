import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { memoized, UNTIL_CHANGED } from '../db/memo';
import { items, modules, stores } from '../db/schema';
import type { StoreQuery, StoreRow } from '../stores/stores.repo';
import { orderOf, searchMatchOf, searchRankKeysOf } from './search.sql';
import { type Bindings, placeholders, preparedShape, searchShape } from './search-statements';

/**
 * Stores ranked by relevance (ADR 017, ADR 042), the statement prepared once per shape (number of
 * words and their swaps, whether the shopper's position and a category are given) like the item
 * statement (search-items.repo.ts): the same rows and order as stores.repo's `relevance` list.
 */

const p = (name: string) => sql.placeholder(name);

/** `openNowSql` with the weekday and time as placeholders. */
const open = sql<number>`(case when exists (select 1 from store_schedules s where s.store_id = ${stores.id}
	and s.day = ${p('weekday')} and s.opening_time <= ${p('time')} and s.closing_time > ${p('time')}) then 1 else 0 end)`;

/** `distanceSql` with the position as placeholders. */
const distance = sql<number>`(6371000 * 2 * asin(sqrt(
	power(sin(radians(${stores.latitude} - ${p('lat')}::float8) / 2), 2) +
	cos(radians(${p('lat')}::float8)) * cos(radians(${stores.latitude})) *
	power(sin(radians(${stores.longitude} - ${p('lng')}::float8) / 2), 2)
)))`;

interface Key {
	words: string[];
	zones: boolean;
	position: boolean;
	categories: boolean;
}

const statement = preparedShape('search_stores', (key: Key) => {
	const shape = searchShape(key.words);
	return {
		name: `${shape.key}|${key.zones ? 'z' : ''}${key.position ? 'p' : ''}${key.categories ? 'c' : ''}`,
		build: (db: Database) => {
			const { values, phrase } = placeholders(shape);
			const columns = { name: stores.foldedName };
			const dist = key.position ? distance : sql<number>`0::double precision`;
			const where = [
				eq(stores.status, 1),
				sql`${stores.moduleId} = ${p('moduleId')}`,
				...(key.zones ? [sql`${stores.zoneId} = any(${p('zoneIds')}::int[])`] : []),
				...(key.categories
					? [
							sql`exists (select 1 from ${items} where ${items.storeId} = ${stores.id} and ${items.status} = 1
							and ${items.categoryIds} @> any(array(select jsonb_build_array(jsonb_build_object('id', c))
								from unnest(${p('categoryIds')}::int[]) c)))`,
						]
					: []),
				searchMatchOf(values, columns),
			];
			return db
				.select({
					store: stores,
					open,
					distance: dist,
					moduleType: modules.moduleType,
					moduleName: modules.moduleName,
					total: sql<number>`count(*) over()`,
				})
				.from(stores)
				.innerJoin(modules, eq(modules.id, stores.moduleId))
				.where(and(...where))
				.orderBy(
					...searchRankKeysOf(values, phrase, columns).map(orderOf),
					desc(sql`(${open} = 1 and ${stores.active})`),
					asc(dist),
					desc(stores.orderCount),
					asc(stores.id),
				)
				.limit(p('limit'))
				.offset(p('skip'));
		},
	};
});

/**
 * Active items per store, read once per catalogue change (ADR 027's cache): the statement counted
 * each page store's items per call, about 400 rows a store at 50,000 items (ADR 046).
 */
function itemCounts(db: Database): Promise<Record<number, number>> {
	return memoized(db, 'search-store-item-counts', UNTIL_CHANGED, async () => {
		const rows = await db
			.select({ storeId: items.storeId, n: sql<number>`count(*)::int` })
			.from(items)
			.where(eq(items.status, 1))
			.groupBy(items.storeId);
		return Object.fromEntries(rows.map((r) => [r.storeId, Number(r.n)]));
	});
}

/**
 * A page of stores ranked by relevance for `q.search`, or null when the query sets a filter this
 * statement does not take (the caller then uses the store list).
 */
export async function findSearchStorePage(
	db: Database,
	q: StoreQuery,
	page: { limit: number; skip: number },
): Promise<{ total: number; rows: StoreRow[] } | null> {
	const words = q.search ?? [];
	const { search: _, today: _t, now, lat, lng, zoneIds, moduleId, categoryIds, ...rest } = q;
	const other = Object.values(rest).some((v) => v !== undefined && v !== false);
	if (words.length === 0 || moduleId === undefined || other || categoryIds?.length === 0)
		return null;
	const position = lat !== null && lng !== null;
	const run = statement({
		words,
		zones: zoneIds !== null,
		position,
		categories: categoryIds !== undefined,
	});
	const values: Bindings = {
		...searchShape(words).bindings,
		moduleId,
		weekday: now.weekday,
		time: now.time,
		limit: page.limit,
		skip: page.skip,
	};
	if (zoneIds) values.zoneIds = zoneIds;
	if (position) Object.assign(values, { lat, lng });
	if (categoryIds) values.categoryIds = categoryIds;
	const [rows, counts] = await Promise.all([run(db, values), itemCounts(db)]);
	if (rows.length === 0 && page.skip > 0) return null;
	return {
		total: Number(rows[0]?.total ?? 0),
		rows: rows.map((r) => ({
			...r.store,
			open: Number(r.open),
			distance: Number(r.distance),
			totalItems: counts[r.store.id] ?? 0,
			moduleType: r.moduleType,
			moduleName: r.moduleName,
		})),
	};
}
