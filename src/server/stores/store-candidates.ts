/**
 * Store lists ordered by distance or by "open now" without a database read per request (issue 20).
 * A shopper's position and the clock change every answer, so the response cache (keyed by the
 * rounded position) misses almost every time: 20,000 shoppers are 20,000 keys. What does not
 * depend on them — which stores match the module, zones and filters, with their item counts, and
 * every store's hours and today's discounts (store-lookups.ts) — is read once per catalogue change
 * into the catalogue cache (ADR 027, cleared over the bus in every process); each request then computes "open now" from
 * those cached hours, the distance from its own position (the formula of `distanceSql`), sorts as
 * `stores.repo.ts` orders, pages and formats. Searches, name and delivery-time orders stay in SQL.
 */
import type { LocalTime } from '~/lib/local-time';
import type { Database } from '../db/database';
import { memoized, UNTIL_CHANGED } from '../db/memo';
import { schedulesByStore, storeLookups } from './store-lookups';
import {
	findStorePage,
	type ScheduleRow,
	type StoreDiscountRow,
	type StoreQuery,
	type StoreRow,
	type StoreSort,
} from './stores.repo';

/** The orders computed here; the others (relevance, name, fast, newly joined) stay in SQL. */
const IN_MEMORY_SORTS = new Set<StoreSort>(['default', 'nearby', 'popular', 'top_rated']);

/** More stores than this in one module and zone set: the list stays in SQL. */
const MAX_CANDIDATES = 2000;

/** Whether a list can be answered from cached candidates (no search, no id list, a known order). */
export function inMemorySort(q: StoreQuery, sort: StoreSort): boolean {
	return IN_MEMORY_SORTS.has(sort) && !q.search?.length && !q.ids;
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

/**
 * `openNowSql` in JavaScript: a schedule row of today's weekday brackets the local time, compared
 * as the SQL compares them (the stored text against "HH:MM:SS").
 */
function openAt(schedules: ScheduleRow[] | undefined, now: LocalTime): 0 | 1 {
	return schedules?.some(
		(s) => s.day === now.weekday && s.openingTime <= now.time && s.closingTime > now.time,
	)
		? 1
		: 0;
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

type Ranked = StoreRow;
const byId = (a: Ranked, b: Ranked) => a.id - b.id;
const openFirst = (r: Ranked) => (r.open === 1 && r.active ? 1 : 0);

/** The orders of `stores.repo.ts` `ordering()`, for the sorts computed here. */
const comparators: Partial<Record<StoreSort, (a: Ranked, b: Ranked) => number>> = {
	default: (a, b) => openFirst(b) - openFirst(a) || a.distance - b.distance || byId(a, b),
	nearby: (a, b) => a.distance - b.distance || byId(a, b),
	popular: (a, b) =>
		b.open - a.open || b.orderCount - a.orderCount || a.distance - b.distance || byId(a, b),
	top_rated: (a, b) => b.avgRating - a.avgRating || b.ratingCount - a.ratingCount || byId(a, b),
};

/**
 * One page of stores from the cached candidates, or null when the list must go to SQL (too many
 * stores). Rows carry this request's open and distance; lookups hold the page's hours and discounts.
 */
export async function storePageInMemory(
	db: Database,
	q: StoreQuery,
	sort: StoreSort,
	page: { limit: number; skip: number },
): Promise<{
	total: number;
	rows: StoreRow[];
	schedules: ScheduleRow[];
	discounts: StoreDiscountRow[];
} | null> {
	const [candidates, schedules] = await Promise.all([
		memoized(db, candidatesKey(q), UNTIL_CHANGED, () => loadCandidates(db, q)),
		schedulesByStore(db),
	]);
	const compare = comparators[sort];
	if (!candidates || !compare) return null;
	const ranked: StoreRow[] = [];
	for (const row of candidates) {
		const open = openAt(schedules.get(row.id), q.now);
		if (q.openNow && !(open === 1 && row.active)) continue;
		ranked.push({ ...row, open, distance: distanceTo(row, q.lat, q.lng) });
	}
	ranked.sort(compare);
	const rows = ranked.slice(page.skip, page.skip + page.limit);
	const lookups = await storeLookups(
		db,
		rows.map((r) => r.id),
		q.today,
	);
	return { total: ranked.length, rows, ...lookups };
}
