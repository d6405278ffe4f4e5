import { and, eq, type SQL, sql } from 'drizzle-orm';
import { servedItemColumns, storeDiscount, storeFacts } from '../catalog/item-row';
import type { ItemQuery, ItemRow } from '../catalog/items.repo';
import type { Database } from '../db/database';
import { items, storeDiscounts, stores } from '../db/schema';
import { orderOf, type RankKey, searchFactColumnsOf, searchRankFrom } from './search.sql';
import { type Bindings, placeholders, preparedShape, searchShape } from './search-statements';

/**
 * The results page and suggestions' item statement (ADR 017, ADR 042): a page of items ranked by
 * relevance, built and prepared once per shape (number of words, which words have swaps or a text
 * test, which filters) with every value a placeholder, so a request only binds values: no SQL is
 * built per request, and PostgreSQL plans it once (generic plan: the trigram indexes find the
 * candidates, see `npm run bench:search -- --large`).
 *
 * Three steps so that each row costs what it must: `hits` computes every search fact once per
 * matching row (narrow rows; its window function keeps PostgreSQL from merging it into the outer
 * query and computing a fact as often as the keys name it), `ranked` sorts them by the keys and
 * keeps one page, and only that page's rows are read whole, without the search columns.
 */

/** The filters of ItemQuery this statement takes; any other sends the request to listItems. */
const FILTERS = [
	'storeId',
	'categoryIds',
	'brandIds',
	'veg',
	'minPrice',
	'maxPrice',
	'minRating',
	'discounted',
	'freeDelivery',
	'reviewed',
	'availableNow',
] as const;
type Filter = (typeof FILTERS)[number];
const HANDLED = new Set<string>([...FILTERS, 'moduleId', 'zoneIds', 'today', 'now', 'search']);

/** The filters a query sets, or null when it sets one this statement does not take. */
function filtersOf(q: ItemQuery): Filter[] | null {
	const set: Filter[] = [];
	for (const [key, value] of Object.entries(q)) {
		if (value === undefined || value === false) continue;
		if (!HANDLED.has(key)) return null;
		if ((FILTERS as readonly string[]).includes(key)) set.push(key as Filter);
	}
	if (q.categoryIds?.length === 0 || q.brandIds?.length === 0) return null;
	return set.sort();
}

const p = (name: string) => sql.placeholder(name);

const discountJoin = and(
	eq(storeDiscounts.storeId, stores.id),
	sql`${storeDiscounts.startDate} <= ${p('today')}`,
	sql`${storeDiscounts.endDate} >= ${p('today')}`,
);

/** The store is open now (`openNowSql` with the weekday and time as placeholders). */
const openNow = sql`exists (select 1 from store_schedules s where s.store_id = ${stores.id}
	and s.day = ${p('weekday')} and s.opening_time <= ${p('time')} and s.closing_time > ${p('time')})`;
/** The item can be ordered now: store active and open, the time within the item's hours. */
const availableNow = sql`(${stores.active} and ${openNow}
	and ${items.availableTimeStarts} <= ${p('time')} and ${items.availableTimeEnds} >= ${p('time')})`;

const FILTER_SQL: Record<Filter, SQL> = {
	storeId: sql`${items.storeId} = ${p('storeId')}`,
	// Any of the categories: the same containment as items.repo's `category_ids @> [{id}]`.
	categoryIds: sql`${items.categoryIds} @> any(array(select jsonb_build_array(jsonb_build_object('id', c))
		from unnest(${p('categoryIds')}::int[]) c))`,
	brandIds: sql`${items.brandId} = any(${p('brandIds')}::int[])`,
	veg: sql`${items.veg} = ${p('veg')}`,
	minPrice: sql`${items.price} >= ${p('minPrice')}`,
	maxPrice: sql`${items.price} <= ${p('maxPrice')}`,
	minRating: sql`${items.avgRating} >= ${p('minRating')}`,
	discounted: sql`(${items.discount} > 0 or ${storeDiscount} > 0)`,
	freeDelivery: sql`${stores.freeDelivery}`,
	reviewed: sql`${items.ratingCount} > 0`,
	availableNow,
};

const itemSearchColumns = { name: items.foldedName, text: items.foldedText };

/** Every item column but the search ones, and the store's facts (one row shape, ADR 041). */
const rowColumns = { ...servedItemColumns, ...storeFacts, storeDiscount };

