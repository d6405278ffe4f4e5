import { inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rateLimits } from '../db/schema';

/**
 * Fixed-window attempt counters in the database (table `rate_limits`, ADR 015): every server
 * process counts the same attempts, so N processes do not allow N× the guesses. Time comes from
 * the caller so tests can move it.
 */
export interface Counter {
	count: number;
	windowEndsAt: Date;
	lastAt: Date;
}

/** Rows of windows that ended this long ago are deleted now and then. */
const PRUNE_AFTER_MS = 60 * 60 * 1000;
/** One attempt in this many also prunes: cheap (an index on window_ends_at), and enough. */
const PRUNE_EVERY = 50;

const stamp = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * Counts one attempt on each key, in one upsert; a key whose window has ended starts a new one.
 * Answers each key's counter after the attempt.
 */
export async function countAttempt(
	db: Database,
	keys: readonly string[],
	now: Date,
	windowMs: number,
): Promise<Map<string, Counter>> {
	if (keys.length === 0) return new Map();
	const ends = new Date(now.getTime() + windowMs);
	const ended = sql`${rateLimits.windowEndsAt} <= ${stamp(now)}`;
	const rows = await db
		.insert(rateLimits)
		.values([...new Set(keys)].map((key) => ({ key, count: 1, windowEndsAt: ends, lastAt: now })))
		.onConflictDoUpdate({
			target: rateLimits.key,
			set: {
				count: sql`case when ${ended} then 1 else ${rateLimits.count} + 1 end`,
				windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${rateLimits.windowEndsAt} end`,
				lastAt: sql`excluded.last_at`,
			},
		})
		.returning();
	if (Math.floor(Math.random() * PRUNE_EVERY) === 0) await pruneCounters(db, now);
	return new Map(rows.map((r) => [r.key, r]));
}

/** The live counters of `keys` (a key without one has made no attempt in its window). */
export async function readCounters(
	db: Database,
	keys: readonly string[],
	now: Date,
): Promise<Map<string, Counter>> {
	if (keys.length === 0) return new Map();
	const rows = await db
		.select()
		.from(rateLimits)
		.where(
			sql`${inArray(rateLimits.key, [...keys])} and ${rateLimits.windowEndsAt} > ${stamp(now)}`,
		);
	return new Map(rows.map((r) => [r.key, r]));
}

export async function clearCounters(db: Database, keys: readonly string[]): Promise<void> {
	if (keys.length > 0) await db.delete(rateLimits).where(inArray(rateLimits.key, [...keys]));
}

export async function pruneCounters(db: Database, now: Date): Promise<number> {
	const gone = await db
		.delete(rateLimits)
		.where(lt(rateLimits.windowEndsAt, new Date(now.getTime() - PRUNE_AFTER_MS)))
		.returning({ key: rateLimits.key });
	return gone.length;
}

/** Whole seconds until `until`, at least 1. */
export function secondsUntil(until: Date, now: Date): number {
	return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
}
