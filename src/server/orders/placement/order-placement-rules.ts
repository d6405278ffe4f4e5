/**
 * Rules of order placement that need no database (contract §8.1 steps 1, 3, 4 and 12): required
 * fields, the guest's contact, the schedule, store hours, the delivery address, the first status.
 */
import { SCHEDULE_DAYS } from '~/config/constants';
import type { OrderPlaceRequest } from '~/contracts/order-place';
import { compactPhone, isEmail, isPhone } from '~/lib/contact';
import { type LocalTime, localTime, normalizeTime } from '~/lib/local-time';
import type { OrderDeliveryAddress } from '../../db/schema';

export interface FieldError {
	code: string;
	message: string;
}

const requiredField = (code: string, name = code.replaceAll('_', ' ')): FieldError => ({
	code,
	message: `The ${name} field is required.`,
});

/**
 * contract §8.1 validation: the delivery point is needed for every order (the zone check sits
 * behind it, contract §11.12), the address and distance for deliveries; a saved address
 * (`address_id`) supplies the point and the address. Buy-now needs its `cart`.
 */
export function requiredFieldErrors(input: OrderPlaceRequest): FieldError[] {
	const errors: FieldError[] = [];
	const delivery = input.order_type === 'delivery';
	if (input.address_id === undefined) {
		if (delivery && !input.address) errors.push(requiredField('address'));
		if (input.longitude === undefined) errors.push(requiredField('longitude'));
		if (input.latitude === undefined) errors.push(requiredField('latitude'));
	}
	if (delivery && input.distance === undefined) errors.push(requiredField('distance'));
	if (input.is_buy_now && !input.cart) errors.push(requiredField('cart'));
	return errors;
}

/** Phone numbers as typed: spaces, dashes, dots and brackets dropped (lib/contact). */
export const normalizePhone = compactPhone;

/**
 * spec §5 guest contact form, contract §8.1: guests must give a name, number and email; whoever
 * gives a number or an email gives a well-formed one.
 */
export function contactErrors(
	input: Partial<
		Pick<
			OrderPlaceRequest,
			'contact_person_name' | 'contact_person_number' | 'contact_person_email'
		>
	>,
	requireAll: boolean,
): FieldError[] {
	const errors: FieldError[] = [];
	const fields = ['contact_person_name', 'contact_person_number', 'contact_person_email'] as const;
	for (const field of fields) {
		if (requireAll && !input[field]) errors.push(requiredField(field));
	}
	const number = input.contact_person_number;
	if (number && !isPhone(number))
		errors.push({
			code: 'contact_person_number',
			message: 'The contact person number format is invalid.',
		});
	const email = input.contact_person_email;
	if (email && !isEmail(email))
		errors.push({
			code: 'contact_person_email',
			message: 'The contact person email must be a valid email address.',
		});
	return errors;
}

/** "YYYY-MM-DD HH:mm[:ss]" (or with a T) as a wall-clock date and time; null when not a real one. */
export function parseLocalDateTime(text: string): { date: string; time: string } | null {
	const match = text.trim().match(/^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/);
	if (!match) return null;
	const [y, mo, d, h, mi, s = '00'] = match.slice(1) as [string, string, string, string, string];
	const at = new Date(Date.UTC(+y, +mo - 1, +d, +h, +mi, +s));
	const valid =
		at.getUTCFullYear() === +y &&
		at.getUTCMonth() === +mo - 1 &&
		at.getUTCDate() === +d &&
		+h < 24 &&
		+mi < 60 &&
		+s < 60;
	return valid ? { date: `${y}-${mo}-${d}`, time: `${h}:${mi}:${s}` } : null;
}

function wallClockMs(local: { date: string; time: string }): number {
	const [y = 0, mo = 1, d = 1] = local.date.split('-').map(Number);
	const [h = 0, mi = 0, s = 0] = local.time.split(':').map(Number);
	return Date.UTC(y, mo - 1, d, h, mi, s);
}

/** The instant a wall-clock time in `timeZone` names (the earlier one in a DST overlap). */
export function localToInstant(local: { date: string; time: string }, timeZone: string): Date {
	const wall = wallClockMs(local);
	let guess = wall;
	for (let i = 0; i < 3; i += 1) {
		const seen = wallClockMs(localTime(new Date(guess), timeZone));
		if (seen === wall) break;
		guess += wall - seen;
	}
	return new Date(guess);
}

/** The order time: `schedule_at` in the shop's time zone, or now. */
export interface OrderTime {
	instant: Date;
	local: LocalTime;
	scheduled: boolean;
}

export function orderTime(
	scheduleAt: string | undefined,
	now: Date,
	timeZone: string,
): OrderTime | null {
	if (scheduleAt === undefined)
		return { instant: now, local: localTime(now, timeZone), scheduled: false };
	const local = parseLocalDateTime(scheduleAt);
	if (!local) return null;
	const instant = localToInstant(local, timeZone);
	return { instant, local: localTime(instant, timeZone), scheduled: true };
}

/** A schedule a minute in the past still counts as now (the slot the shopper picked just began). */
export const SCHEDULE_GRACE_MS = 60_000;

