import { and, eq, type SQL, sql } from 'drizzle-orm';
import { servedItemColumns, storeDiscount, storeFacts } from '../catalog/item-row';
import type { ItemQuery, ItemRow } from '../catalog/items.repo';
import type { Database } from '../db/database';
import { items, storeDiscounts, stores } from '../db/schema';
import { orderOf, phraseFactsOf, phraseValues, type RankKey } from './search.sql';
import {
	type LexiconValues,
	lexiconFactColumns,
	lexiconMatch,
	lexiconMatchAll,
	lexiconRankFrom,
	lookupWordSets,
	STOP_WORDS,
	TENTHS,
	textPattern,
	type WordSets,
} from './search-lexicon';
import { type Bindings, preparedShape } from './search-statements';

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

/*
 * The store facts the matching rows need are id lists computed once per statement (InitPlans),
 * not a join: with the candidates' count unknown to a generic plan, PostgreSQL joined the stores
 * by a nested loop that compared every candidate with every store (140,000 comparisons for
 * "chiken rice" at 50,000 items, ADR 046).
 */
// `+ 0`: a test on the candidates, not a scan of items_store_idx (every item of the zone's stores).
const storeIn = (ids: SQL) => sql`${items.storeId} + 0 = any(array(${ids}))`;

/** Stores active and open now (`openNowSql` with the weekday and time as placeholders). */
const openStores = sql`select st.id from stores st where st.active and exists (select 1 from store_schedules s
	where s.store_id = st.id and s.day = ${p('weekday')} and s.opening_time <= ${p('time')}
	and s.closing_time > ${p('time')})`;
