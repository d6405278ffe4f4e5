import type { Database } from '../db/database';
import { clearCounters, countAttempt, readCounters, secondsUntil } from './rate-limit';

/**
 * The sign-in and sign-up limits (docs/security.md). Nothing here lets a stranger lock an owner
 * out: the owner, from an address that has not failed against the account, always gets to try.
 *
 * - per address and account: `ATTEMPTS_PER_ADDRESS` failures in 10 minutes, then 429 there;
 * - per account, from anywhere: after `FAILURES_BEFORE_DELAY` failures, an address that has
 *   failed against it waits 2, 4, 8 … seconds (at most 15 minutes) between attempts;
 * - per address across all accounts (password spraying): `ATTEMPTS_PER_ADDRESS_ALL_ACCOUNTS`
 *   sign-in attempts in 10 minutes, counted before the password is checked;
 * - sign-up: `ATTEMPTS_PER_ADDRESS` attempts per address and phone in 10 minutes.
 */
export const WINDOW_MS = 10 * 60 * 1000;
export const ATTEMPTS_PER_ADDRESS = 10;
export const FAILURES_BEFORE_DELAY = 5;
export const ATTEMPTS_PER_ADDRESS_ALL_ACCOUNTS = 30;
export const MAX_DELAY_SECONDS = 15 * 60;

const keys = (action: string, address: string, account: string) => ({
	spray: `${action}|addr|${address}`,
	pair: `${action}|pair|${address}|${account}`,
	account: `${action}|acct|${account}`,
});

/** Seconds an address that failed waits after the account's `failures`-th failure. */
export function accountDelaySeconds(failures: number): number {
	if (failures < FAILURES_BEFORE_DELAY) return 0;
	return Math.min(MAX_DELAY_SECONDS, 2 ** (failures - FAILURES_BEFORE_DELAY + 1));
}

/** Counts an attempt and answers the seconds to wait (0: go ahead and check the password). */
export async function signInWait(
	db: Database,
	action: 'login' | 'sign-up',
	address: string,
	account: string,
	now: Date,
): Promise<number> {
	const k = keys(action, address, account);
	if (action === 'sign-up') {
		// A sign-up has no password to guess: every attempt on a phone counts.
		const pair = (await countAttempt(db, [k.pair], now, WINDOW_MS)).get(k.pair);
		return pair && pair.count > ATTEMPTS_PER_ADDRESS ? secondsUntil(pair.windowEndsAt, now) : 0;
	}
	// 'direct' is no address (an in-process caller): lumping those together would lock them all.
	if (address !== 'direct') {
		const spray = (await countAttempt(db, [k.spray], now, WINDOW_MS)).get(k.spray);
		if (spray && spray.count > ATTEMPTS_PER_ADDRESS_ALL_ACCOUNTS)
			return secondsUntil(spray.windowEndsAt, now);
	}
	const live = await readCounters(db, [k.pair, k.account], now);
	const pair = live.get(k.pair);
	if (!pair) return 0; // this address has not failed here: the owner always gets to try
	if (pair.count >= ATTEMPTS_PER_ADDRESS) return secondsUntil(pair.windowEndsAt, now);
	const failures = live.get(k.account);
	if (!failures) return 0;
	const until = new Date(failures.lastAt.getTime() + accountDelaySeconds(failures.count) * 1000);
	return until > now ? secondsUntil(until, now) : 0;
}

/** A wrong password: counted for this address on the account, and for the account. */
export async function signInFailed(db: Database, address: string, account: string, now: Date) {
	const k = keys('login', address, account);
	await countAttempt(db, [k.pair, k.account], now, WINDOW_MS);
}

/** The right password: this address starts over on the account, and the account's delay ends. */
export async function signInSucceeded(db: Database, address: string, account: string) {
	const k = keys('login', address, account);
	await clearCounters(db, [k.pair, k.account]);
}