export type ScheduleRejection = 'past' | 'not_allowed' | 'too_far';

/** The last local date (YYYY-MM-DD) an order may be scheduled for, `SCHEDULE_DAYS` from today. */
export function lastScheduleDate(today: string): string {
	const d = new Date(`${today}T00:00:00Z`);
	d.setUTCDate(d.getUTCDate() + SCHEDULE_DAYS - 1);
	return d.toISOString().slice(0, 10);
}

/**
 * contract §8.1 step 4: a scheduled order may not lie in the past, needs a store (and a shop)
 * that take scheduled orders, and lies within the slot days the checkout offers (SCHEDULE_DAYS).
 */
export function checkSchedule(
	at: OrderTime,
	now: Date,
	scheduleAllowed: boolean,
	timeZone = 'UTC',
): ScheduleRejection | null {
	if (!at.scheduled) return null;
	if (at.instant.getTime() < now.getTime() - SCHEDULE_GRACE_MS) return 'past';
	if (!scheduleAllowed) return 'not_allowed';
	if (at.local.date > lastScheduleDate(localTime(now, timeZone).date)) return 'too_far';
	return null;
}

export interface ScheduleWindow {
	day: number;
	openingTime: string;
	closingTime: string;
}

/**
 * contract §11.13: open when a schedule row of that weekday brackets the time; the vendor's pause
 * switch (`active` off) closes the store for orders now, not for orders scheduled later.
 */
export function storeOpenAt(schedules: ScheduleWindow[], at: OrderTime, active: boolean): boolean {
	if (!active && !at.scheduled) return false;
	const { weekday, time } = at.local;
	return schedules.some(
		(s) =>
			s.day === weekday &&
			normalizeTime(s.openingTime) <= time &&
			normalizeTime(s.closingTime) > time,
	);
}

/** A saved address (contract §6) as an order copies it. */
export interface SavedAddress {
	addressType: string;
	contactPersonName: string;
	contactPersonNumber: string;
	address: string;
	latitude: number;
	longitude: number;
	floor: string | null;
	road: string | null;
	house: string | null;
}

/** The signed-in customer's profile, for contact details the order does not give. */
export interface ContactProfile {
	fName: string;
	lName: string;
	phone: string;
	email: string | null;
}

/**
 * contract §8.3 `delivery_address`: a saved address is copied as it is; otherwise the body's
 * address, with the contact from the body or else the customer's profile. Coordinates are strings;
 * `address_type` defaults to 'Delivery'.
 */
export function deliveryAddress(
	body: Partial<
		Pick<
			OrderPlaceRequest,
			| 'contact_person_name'
			| 'contact_person_number'
			| 'contact_person_email'
			| 'address_type'
			| 'address'
			| 'floor'
			| 'road'
			| 'house'
			| 'latitude'
			| 'longitude'
		>
	>,
	saved: SavedAddress | null,
	profile: ContactProfile | null,
): OrderDeliveryAddress {
	const profileName = profile ? `${profile.fName} ${profile.lName}`.trim() : '';
	const number = saved?.contactPersonNumber ?? body.contact_person_number ?? profile?.phone ?? '';
	return {
		contact_person_name: saved?.contactPersonName ?? body.contact_person_name ?? profileName,
		contact_person_number: normalizePhone(number),
		contact_person_email: body.contact_person_email ?? profile?.email ?? null,
		address_type: saved?.addressType ?? body.address_type ?? 'Delivery',
		address: saved?.address ?? body.address ?? '',
		floor: saved ? saved.floor : (body.floor ?? null),
		road: saved ? saved.road : (body.road ?? null),
		house: saved ? saved.house : (body.house ?? null),
		longitude: String(saved?.longitude ?? body.longitude ?? ''),
		latitude: String(saved?.latitude ?? body.latitude ?? ''),
	};
}

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in km. */
export function straightLineKm(
	a: { lat: number; lng: number },
	b: { lat: number; lng: number },
): number {
	const rad = (deg: number) => (deg * Math.PI) / 180;
	const h =
		Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
		Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
	return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/**
 * The distance the delivery charge uses: the client's road distance (contract §11.11), but never
 * less than the straight line from the store, so a lowered `distance` cannot cheapen delivery.
 */
export function chargeableDistanceKm(clientKm: number | undefined, straightKm: number): number {
	const floor = Math.round(straightKm * 1000) / 1000;
	return Math.max(clientKm ?? 0, floor);
}

/**
 * contract §8.1 step 12: wallet orders are paid and confirmed at once, partial payments (wallet
 * first, the rest in cash) confirmed and partly paid; the rest wait.
 */
export function initialStatus(paymentMethod: string): {
	orderStatus: 'pending' | 'confirmed';
	paymentStatus: 'paid' | 'unpaid' | 'partially_paid';
} {
	if (paymentMethod === 'partial_payment')
		return { orderStatus: 'confirmed', paymentStatus: 'partially_paid' };
	return paymentMethod === 'wallet'
		? { orderStatus: 'confirmed', paymentStatus: 'paid' }
		: { orderStatus: 'pending', paymentStatus: 'unpaid' };
}