/** The item can be ordered now: store active and open, the time within the item's hours. */
const availableNow = sql`(${storeIn(openStores)}
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
	// A store-wide discount running today (`storeDiscount` > 0).
	discounted: sql`(${items.discount} > 0 or ${storeIn(sql`select d.store_id from store_discounts d
		where d.start_date <= ${p('today')} and d.end_date >= ${p('today')} and d.discount > 0`)})`,
	freeDelivery: storeIn(sql`select st.id from stores st where st.free_delivery`),
	reviewed: sql`${items.ratingCount} > 0`,
	availableNow,
};

/** Every item column but the search ones, and the store's facts (one row shape, ADR 041). */
const rowColumns = { ...servedItemColumns, ...storeFacts, storeDiscount };

const itemSearchColumns = { words: items.nameWords, text: items.foldedText };

/**
 * What each word is, the statement's shape: `t` looked up in the text too, `-` too short for
 * the text, `s` a stop word (neither the text nor a match alone).
 */
type WordKind = 't' | '-' | 's';
const kindsOf = (words: string[]): WordKind[] =>
	words.map((w) => (STOP_WORDS.has(w) ? 's' : textPattern(w) === null ? '-' : 't'));

/** The placeholders of each word's values and of the phrase (names as in `bindings`). */
function placeholders(kinds: WordKind[]) {
	const values: LexiconValues[] = kinds.map((kind, i) => ({
		near: p(`n${i}`),
		inName: p(`i${i}`),
		starts: p(`s${i}`),
		tenths: TENTHS.map((t) => p(`c${i}_${t}`)),
		text: kind === 't' ? p(`t${i}`) : null,
		stop: kind === 's',
	}));
	const phrase = {
		phrase: p('ph'),
		firstName: p('ph1'),
		secondName: p('ph2'),
		startsFirst: p('ph3'),
		startsSecond: p('ph4'),
	};
	return { values, phrase };
}

/**
 * Which items a statement ranks: `any` every match (a word found), `all` those with every word
 * (the first page of a term of several words, ADR 049).
 */
type Stage = 'any' | 'all';

/** The items a search matches, before ranking: status, eligible stores, module, filters, words. */
function matchWhere(values: LexiconValues[], filters: Filter[], zones: boolean, stage: Stage) {
	return and(
		eq(items.status, 1),
		storeIn(
			sql`select st.id from stores st where st.status = 1${zones ? sql` and st.zone_id = any(${p('zoneIds')}::int[])` : sql``}`,
		),
		// The module leads the word and text GIN indexes (btree_gin, ADR 049): a condition of each
		// index scan, so no other module's candidate is fetched.
		sql`${items.moduleId} = ${p('moduleId')}`,
		...filters.map((f) => FILTER_SQL[f]),
		stage === 'all'
			? lexiconMatchAll(values, itemSearchColumns)
			: lexiconMatch(values, itemSearchColumns),
	);
}

/** How many items match (the answer's `total_size`), without any rank fact. */
function buildCount(db: Database, kinds: WordKind[], filters: Filter[], zones: boolean) {
	const { values } = placeholders(kinds);
	return db
		.select({ total: sql<number>`count(*)`.mapWith(Number) })
		.from(items)
		.where(matchWhere(values, filters, zones, 'any'));
}

function build(db: Database, kinds: WordKind[], filters: Filter[], zones: boolean, stage: Stage) {
	const { values, phrase } = placeholders(kinds);
	const facts = lexiconFactColumns(
		values,
		phraseFactsOf(phrase, items.foldedName),
		itemSearchColumns,
	);
	const where = matchWhere(values, filters, zones, stage);
	const hits = db
		.select({
			id: items.id,
			popularity: sql<number>`${items.orderCount}`.as('popularity'),
			available: sql<boolean>`${availableNow}`.as('available'),
			total: sql<number>`count(*) over()`.as('total'),
			...facts,
		})
		.from(items)
		.where(where)
		.as('hits');
	const fact = (key: string) =>
		key in facts ? (hits as unknown as Record<string, SQL.Aliased>)[key] : undefined;
	const keys: RankKey[] = [
		...lexiconRankFrom(kinds.length, fact),
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

interface ShapeKey {
	words: string[];
	filters: Filter[];
	zones: boolean;
}

const shapeName = (key: ShapeKey) =>
	`${kindsOf(key.words).join('')}|${key.filters.join(',')}|${key.zones ? 'z' : ''}`;

/** The ranked page statement of a query's shape and stage, prepared once per database. */
const statement = preparedShape('search_items', (key: ShapeKey & { stage: Stage }) => {
	const kinds = kindsOf(key.words);
	return {
		name: `${shapeName(key)}${key.stage === 'all' ? '|all' : ''}`,
		build: (db: Database) => build(db, kinds, key.filters, key.zones, key.stage),
	};
});

/** The count statement of a query's shape. */
const countStatement = preparedShape('search_items_count', (key: ShapeKey) => {
	const kinds = kindsOf(key.words);
	return {
		name: shapeName(key),
		build: (db: Database) => buildCount(db, kinds, key.filters, key.zones),
	};
});

/** The values of a query's placeholders. */
function bindings(
	q: ItemQuery,
	words: string[],
	sets: WordSets[],
	page: { limit: number; skip: number },
): Bindings {
	const now = q.now;
	if (!now) throw new Error('Search ranks by availability: the query needs `now`.');
	const phrase = phraseValues(words);
	const out: Bindings = {
		ph: phrase.phrase,
		ph1: phrase.firstName,
		ph2: phrase.secondName,
		ph3: phrase.startsFirst,
		ph4: phrase.startsSecond,
		moduleId: q.moduleId,
		today: q.today,
		weekday: now.weekday,
		time: now.time,
		limit: page.limit,
		skip: page.skip,
	};
	if (q.zoneIds) out.zoneIds = q.zoneIds;
	words.forEach((w, i) => {
		const set = sets[i] as WordSets;
		out[`n${i}`] = set.near;
		out[`i${i}`] = set.inName;
		out[`s${i}`] = set.starts;
		TENTHS.forEach((t, k) => {
			out[`c${i}_${t}`] = set.tenths[k];
		});
		const text = textPattern(w);
		if (text !== null) out[`t${i}`] = text;
	});
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
	const key = { words, filters, zones: q.zoneIds !== null };
	const sets = q.searchSets ?? (await lookupWordSets(db, words));
	const values = bindings(q, words, sets, page);
	let rows: Awaited<ReturnType<ReturnType<typeof statement>>> | undefined;
	let total = 0;
	if (words.length > 1) {
		// Two stages (ADR 049): the items with every word rank before all others (rule 1), so when
		// they fill the page, the others (every item with a common word: "and", "rice") are only
		// counted, never given their rank facts.
		const all = await statement({ ...key, stage: 'all' })(db, values);
		if (Number(all[0]?.total ?? 0) >= page.skip + page.limit) {
			rows = all;
			const counted = await countStatement(key)(db, values);
			total = Number(counted[0]?.total ?? 0);
		}
	}
	if (!rows) {
		rows = await statement({ ...key, stage: 'any' })(db, values);
		total = rows[0] ? Number(rows[0].total) : 0;
	}
	// Past the last page: the catalogue's list counts the matches.
	if (!rows[0] && page.skip > 0) return null;
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
