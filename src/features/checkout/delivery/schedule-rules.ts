// spec §2 /checkout schedule; contract §8.1 schedule_at ("YYYY-MM-DD HH:mm:ss", store-local time),
// §11.13 store hours (weekday 0 = Sunday; a row brackets the time)
import { isWithinTimeWindow, type LocalTime, normalizeTime } from '~/lib/local-time';

/** One opening window of a store, as `stores/details` lists them. */
export interface OpeningHours {
	day: number;
	opening_time: string;
	closing_time: string;
}

export interface ScheduleSlot {
	/** 'YYYY-MM-DD HH:mm:ss': what the order sends as schedule_at. */
	value: string;
	day: 'today' | 'tomorrow';
	/** 'HH:mm' */
	start: string;
	/** 'HH:mm' */
	end: string;
}

export const DEFAULT_SLOT_MINUTES = 30;
const DAY_MINUTES = 24 * 60;

/** config schedule_order_slot_duration, default 30 minutes when missing or not a positive number. */
export function slotMinutes(raw: unknown): number {
	const n = Number(raw);
	return Number.isInteger(n) && n >= 5 && n <= 720 ? n : DEFAULT_SLOT_MINUTES;
}

function toMinutes(time: string): number {
	const [h = '0', m = '0'] = normalizeTime(time).split(':');
	return Number(h) * 60 + Number(m);
}

function hhmm(minutes: number): string {
	const h = Math.floor(minutes / 60) % 24;
	const m = minutes % 60;
	return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** The calendar day after 'YYYY-MM-DD'. */
export function nextDate(date: string): string {
	const d = new Date(`${date}T00:00:00Z`);
	d.setUTCDate(d.getUTCDate() + 1);
	return d.toISOString().slice(0, 10);
}

/** Whether the store is open at a local weekday and time (contract §11.13). */
export function isOpenAt(hours: readonly OpeningHours[], weekday: number, time: string): boolean {
	return hours.some(
		(h) => h.day === weekday && isWithinTimeWindow(time, h.opening_time, h.closing_time),
	);
}

function slotsOfDay(
	hours: readonly OpeningHours[],
	weekday: number,
	length: number,
	after: number,
): [number, number][] {
	const slots: [number, number][] = [];
	const windows = hours
		.filter((h) => h.day === weekday)
		.map((h) => {
			const open = toMinutes(h.opening_time);
			const close = toMinutes(h.closing_time);
			// A window that ends before it starts runs to midnight here; the rest belongs to tomorrow.
			return [open, close <= open ? DAY_MINUTES : close] as const;
		})
		.sort((a, b) => a[0] - b[0]);
	for (const [open, close] of windows) {
		for (let start = open; start < close; start += length) {
			if (start <= after) continue;
			const end = Math.min(start + length, close);
			if (!slots.some(([s]) => s === start)) slots.push([start, end]);
		}
	}
	return slots;
}

/**
 * The slots a shopper may schedule for (spec §2): today after now, and tomorrow, each within the
 * store's hours, `length` minutes long (the last one of a window ends at closing time).
 */
export function scheduleSlots(
	hours: readonly OpeningHours[],
	now: LocalTime,
	length: number = DEFAULT_SLOT_MINUTES,
): ScheduleSlot[] {
	const nowMinutes = toMinutes(now.time);
	const tomorrow = nextDate(now.date);
	const make =
		(date: string, day: ScheduleSlot['day']) =>
		([start, end]: [number, number]): ScheduleSlot => ({
			value: `${date} ${hhmm(start)}:00`,
			day,
			start: hhmm(start),
			end: end >= DAY_MINUTES ? '24:00' : hhmm(end),
		});
	return [
		...slotsOfDay(hours, now.weekday, length, nowMinutes).map(make(now.date, 'today')),
		...slotsOfDay(hours, (now.weekday + 1) % 7, length, -1).map(make(tomorrow, 'tomorrow')),
	];
}

/**
 * The schedule actually sent: the chosen slot while it is still offered; otherwise now when the
 * store is open, else the first slot (or null when there is none: the server will refuse).
 */
export function effectiveSchedule(
	chosen: string | null,
	slots: readonly ScheduleSlot[],
	openNow: boolean,
): string | null {
	if (chosen && slots.some((s) => s.value === chosen)) return chosen;
	if (openNow) return null;
	return slots[0]?.value ?? null;
}
