// Issue 14 item 5: a closed store says when it opens ("Opens at 10:00", or a later day), in the
// shop's time zone (contract §11.13 store hours: weekday 0 = Sunday; a row brackets the time).
import { isWithinTimeWindow, type LocalTime, normalizeTime } from './local-time';

export interface OpeningWindow {
	day: number;
	openingTime: string;
	closingTime: string;
}

/** When a closed store opens next: in how many days (0 = today) and at what time ("HH:MM"). */
export interface NextOpening {
	days: number;
	/** 0 = Sunday … 6 = Saturday, of the opening day. */
	weekday: number;
	time: string;
}

/**
 * The next opening after `now` (shop-local), looking a week ahead; null when the store is open
 * now or has no hours at all. Today's later window wins over tomorrow's.
 */
export function nextOpening(windows: readonly OpeningWindow[], now: LocalTime): NextOpening | null {
	const time = normalizeTime(now.time);
	const openNow = windows.some(
		(w) => w.day === now.weekday && isWithinTimeWindow(time, w.openingTime, w.closingTime),
	);
	if (openNow) return null;
	for (let days = 0; days <= 7; days++) {
		const weekday = (now.weekday + days) % 7;
		const starts = windows
			.filter((w) => w.day === weekday)
			.map((w) => normalizeTime(w.openingTime))
			.filter((start) => days > 0 || start > time)
			.sort();
		const first = starts[0];
		if (first) return { days, weekday, time: first.slice(0, 5) };
	}
	return null;
}
