/**
 * Store lists' cards, formatted once per catalogue change (ADR 043, issue 20). A store list ordered
 * by distance is asked from thousands of positions: what a store looks like in it — every field of
 * the 6amMart store shape but four — does not depend on the position or the clock, so it is built
 * once per module, zones, filters, shop date and origin into the catalogue cache (ADR 027: bounded,
 * dropped in every process by the bus's `catalog_changed`), together with its JSON text cut around
 * those four fields. Each request fills only `open`, `distance`, `current_opening_time` and
 * `opens_at` (computed from the cached hours and the request's clock, never cached as a flag).
 */
import type { LocalTime } from '~/lib/local-time';
import { round2 } from '~/lib/numbers';
import type { Database } from '../db/database';
import { memoized, UNTIL_CHANGED } from '../db/memo';
import { opensAt, type Store, toStore } from './store-format';
import { schedulesByStore, storeLookups } from './store-lookups';
import type { ScheduleRow, StoreRow } from './stores.repo';

/** One store of a list, as cached: its sort keys, its hours, its formatted shape and JSON. */
export interface StoreCard {
	id: number;
	active: boolean;
	latitude: number;
	longitude: number;
	orderCount: number;
	avgRating: number;
	ratingCount: number;
	/** Schedule rows by weekday (0 = Sunday), each day by opening time. */
	byDay: ScheduleRow[][];
	schedules: ScheduleRow[];
	/** The store with placeholders in the four per-request fields (their keys keep their place). */
	store: Store;
	/** Its JSON in three parts: before `open`'s value, between `distance` and `current_opening_time`'s, after `opens_at`'s. */
	json: [string, string, string] | null;
}

/** More candidates than this: cards are not kept (the page's stores are formatted per request). */
export const MAX_CARDS = 300;

const OPEN = ',"open":0,"distance":0';
const CLOCK = ',"current_opening_time":"","opens_at":null';

/** The store's JSON cut around the per-request fields, or null if the shape has moved them. */
function jsonParts(store: Store): [string, string, string] | null {
	const text = JSON.stringify(store);
	const open = text.indexOf(`${OPEN},`);
	const clock = text.indexOf(`${CLOCK},`);
	if (open < 0 || clock < open || text.indexOf(`${OPEN},`, open + 1) >= 0) return null;
	return [
		`${text.slice(0, open)},"open":`,
		`${text.slice(open + OPEN.length, clock)},"current_opening_time":`,
		text.slice(clock + CLOCK.length),
	];
}

const PLACEHOLDER_NOW: LocalTime = { date: '', time: '', weekday: -1 };

/** Cards of these candidate rows, formatted for `today` and `baseUrl`. */
async function buildCards(
	db: Database,
	rows: StoreRow[],
	today: string,
	baseUrl: string,
): Promise<StoreCard[]> {
	const [schedules, lookups] = await Promise.all([
		schedulesByStore(db),
		storeLookups(
			db,
			rows.map((r) => r.id),
			today,
		),
	]);
	return rows.map((row) => {
		const own = schedules.get(row.id) ?? [];
		const store = toStore(
			{ ...row, open: 0, distance: 0 },
			{ ...lookups, now: PLACEHOLDER_NOW, baseUrl },
		);
		store.current_opening_time = '';
		store.opens_at = null;
		const byDay: ScheduleRow[][] = [[], [], [], [], [], [], []];
		for (const s of own) byDay[s.day]?.push(s);
		for (const day of byDay) day.sort((a, b) => a.openingTime.localeCompare(b.openingTime));
		return {
			id: row.id,
			active: row.active,
			latitude: row.latitude,
			longitude: row.longitude,
			orderCount: row.orderCount,
			avgRating: row.avgRating,
			ratingCount: row.ratingCount,
			byDay,
			schedules: own,
			store,
			json: jsonParts(store),
		};
	});
}

/**
 * The cards of a candidate list (`key`: its cache key, rows: the candidates), or null when there
 * are too many to keep. Loaded once per catalogue change, date and origin.
 */
export function storeCards(
	db: Database,
	key: string,
	rows: StoreRow[],
	today: string,
	baseUrl: string,
): Promise<StoreCard[]> | null {
	if (rows.length > MAX_CARDS) return null;
	return memoized(db, `store-cards:${baseUrl}|${key}`, UNTIL_CHANGED, () =>
		buildCards(db, rows, today, baseUrl),
	);
}

/** `openNowSql` in JavaScript: a schedule row of today's weekday brackets the local time. */
export function cardOpen(card: StoreCard, now: LocalTime): 0 | 1 {
	return card.byDay[now.weekday]?.some((s) => s.openingTime <= now.time && s.closingTime > now.time)
		? 1
		: 0;
}

/** `currentOpeningTime` of store-format.ts from the day's rows, already in opening order. */
function openingTime(card: StoreCard, now: LocalTime): string {
	return card.byDay[now.weekday]?.find((s) => s.closingTime > now.time)?.openingTime ?? 'closed';
}

/** A card with this request's fields filled in, as `toStore` would have formatted it. */
export function cardStore(card: StoreCard, open: number, distance: number, now: LocalTime): Store {
	return {
		...card.store,
		open,
		distance: round2(distance),
		current_opening_time: openingTime(card, now),
		opens_at: opensAt({ open, active: card.active }, card.schedules, now),
	};
}

/** The JSON text of `cardStore(card, open, distance, now)`. */
export function cardJson(card: StoreCard, open: number, distance: number, now: LocalTime): string {
	if (!card.json) return JSON.stringify(cardStore(card, open, distance, now));
	const [head, middle, tail] = card.json;
	const opens = opensAt({ open, active: card.active }, card.schedules, now);
	return (
		`${head}${open},"distance":${JSON.stringify(round2(distance))}${middle}` +
		`${JSON.stringify(openingTime(card, now))},"opens_at":` +
		`${JSON.stringify(opens)}${tail}`
	);
}