function build(
	db: Database,
	words: number,
	shape: ReturnType<typeof searchShape>,
	filters: Filter[],
	zones: boolean,
) {
	const { values, phrase } = placeholders(shape);
	const facts = searchFactColumnsOf(values, phrase, itemSearchColumns);
	const where = [
		eq(items.status, 1),
		eq(stores.status, 1),
		// `+ 0`: not through items_module_store_idx. A generic plan on PGlite read the module's rows
		// that way and tested each (word_similarity ≈ 22 µs a row); the candidates come from the
		// trigram indexes instead, the module tested on those (ADR 042).
		sql`${items.moduleId} + 0 = ${p('moduleId')}`,
		...(zones ? [sql`${stores.zoneId} = any(${p('zoneIds')}::int[])`] : []),
		...filters.map((f) => FILTER_SQL[f]),
		// searchMatchOf, inlined: the same tests searchFactColumnsOf selects.
		sql`(${sql.join(
			values.map((v) => {
				const tests = [
					sql`${items.foldedName} like ${v.contains}`,
					...(v.text === null ? [] : [sql`${items.foldedText} like ${v.text}`]),
					...(v.swaps === null ? [] : [sql`${items.foldedName} ~ ${v.swaps}`]),
					sql`${v.word} <% ${items.foldedName}`,
				];
				return sql`(${sql.join(tests, sql` or `)})`;
			}),
			sql` or `,
		)})`,
	];
	let hitsQuery = db
		.select({
			id: items.id,
			popularity: sql<number>`${items.orderCount}`.as('popularity'),
			available: sql<boolean>`${availableNow}`.as('available'),
			total: sql<number>`count(*) over()`.as('total'),
			...facts,
		})
		.from(items)
		.innerJoin(stores, eq(stores.id, items.storeId))
		.$dynamic();
	if (filters.includes('discounted')) hitsQuery = hitsQuery.leftJoin(storeDiscounts, discountJoin);
	const hits = hitsQuery.where(and(...where)).as('hits');
	const fact = (key: string) =>
		key in facts ? (hits as unknown as Record<string, SQL.Aliased>)[key] : undefined;
	const keys: RankKey[] = [
		...searchRankFrom(Array.from({ length: words }), fact),
		{ key: sql`${hits.available}`, descending: true },
		{ key: sql`${hits.popularity}`, descending: true },
		{ key: sql`${hits.id}`, descending: false },
	];
	const keyColumns = Object.fromEntries(keys.map((k, i) => [`k${i}`, sql`${k.key}`.as(`k${i}`)]));
	const ranked = db
		.select({ id: hits.id, total: hits.total, ...keyColumns })
		.from(hits)
		// By the output columns' names: each key computed once per row.
		.orderBy(...keys.map((k, i) => orderOf({ key: sql.raw(`"k${i}"`), descending: k.descending })))
		.limit(p('limit'))
		.offset(p('skip'))
		.as('ranked');
	const rankedKeys = ranked as unknown as Record<string, SQL.Aliased>;
	return db
		.select({ ...rowColumns, total: ranked.total })
		.from(ranked)
		.innerJoin(items, eq(items.id, ranked.id))
		.innerJoin(stores, eq(stores.id, items.storeId))
		.leftJoin(storeDiscounts, discountJoin)
		.orderBy(
			...keys.map((k, i) =>
				orderOf({ key: sql`${rankedKeys[`k${i}`]}`, descending: k.descending }),
			),
		);
}

/** The statement of a query's shape, prepared once per database. */
const statement = preparedShape(
	'search_items',
	(key: { words: string[]; filters: Filter[]; zones: boolean }) => {
		const shape = searchShape(key.words);
		return {
			name: `${shape.key}|${key.filters.join(',')}|${key.zones ? 'z' : ''}`,
			build: (db: Database) => build(db, key.words.length, shape, key.filters, key.zones),
		};
	},
);

/** The values of a query's placeholders. */
function bindings(q: ItemQuery, words: string[], page: { limit: number; skip: number }): Bindings {
	const now = q.now;
	if (!now) throw new Error('Search ranks by availability: the query needs `now`.');
	const out: Bindings = {
		...searchShape(words).bindings,
		moduleId: q.moduleId,
		today: q.today,
		weekday: now.weekday,
		time: now.time,
		limit: page.limit,
		skip: page.skip,
	};
	if (q.zoneIds) out.zoneIds = q.zoneIds;
	for (const f of filtersOf(q) ?? []) {
		if (f === 'veg') out.veg = q.veg === 'veg' ? 1 : 0;
		else if (f !== 'discounted' && f !== 'freeDelivery' && f !== 'reviewed' && f !== 'availableNow')
			out[f] = q[f];
	}
	return out;
}

/**
 * A page of items ranked by relevance for `q.search`, or null when the query sets a filter this
 * statement does not take (the caller then uses the catalogue's list).
 */
export async function findSearchItemPage(
	db: Database,
	q: ItemQuery,
	page: { limit: number; skip: number },
): Promise<{ total: number; rows: ItemRow[] } | null> {
	const words = q.search ?? [];
	const filters = filtersOf(q);
	if (words.length === 0 || filters === null || !q.now) return null;
	const run = statement({ words, filters, zones: q.zoneIds !== null });
	const rows = await run(db, bindings(q, words, page));
	const first = rows[0];
	// Past the last page: the catalogue's list counts the matches.
	if (!first && page.skip > 0) return null;
	const total = first ? Number(first.total) : 0;
	return {
		total,
		rows: rows.map(({ total: _, ...r }) => ({
			...r,
			storeDiscount: Number(r.storeDiscount),
			// Not selected: nothing formats them.
			searchName: '',
			searchText: '',
			foldedName: null,
			foldedText: null,
		})),
	};
}
