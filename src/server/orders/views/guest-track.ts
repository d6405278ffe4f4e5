import { and, eq } from 'drizzle-orm';
import { guestExists } from '../../auth/auth.repo';
import { countAttempt, readCounters, secondsUntil } from '../../auth/rate-limit';
import type { Database } from '../../db/database';
import { orders } from '../../db/schema';

/**
 * Guests track an order by its id and contact phone (contract §8.3). Order ids count up from
 * 100001, so without a limit the phone check could be guessed at: failed lookups are counted per
 * caller address and per order (in the database, so every process counts them: ADR 015), and
 * past the limit the lookup is refused before it is made (so a right guess then cannot be told
 * from a wrong one).
 */
export const GUEST_TRACK_FAILURES_PER_ADDRESS = 20;
export const GUEST_TRACK_FAILURES_PER_ORDER = 10;
const WINDOW_MS = 10 * 60 * 1000;

const keys = (address: string, orderId: number) => ({
	address: `track|addr|${address}`,
	order: `track|order|${orderId}`,
});

export const guestTrackGuard = {
	/** Seconds to wait before this caller may look the order up again; 0 when it may now. */
	async blockedFor(db: Database, address: string, orderId: number, now: Date): Promise<number> {
		const k = keys(address, orderId);
		const live = await readCounters(db, [k.address, k.order], now);
		const over = [
			[live.get(k.address), GUEST_TRACK_FAILURES_PER_ADDRESS],
			[live.get(k.order), GUEST_TRACK_FAILURES_PER_ORDER],
		] as const;
		let wait = 0;
		for (const [counter, limit] of over)
			if (counter && counter.count >= limit)
				wait = Math.max(wait, secondsUntil(counter.windowEndsAt, now));
		return wait;
	},
	/** Counts a lookup that found nothing (wrong id or phone): one upsert for both counters. */
	async failed(db: Database, address: string, orderId: number, now: Date): Promise<void> {
		const k = keys(address, orderId);
		await countAttempt(db, [k.address, k.order], now, WINDOW_MS);
	},
};

/** The contact phone of a guest's order; null when the guest or that order of theirs is unknown. */
export async function guestOrderContact(
	db: Database,
	guestId: number,
	orderId: number,
): Promise<string | null> {
	if (!(await guestExists(db, guestId))) return null;
	const [order] = await db
		.select({ address: orders.deliveryAddress })
		.from(orders)
		.where(and(eq(orders.id, orderId), eq(orders.guestId, guestId)));
	return order ? order.address.contact_person_number : null;
}

/**
 * A guest's lookup of one order under the guard: refused (`retryAfter` seconds) while the caller
 * has guessed too often, and counted as a failure when it finds nothing.
 */
export async function guardedGuestLookup<T>(
	db: Database,
	caller: { address: string; orderId: number; now: Date },
	lookup: () => Promise<T | null>,
): Promise<{ found: T | null; retryAfter: number }> {
	const { address, orderId, now } = caller;
	const retryAfter = await guestTrackGuard.blockedFor(db, address, orderId, now);
	if (retryAfter > 0) return { found: null, retryAfter };
	const found = await lookup();
	if (found === null) await guestTrackGuard.failed(db, address, orderId, now);
	return { found, retryAfter: 0 };
}
