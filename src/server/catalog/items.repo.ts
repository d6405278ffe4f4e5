import type { LocalTime } from '~/lib/local-time';
import type { Placeholder } from 'drizzle-orm';
import { and, asc, count, desc, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { memoized, UNTIL_CHANGED } from '../db/memo';
import { preparedRead, runPrepared } from '../db/prepared';
import { items, storeDiscounts, stores } from '../db/schema';
import { orderOf, type RankKey, phraseFactsOf, phraseValues } from '../search/search.sql';
import {
	lexiconFactColumns,
	lexiconMatch,
	lexiconRankFrom,
	lexiconValues,
	lookupWordSets,
	type WordSets,
} from '../search/search-lexicon';
import { openNowSql } from '../stores/store-sql';
import { cachedItemRows } from './item-cards';
import {
	type ItemColumns,
	type ItemRow,
	itemRowFrom,
	itemRowJson,
	servedItemColumns,
	storeDiscount,
	storeFacts,
} from './item-row';

export type ItemSort =
	| 'latest'
	| 'popular'
	| 'top_rated'
	| 'most_reviewed'
	| 'discount'
	| 'price_asc'
	| 'price_desc'
	| 'name'
	| 'relevance';

export interface ItemQuery {
	moduleId: number;
	zoneIds: number[] | null;
	today: string;
	storeId?: number | undefined;
	categoryIds?: number[] | undefined;
	brandIds?: number[] | undefined;
	commonConditionId?: number | undefined;
	/** Only items linked to some common condition (pharmacy). */
	hasCondition?: boolean;
	veg?: 'veg' | 'non_veg' | undefined;
	minPrice?: number | undefined;
	maxPrice?: number | undefined;
	minRating?: number | undefined;
	discounted?: boolean;
	recommended?: boolean;
	basic?: boolean;
	reviewed?: boolean;
	freeDelivery?: boolean;
	/** Only items of stores open at this shop-local time (issue 14: the "Open now" filter). */
	openAt?: LocalTime | undefined;
	ids?: number[] | undefined;
	excludeId?: number | undefined;
	/** Search words (`searchWords`): matched and ranked as ADR 017 says. */
	search?: string[] | undefined;
	/** The catalogue words of each search word (`lookupWordSets`); findItemPage looks them up. */
	searchSets?: WordSets[] | undefined;
	/** The shoppers' local time: search ranks items that can be ordered now first. */
	now?: LocalTime | undefined;
	/** Only items that can be ordered now (needs `now`). */
	availableNow?: boolean;
}

export type { ItemRow };

function discountJoin(today: string | Placeholder) {
	return and(
		eq(storeDiscounts.storeId, stores.id),
		sql`${storeDiscounts.startDate} <= ${today}`,
		sql`${storeDiscounts.endDate} >= ${today}`,
	);
}

function conditions(q: ItemQuery): SQL[] {
	const where: SQL[] = [eq(items.status, 1), eq(stores.status, 1), eq(items.moduleId, q.moduleId)];
	if (q.zoneIds) where.push(inArray(stores.zoneId, q.zoneIds));
	if (q.storeId !== undefined) where.push(eq(items.storeId, q.storeId));
	if (q.categoryIds && q.categoryIds.length > 0) {
		const any = q.categoryIds.map(
			(id) => sql`${items.categoryIds} @> ${JSON.stringify([{ id }])}::jsonb`,
		);
		where.push(or(...any) as SQL);
	}
	if (q.brandIds && q.brandIds.length > 0) where.push(inArray(items.brandId, q.brandIds));
	if (q.commonConditionId !== undefined)
		where.push(eq(items.commonConditionId, q.commonConditionId));
	if (q.hasCondition) where.push(sql`${items.commonConditionId} is not null`);
	if (q.veg === 'veg') where.push(eq(items.veg, 1));
	if (q.veg === 'non_veg') where.push(eq(items.veg, 0));
	if (q.minPrice !== undefined) where.push(gte(items.price, q.minPrice));
	if (q.maxPrice !== undefined) where.push(lte(items.price, q.maxPrice));
	if (q.minRating) where.push(gte(items.avgRating, q.minRating));
	if (q.discounted) where.push(sql`(${items.discount} > 0 or ${storeDiscount} > 0)`);
	if (q.recommended) where.push(eq(items.recommended, 1));
	if (q.basic) where.push(eq(items.isBasic, 1));
	if (q.reviewed) where.push(sql`${items.ratingCount} > 0`);
	if (q.freeDelivery) where.push(eq(stores.freeDelivery, true));
	if (q.openAt) where.push(sql`${openNowSql(q.openAt)} = 1 and ${stores.active}`);
	if (q.ids) where.push(inArray(items.id, q.ids.length > 0 ? q.ids : [0]));
	if (q.excludeId !== undefined) where.push(sql`${items.id} <> ${q.excludeId}`);
	if (q.availableNow && q.now) where.push(availableNow(q.now));
	if (q.search && q.search.length > 0) where.push(lexiconMatch(searchValues(q), itemSearchColumns));
	return where;
}

const itemSearchColumns = { words: items.nameWords, text: items.foldedText };

/** Each search word's values (ADR 046): the query must carry its word sets. */
function searchValues(q: ItemQuery) {
	const words = q.search ?? [];
	const sets = q.searchSets;
	if (!sets || sets.length !== words.length) throw new Error("Search needs the words' sets.");
	return words.map((w, i) => lexiconValues(w, sets[i] as WordSets));
}

/** 1 when the item can be ordered now: its store is active and open, the time in its window. */
function availableNow(now: LocalTime): SQL {
	return sql`(${stores.active} and ${openNowSql(now)} = 1
		and ${items.availableTimeStarts} <= ${now.time} and ${items.availableTimeEnds} >= ${now.time})`;
}

function ordering(sort: ItemSort): SQL[] {
	switch (sort) {
		case 'popular':
			return [desc(items.orderCount), desc(items.avgRating), asc(items.id)];
		case 'top_rated':
			return [desc(items.avgRating), desc(items.ratingCount), asc(items.id)];
		case 'most_reviewed':
			return [desc(items.ratingCount), desc(items.avgRating), asc(items.id)];
		case 'discount':
			return [desc(sql`greatest(${items.discount}, ${storeDiscount})`), asc(items.id)];
		case 'price_asc':
			return [asc(items.price), asc(items.id)];
		case 'price_desc':
			return [desc(items.price), asc(items.id)];
		case 'name':
			return [asc(sql`lower(${items.name})`), asc(items.id)];
		case 'relevance':
			// With search words: rankedItemPageQuery. Without: the most ordered first.
			return [desc(items.orderCount), asc(items.id)];
		default:
			return [desc(items.createdAt), desc(items.id)];
	}
}

const itemColumns = { item: servedItemColumns, ...storeFacts };

type Selected = { item: ItemColumns; storeDiscount: number } & Omit<
	ItemRow,
	keyof typeof items.$inferSelect | 'storeDiscount'
>;

function flatten(r: Selected): ItemRow {
	const { item, ...store } = r;
	return { ...item, ...store, storeDiscount: Number(r.storeDiscount) };
}

/**
 * A page of items ranked by search relevance (ADR 017), in three steps so that each row costs
 * what it must: `hits` computes every search fact once per matching row (narrow rows: id, facts,
 * popularity, availability, the total; its window function keeps PostgreSQL from merging it into
 * the outer query and computing a fact as often as the keys name it), `ranked` sorts them by the
 * keys and keeps one page, and only that page's rows are joined whole.
 */
function rankedItemPageQuery(
	db: Database,
	q: ItemQuery,
	words: string[],
	page: { limit: number; skip: number },
) {
	const facts = lexiconFactColumns(
		searchValues(q),
		phraseFactsOf(phraseValues(words), items.foldedName),
		itemSearchColumns,
	);
	const hits = db
		.select({
			id: items.id,
			popularity: sql<number>`${items.orderCount}`.as('popularity'),
			available: sql<boolean>`${q.now ? availableNow(q.now) : sql`true`}`.as('available'),
			total: sql<number>`count(*) over()`.as('total'),
			...facts,
		})
		.from(items)
		.innerJoin(stores, eq(stores.id, items.storeId))
		.leftJoin(storeDiscounts, discountJoin(q.today))
		.where(and(...conditions(q)))
		.as('hits');
	const fact = (key: string) =>
		key in facts ? (hits as unknown as Record<string, SQL.Aliased>)[key] : undefined;
	const keys: RankKey[] = [
		...lexiconRankFrom(words.length, fact),
		...(q.now ? [{ key: sql`${hits.available}`, descending: true }] : []),
		{ key: sql`${hits.popularity}`, descending: true },
		{ key: sql`${hits.id}`, descending: false },
	];
	const keyColumns = Object.fromEntries(keys.map((k, i) => [`k${i}`, sql`${k.key}`.as(`k${i}`)]));
	const ranked = db
		.select({ id: hits.id, total: hits.total, ...keyColumns })
		.from(hits)
		// By the output columns' names: each key computed once per row.
		.orderBy(...keys.map((k, i) => orderOf({ key: sql.raw(`"k${i}"`), descending: k.descending })))
		.limit(page.limit)
		.offset(page.skip)
		.as('ranked');
	const rankedKeys = ranked as unknown as Record<string, SQL.Aliased>;
	return db
		.select({ ...itemColumns, storeDiscount, total: ranked.total })
		.from(ranked)
		.innerJoin(items, eq(items.id, ranked.id))
		.innerJoin(stores, eq(stores.id, items.storeId))
		.leftJoin(storeDiscounts, discountJoin(q.today))
		.orderBy(
			...keys.map((k, i) =>
				orderOf({ key: sql`${rankedKeys[`k${i}`]}`, descending: k.descending }),
			),
		);
}

/** The statement of one page of items, unexecuted (`npm run bench:search` prints its plan). */
export function itemPageQuery(
	db: Database,
	q: ItemQuery,
	sort: ItemSort,
	page: { limit: number; skip: number },
) {
	if (sort === 'relevance' && q.search?.length) return rankedItemPageQuery(db, q, q.search, page);
	// The page carries its own total; only a page past the end needs a separate count.
	return db
		.select({
			...itemColumns,
			storeDiscount,
			total: sql<number>`count(*) over()`,
		})
		.from(items)
		.innerJoin(stores, eq(stores.id, items.storeId))
		.leftJoin(storeDiscounts, discountJoin(q.today))
		.where(and(...conditions(q)))
		.orderBy(...ordering(sort))
		.limit(page.limit)
		.offset(page.skip);
}

/**
 * Whether a list's members and order depend on the catalogue and the date alone: not on the
 * clock (open now, available now), search words or a caller's own ids (cart lines).
 */
function rankedOnce(q: ItemQuery): boolean {
	return !q.search?.length && !q.openAt && !(q.availableNow && q.now) && q.ids === undefined;
}

/**
 * The ids of every item of a list, in the list's order, read once per catalogue change (ADR 041):
 * the catalogue cache is dropped in every process on any write to items, stores or discounts
 * (ADR 027), and the key carries the date the store discounts are read for.
 */
function rankingOf(db: Database, q: ItemQuery, sort: ItemSort): Promise<number[]> {
	const { now: _now, ...key } = q;
	return memoized(db, `item-ranking:${sort}:${JSON.stringify(key)}`, UNTIL_CHANGED, async () => {
		const rows = await db
			.select({ id: items.id })
			.from(items)
			.innerJoin(stores, eq(stores.id, items.storeId))
			.leftJoin(storeDiscounts, discountJoin(q.today))
			.where(and(...conditions(q)))
			.orderBy(...ordering(sort));
		return rows.map((r) => r.id);
	});
}

/** Items by id with their store's facts, prepared once per database (ADR 039, 041). */
const itemRowsById = preparedRead('item_rows_by_id', (db) =>
	db
		.select({ row: itemRowJson })
		.from(items)
		.innerJoin(stores, eq(stores.id, items.storeId))
		.leftJoin(storeDiscounts, discountJoin(sql.placeholder('today')))
		.where(sql`${items.id} = any(${sql.placeholder('ids')}::int[])`),
);

export async function findItemPage(
	db: Database,
	q: ItemQuery,
	sort: ItemSort,
	page: { limit: number; skip: number },
): Promise<{ total: number; rows: ItemRow[] }> {
	if (q.search?.length && !q.searchSets)
		return findItemPage(db, { ...q, searchSets: await lookupWordSets(db, q.search) }, sort, page);
	if (rankedOnce(q)) {
		// Which items, in which order, from the catalogue cache; only the page's rows are read.
		const ranking = await rankingOf(db, q, sort);
		const ids = ranking.slice(page.skip, page.skip + page.limit);
		if (ids.length === 0) return { total: ranking.length, rows: [] };
		// The rows too, kept until the catalogue changes (ADR 052): most pages send no statement.
		const found = await cachedItemRows(db, ids, q.today, async (missing) =>
			(await itemRowsById(db, { ids: missing, today: q.today })).map(({ row }) => itemRowFrom(row)),
		);
		return { total: ranking.length, rows: ids.flatMap((id) => found.get(id) ?? []) };
	}
	const where = and(...conditions(q));
	const rows = await runPrepared(db, itemPageQuery(db, q, sort, page));
	const first = rows[0];
	if (first)
		return { total: Number(first.total), rows: rows.map(({ total: _, ...r }) => flatten(r)) };
	if (page.skip === 0) return { total: 0, rows: [] };
	const [counted] = await db
		.select({ n: count() })
		.from(items)
		.innerJoin(stores, eq(stores.id, items.storeId))
		.leftJoin(storeDiscounts, discountJoin(q.today))
		.where(where);
	return { total: counted?.n ?? 0, rows: [] };
}

/** One item by id or slug, in any zone (details need no zoneId). */
/** The item details read, by id or by slug, prepared once per database (ADR 039). */
function itemDetailsRead(name: string, match: (key: Placeholder) => SQL) {
	return preparedRead(name, (db) =>
		db
			.select({ row: itemRowJson })
			.from(items)
			.innerJoin(stores, eq(stores.id, items.storeId))
			.leftJoin(storeDiscounts, discountJoin(sql.placeholder('today')))
			.where(and(eq(items.status, 1), eq(stores.status, 1), match(sql.placeholder('key')))),
	);
}
const itemById = itemDetailsRead('item_details_by_id', (key) => eq(items.id, key));
const itemBySlug = itemDetailsRead('item_details_by_slug', (key) => eq(items.slug, key));

export async function findItemByKey(
	db: Database,
	key: string,
	today: string,
): Promise<ItemRow | null> {
	const byId = /^\d{1,9}$/.test(key) ? Number(key) : null;
	const [row] = await (byId === null ? itemBySlug : itemById)(db, { key: byId ?? key, today });
	return row ? itemRowFrom(row.row) : null;
}
