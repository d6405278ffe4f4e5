/**
 * Store lists ordered by distance, "open now", popularity, rating, newest, name or delivery time
 * without a database read per request (issue 20). A shopper's position and the clock change every
 * answer, so the response cache (keyed by the rounded position) misses almost every time: 20,000
 * shoppers are 20,000 keys. What does not depend on them — which stores match the module, zones
 * and filters, and each store formatted but for its open flag, distance and opening texts
 * (store-cards.ts, ADR 043) — is read once per catalogue change into the catalogue cache (ADR 027,
 * cleared over the bus in every process); each request then computes "open now" from the cached
 * hours, the distance from its own position (the formula of `distanceSql`), sorts as
 * `stores.repo.ts` orders, pages and fills the four per-request fields. Orders that do not depend
 * on the position or the clock (newest, name, delivery time) take their rank from SQL's own order,
 * read once per catalogue change. Searches stay in SQL.
 */
import type { Database } from '../db/database';
import { memoized, UNTIL_CHANGED } from '../db/memo';
import { cardOpen, type StoreCard, storeCards } from './store-cards';
import { findStorePage, type StoreQuery, type StoreRow, type StoreSort } from './stores.repo';

/** Orders computed here from the position and the clock. */
const COMPUTED_SORTS = new Set<StoreSort>(['default', 'nearby', 'popular', 'top_rated']);
/** Orders that depend on neither: their rank is SQL's own order, read once per catalogue change. */
const RANKED_SORTS = new Set<StoreSort>(['newly_joined', 'name', 'fast']);

/** More stores than this in one module and zone set: the list stays in SQL. */
const MAX_CANDIDATES = 2000;

/** Whether a list can be answered from cached candidates (no search, no id list, a known order). */
export function inMemorySort(q: StoreQuery, sort: StoreSort): boolean {
	return (COMPUTED_SORTS.has(sort) || RANKED_SORTS.has(sort)) && !q.search?.length && !q.ids;
}

/** The cache key: everything the candidates depend on, nothing of the position or the clock. */
function candidatesKey(q: StoreQuery): string {
	const { now: _now, lat: _lat, lng: _lng, openNow: _open, ...rest } = q;
	return `store-candidates:${JSON.stringify(rest)}`;
}

async function loadCandidates(db: Database, q: StoreQuery): Promise<StoreRow[] | null> {
	const { rows } = await findStorePage(
		db,
		{ ...q, openNow: false, lat: null, lng: null },
		'default',
		{ limit: MAX_CANDIDATES + 1, skip: 0 },
	);
	return rows.length > MAX_CANDIDATES ? null : rows;
}

const RAD = Math.PI / 180;

/** `distanceSql` in JavaScript: great-circle metres, 0 when the position is unknown. */
function distanceTo(
	store: { latitude: number; longitude: number },
	lat: number | null,
	lng: number | null,
): number {
	if (lat === null || lng === null) return 0;
	const h =
		Math.sin(((store.latitude - lat) * RAD) / 2) ** 2 +
		Math.cos(lat * RAD) *
			Math.cos(store.latitude * RAD) *
			Math.sin(((store.longitude - lng) * RAD) / 2) ** 2;
	return 6371000 * 2 * Math.asin(Math.sqrt(h));
}

/** One store of this request's list: its card, open flag and distance from the shopper. */
export interface Ranked {
	id: number;
	card: StoreCard;
	open: 0 | 1;
	distance: number;
	/** Its place in SQL's order, for the orders taken from SQL. */
	rank: number;
}
const byId = (a: Ranked, b: Ranked) => a.id - b.id;
const openFirst = (r: Ranked) => (r.open === 1 && r.card.active ? 1 : 0);

/** The orders of `stores.repo.ts` `ordering()`, for the sorts computed here. */
const comparators: Partial<Record<StoreSort, (a: Ranked, b: Ranked) => number>> = {
	default: (a, b) => openFirst(b) - openFirst(a) || a.distance - b.distance || byId(a, b),
	nearby: (a, b) => a.distance - b.distance || byId(a, b),
	popular: (a, b) =>
		b.open - a.open ||
		b.card.orderCount - a.card.orderCount ||
		a.distance - b.distance ||
		byId(a, b),
	top_rated: (a, b) =>
		b.card.avgRating - a.card.avgRating || b.card.ratingCount - a.card.ratingCount || byId(a, b),
};
const byRank = (a: Ranked, b: Ranked) => a.rank - b.rank;

/** Each candidate's place in SQL's order for `sort` (one that ignores position and clock). */
function ranksOf(
	db: Database,
	q: StoreQuery,
	sort: StoreSort,
): Promise<Map<number, number> | null> {
	return memoized(db, `${candidatesKey(q)}:rank:${sort}`, UNTIL_CHANGED, async () => {
		const { rows } = await findStorePage(db, { ...q, openNow: false, lat: null, lng: null }, sort, {
			limit: MAX_CANDIDATES + 1,
			skip: 0,
		});
		return rows.length > MAX_CANDIDATES ? null : new Map(rows.map((r, i) => [r.id, i]));
	});
}

/**
 * One page of stores from the cached cards, or null when the list must go to SQL (too many
 * stores). Rows carry this request's open flag and distance.
 */
export async function storePageInMemory(
	db: Database,
	q: StoreQuery,
	sort: StoreSort,
	page: { limit: number; skip: number },
	baseUrl = '',
): Promise<{ total: number; rows: Ranked[] } | null> {
	const key = candidatesKey(q);
	const ranked = RANKED_SORTS.has(sort);
	const [candidates, ranks] = await Promise.all([
		memoized(db, key, UNTIL_CHANGED, () => loadCandidates(db, q)),
		ranked ? ranksOf(db, q, sort) : null,
	]);
	const compare = ranked ? byRank : comparators[sort];
	if (!candidates || !compare || (ranked && !ranks)) return null;
	const cards = await storeCards(db, key, candidates, q.today, baseUrl);
	if (!cards) return null;
	const list: Ranked[] = [];
	for (const card of cards) {
		const open = cardOpen(card, q.now);
		if (q.openNow && !(open === 1 && card.active)) continue;
		const rank = ranks?.get(card.id);
		if (ranks && rank === undefined) return null;
		list.push({
			id: card.id,
			card,
			open,
			distance: distanceTo(card, q.lat, q.lng),
			rank: rank ?? 0,
		});
	}
	list.sort(compare);
	return { total: list.length, rows: list.slice(page.skip, page.skip + page.limit) };
}
