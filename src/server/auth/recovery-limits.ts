import type { Database } from '../db/database';
import { countAttempt, secondsUntil } from './rate-limit';

/**
 * Limits of account recovery (ADR 015 counters, shared by every process). They count what was
 * typed, whether or not an account has it, so a 429 tells nothing about who has an account.
 * - sending a code: `SENDS_PER_ACCOUNT` per address typed and `SENDS_PER_CLIENT` per client in 10 minutes;
 * - checking a code: `CHECKS_PER_CLIENT` per client in 10 minutes (the code itself allows 5 tries).
 */
export const RECOVERY_WINDOW_MS = 10 * 60 * 1000;
export const SENDS_PER_ACCOUNT = 3;
export const SENDS_PER_CLIENT = 10;
export const CHECKS_PER_CLIENT = 30;

/** Counts one attempt; the seconds to wait when over a limit, else 0. */
export async function recoveryWait(
	db: Database,
	kind: 'send' | 'check',
	client: string,
	account: string,
	now: Date,
): Promise<number> {
	const keys =
		kind === 'send'
			? {
					[`recover-send|acct|${account}`]: SENDS_PER_ACCOUNT,
					[`recover-send|addr|${client}`]: SENDS_PER_CLIENT,
				}
			: { [`recover-check|addr|${client}`]: CHECKS_PER_CLIENT };
	const counters = await countAttempt(db, Object.keys(keys), now, RECOVERY_WINDOW_MS);
	let wait = 0;
	for (const [key, limit] of Object.entries(keys)) {
		const counter = counters.get(key);
		if (counter && counter.count > limit)
			wait = Math.max(wait, secondsUntil(counter.windowEndsAt, now));
	}
	return wait;
}
