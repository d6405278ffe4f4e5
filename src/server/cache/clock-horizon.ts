/**
 * When the clock next changes what a catalogue page says (ADR 033). Nothing is written to the
 * database when 10:00 comes, so no notice tells a cache that a store has opened, a breakfast item
 * stopped being available or a flash sale ended. Instead of a short time to live, a cached page
 * lives until the next such instant, computed from the cached hours themselves: every opening and
 * closing time of every store, every item's availability window, the daily windows of campaigns,
 * item campaigns and store discounts, midnight (dates of coupons, cashbacks, ads, "Opens
 * tomorrow"), and the start and end of every flash sale. The list is read once per catalogue
 * change (the catalogue cache, ADR 027), so the check per request is arithmetic.
 *
 * Times of day are taken as daily boundaries whatever their weekday (a superset: a page may be
 * rendered again a few times a day more than needed, never shown stale); the windows that include
 * their last second (item availability, campaigns, discounts) also one second after it.
 */
import { getTimeZone } from '../config/settings';
import type { Database } from '../db/database';
import { memoized, UNTIL_CHANGED } from '../db/memo';
import {
	campaigns,
	flashSales,
	itemCampaigns,
	items,
	storeDiscounts,
	storeSchedules,
} from '../db/schema';
import { localTime, normalizeTime } from '~/lib/local-time';

const DAY_S = 86_400;

interface ClockBoundaries {
	/** Seconds after local midnight, sorted, distinct. */
	daily: number[];
	/** Epoch ms of one-off changes (flash sales), sorted. */
	instants: number[];
}

function secondsOfDay(time: string): number | null {
	const [h, m, s] = normalizeTime(time).split(':').map(Number);
	if (h === undefined || m === undefined || s === undefined) return null;
	const total = h * 3600 + m * 60 + s;
	return Number.isFinite(total) ? total % DAY_S : null;
}

/** The boundaries of the catalogue's clock, read from the database. */
async function readClockBoundaries(db: Database): Promise<ClockBoundaries> {
	const [schedules, itemHours, campaignHours, itemCampaignHours, discountHours, sales] =
		await Promise.all([
			db
				.selectDistinct({ a: storeSchedules.openingTime, b: storeSchedules.closingTime })
				.from(storeSchedules),
			db.selectDistinct({ a: items.availableTimeStarts, b: items.availableTimeEnds }).from(items),
			db.selectDistinct({ a: campaigns.startTime, b: campaigns.endTime }).from(campaigns),
			db
				.selectDistinct({ a: itemCampaigns.startTime, b: itemCampaigns.endTime })
				.from(itemCampaigns),
			db
				.selectDistinct({ a: storeDiscounts.startTime, b: storeDiscounts.endTime })
				.from(storeDiscounts),
			db.select({ a: flashSales.startDate, b: flashSales.endDate }).from(flashSales),
		]);
	const daily = new Set<number>([0]);
	const add = (time: string, inclusiveEnd: boolean) => {
		const s = secondsOfDay(time);
		if (s === null) return;
		daily.add(s);
		// A window that includes its last second changes one second after it.
		if (inclusiveEnd) daily.add((s + 1) % DAY_S);
	};
	// Store hours are half-open (`openNowSql`, `isWithinTimeWindow`): they change at the time.
	for (const row of schedules) {
		add(row.a, false);
		add(row.b, false);
	}
	// Item availability and the campaign and discount windows include their end.
	for (const row of [...itemHours, ...campaignHours, ...itemCampaignHours, ...discountHours]) {
		add(row.a, true);
		add(row.b, true);
	}
	const instants = new Set<number>();
	for (const sale of sales) {
		for (const iso of [sale.a, sale.b]) {
			const ms = Date.parse(iso);
			if (Number.isFinite(ms)) {
				instants.add(ms);
				instants.add(ms + 1000);
			}
		}
	}
	return {
		daily: [...daily].sort((x, y) => x - y),
		instants: [...instants].sort((x, y) => x - y),
	};
}

/**
 * The first boundary strictly after `now` (epoch ms), given the shop's local time of day at `now`
 * in seconds. Pure, for tests.
 */
export function nextBoundary(
	boundaries: ClockBoundaries,
	now: number,
	localSeconds: number,
): number {
	const wholeSecond = Math.floor(now / 1000) * 1000;
	const later = boundaries.daily.find((s) => s > localSeconds);
	const first = boundaries.daily[0] ?? 0;
	const secondsAhead = later !== undefined ? later - localSeconds : DAY_S - localSeconds + first;
	const daily = wholeSecond + secondsAhead * 1000;
	const instant = boundaries.instants.find((ms) => ms > now);
	return instant !== undefined && instant < daily ? instant : daily;
}

/** Epoch ms of the next instant at which the clock changes any catalogue page (see above). */
export async function clockHorizon(db: Database, now: Date = new Date()): Promise<number> {
	const [boundaries, timeZone] = await Promise.all([
		memoized(db, 'clock-boundaries', UNTIL_CHANGED, () => readClockBoundaries(db)),
		getTimeZone(db),
	]);
	const local = secondsOfDay(localTime(now, timeZone).time) ?? 0;
	return nextBoundary(boundaries, now.getTime(), local);
}
