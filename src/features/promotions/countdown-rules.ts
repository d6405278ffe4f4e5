// spec §2 "Catalogue and cards": campaign countdown DD:HH:MM:SS, ending with 'This campaign is over'.

export interface Remaining {
	days: number;
	hours: number;
	minutes: number;
	seconds: number;
	/** True once the end has passed (the countdown then shows the "over" text). */
	over: boolean;
}

const SECOND_MS = 1000;

/** Whole days, hours, minutes and seconds from `nowMs` until `endMs`; zeros once over. */
export function remainingTime(endMs: number, nowMs: number): Remaining {
	const left = Math.floor((endMs - nowMs) / SECOND_MS);
	if (!Number.isFinite(left) || left <= 0)
		return { days: 0, hours: 0, minutes: 0, seconds: 0, over: true };
	return {
		days: Math.floor(left / 86_400),
		hours: Math.floor((left % 86_400) / 3600),
		minutes: Math.floor((left % 3600) / 60),
		seconds: left % 60,
		over: false,
	};
}

/** The four parts, each at least two digits: ["03", "04", "05", "06"]. */
export function countdownParts(r: Remaining): [string, string, string, string] {
	const two = (n: number) => String(n).padStart(2, '0');
	return [two(r.days), two(r.hours), two(r.minutes), two(r.seconds)];
}

/** "DD:HH:MM:SS". */
export function formatCountdown(r: Remaining): string {
	return countdownParts(r).join(':');
}

/** Milliseconds a time zone is ahead of UTC at an instant (Asia/Singapore: 8 h). */
function zoneOffsetMs(instantMs: number, timeZone: string): number {
	const parts = Object.fromEntries(
		new Intl.DateTimeFormat('en-US', {
			timeZone,
			hourCycle: 'h23',
			year: 'numeric',
			month: '2-digit',
			day: '2-digit',
			hour: '2-digit',
			minute: '2-digit',
			second: '2-digit',
		})
			.formatToParts(new Date(instantMs))
			.map((p) => [p.type, Number(p.value)]),
	) as Record<string, number>;
	const asUtc = Date.UTC(
		parts.year ?? 1970,
		(parts.month ?? 1) - 1,
		parts.day ?? 1,
		parts.hour ?? 0,
		parts.minute ?? 0,
		parts.second ?? 0,
	);
	return asUtc - Math.floor(instantMs / SECOND_MS) * SECOND_MS;
}

/**
 * The instant of a wall-clock date ("YYYY-MM-DD") and time ("HH:MM" or "HH:MM:SS") in a time
 * zone; null when the date is not one.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date | null {
	const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
	const t = /^(\d{1,2}):(\d{1,2})(?::(\d{1,2}))?$/.exec(time.trim()) ?? [];
	if (!d) return null;
	const wall = Date.UTC(
		Number(d[1]),
		Number(d[2]) - 1,
		Number(d[3]),
		Number(t[1] ?? 0),
		Number(t[2] ?? 0),
		Number(t[3] ?? 0),
	);
	// Twice: the offset at the first guess can differ from the offset at the result (DST edges).
	const first = wall - zoneOffsetMs(wall, timeZone);
	return new Date(wall - zoneOffsetMs(first, timeZone));
}

/**
 * When a basic campaign ends: its last day at its daily end time (the whole last day when the
 * end time is missing), in the shop's time zone.
 */
export function campaignEndsAt(
	campaign: { available_date_ends: string | null; end_time: string | null },
	timeZone: string,
): Date | null {
	if (!campaign.available_date_ends) return null;
	const end = campaign.end_time || '23:59:59';
	// "23:59" means the end of that minute.
	const withSeconds = /^\d{1,2}:\d{1,2}$/.test(end) ? `${end}:59` : end;
	return zonedInstant(campaign.available_date_ends, withSeconds, timeZone);
}

/** When a basic campaign starts: its first day at its daily start time, in the shop's time zone. */
export function campaignStartsAt(
	campaign: { available_date_starts: string | null; start_time: string | null },
	timeZone: string,
): Date | null {
	if (!campaign.available_date_starts) return null;
	return zonedInstant(campaign.available_date_starts, campaign.start_time || '00:00', timeZone);
}
