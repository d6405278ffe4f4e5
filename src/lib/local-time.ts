/** Wall-clock date, time and weekday of an instant in a time zone (store hours, campaign days). */
export interface LocalTime {
	/** "YYYY-MM-DD" */
	date: string;
	/** "HH:MM:SS" */
	time: string;
	/** 0 = Sunday … 6 = Saturday */
	weekday: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
	let f = formatters.get(timeZone);
	if (!f) {
		f = new Intl.DateTimeFormat('en-US', {
			timeZone,
			hourCycle: 'h23',
			year: 'numeric',
			month: '2-digit',
			day: '2-digit',
			hour: '2-digit',
			minute: '2-digit',
			second: '2-digit',
			weekday: 'short',
		});
		formatters.set(timeZone, f);
	}
	return f;
}

/** The last answer per time zone: a request asks for the same second several times (issue 20). */
const lastAnswer = new Map<string, { second: number; value: Readonly<LocalTime> }>();

export function localTime(instant: Date, timeZone: string): LocalTime {
	const second = Math.floor(instant.getTime() / 1000);
	const last = lastAnswer.get(timeZone);
	if (last && last.second === second) return last.value;
	const value = Object.freeze(computeLocalTime(instant, timeZone));
	if (Number.isFinite(second)) lastAnswer.set(timeZone, { second, value });
	return value;
}

function computeLocalTime(instant: Date, timeZone: string): LocalTime {
	const parts = Object.fromEntries(
		formatter(timeZone)
			.formatToParts(instant)
			.map((p) => [p.type, p.value]),
	);
	return {
		date: `${parts.year}-${parts.month}-${parts.day}`,
		time: `${parts.hour}:${parts.minute}:${parts.second}`,
		weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
	};
}

const NORMAL_TIME = /^\d\d:\d\d:\d\d$/;

/** "7:5" or "07:05" → "07:05:00"; the seed and the API speak both. */
export function normalizeTime(value: string): string {
	if (NORMAL_TIME.test(value)) return value;
	const [h = '0', m = '0', s = '0'] = value.split(':');
	return [h, m, s].map((p) => p.padStart(2, '0')).join(':');
}

/** Whether `time` lies in [start, end); a window that ends before it starts runs past midnight. */
export function isWithinTimeWindow(time: string, start: string, end: string): boolean {
	const [t, s, e] = [time, start, end].map(normalizeTime) as [string, string, string];
	return s <= e ? t >= s && t < e : t >= s || t < e;
}
