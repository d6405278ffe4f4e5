import { createRateLimiter, type RateLimiter } from '../auth/rate-limit';

/**
 * Guests track an order by its id and contact phone (contract §8.3). Order ids count up from
 * 100001, so without a limit the phone check could be guessed at: failed lookups are counted per
 * caller address and per order, and past the limit the lookup is refused before it is made (so
 * a right guess then cannot be told from a wrong one).
 */
export const GUEST_TRACK_FAILURES_PER_ADDRESS = 20;
export const GUEST_TRACK_FAILURES_PER_ORDER = 10;
const WINDOW_MS = 10 * 60 * 1000;

export interface GuestTrackGuard {
	/** Seconds to wait before this caller may look the order up again; 0 when it may now. */
	blockedFor(address: string, orderId: number, now: Date): number;
	/** Counts a lookup that found nothing (wrong id or phone). */
	failed(address: string, orderId: number, now: Date): void;
}

export function createGuestTrackGuard(): GuestTrackGuard {
	const limiter = (limit: number): RateLimiter =>
		createRateLimiter({ limit, windowMs: WINDOW_MS, maxKeys: 20_000 });
	const byAddress = limiter(GUEST_TRACK_FAILURES_PER_ADDRESS);
	const byOrder = limiter(GUEST_TRACK_FAILURES_PER_ORDER);
	return {
		blockedFor(address, orderId, now) {
			return Math.max(byAddress.peek(address, now), byOrder.peek(String(orderId), now));
		},
		failed(address, orderId, now) {
			byAddress.hit(address, now);
			byOrder.hit(String(orderId), now);
		},
	};
}

/** The process's guard, shared by the API route and the page that answers without JavaScript. */
export const guestTrackGuard = createGuestTrackGuard();
