/**
 * Store hours and today's store discounts for formatting any list of stores, read once per
 * catalogue change (the catalogue cache, ADR 027, cleared over the bus in every process) instead
 * of two statements per list: search suggestions and results pages format stores on every call,
 * and neither the hours nor the discounts depend on the term (issue 15). "Open now" and the next
 * opening are computed per request from these hours (store-format.ts, store-candidates.ts).
 */
import { and, asc, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { memoized, UNTIL_CHANGED } from '../db/memo';
import { storeDiscounts, storeSchedules } from '../db/schema';
import type { ScheduleRow, StoreDiscountRow } from './stores.repo';

/** Every store's schedule rows as stored, in day and opening order, by store id. */
export function schedulesByStore(db: Database): Promise<Map<number, ScheduleRow[]>> {
	return memoized(db, 'store-schedules', UNTIL_CHANGED, async () => {
		const rows = await db
			.select()
			.from(storeSchedules)
			.orderBy(
				asc(storeSchedules.storeId),
				asc(storeSchedules.day),
				asc(storeSchedules.openingTime),
			);
		const byStore = new Map<number, ScheduleRow[]>();
		for (const row of rows) {
			const list = byStore.get(row.storeId);
			if (list) list.push(row);
			else byStore.set(row.storeId, [row]);
		}
		return byStore;
	});
}

/** The store discounts running on `today` (a shop-local date), by store id. */
function discountsOn(db: Database, today: string): Promise<Map<number, StoreDiscountRow>> {
	return memoized(db, `store-discounts:${today}`, UNTIL_CHANGED, async () => {
		const rows = await db
			.select()
			.from(storeDiscounts)
			.where(
				and(
					sql`${storeDiscounts.startDate} <= ${today}`,
					sql`${storeDiscounts.endDate} >= ${today}`,
				),
			)
			.orderBy(asc(storeDiscounts.id));
		const byStore = new Map<number, StoreDiscountRow>();
		for (const d of rows) if (!byStore.has(d.storeId)) byStore.set(d.storeId, d);
		return byStore;
	});
}

/** The hours and today's discount of these stores, as `toStore` takes them. */
export async function storeLookups(
	db: Database,
	ids: number[],
	today: string,
): Promise<{ schedules: ScheduleRow[]; discounts: StoreDiscountRow[] }> {
	const [schedules, discounts] = await Promise.all([schedulesByStore(db), discountsOn(db, today)]);
	return {
		schedules: ids.flatMap((id) => schedules.get(id) ?? []),
		discounts: ids.flatMap((id) => {
			const d = discounts.get(id);
			return d ? [d] : [];
		}),
	};
}
