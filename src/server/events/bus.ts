/**
 * The project's one notification bus (ADR 022): PostgreSQL `LISTEN/NOTIFY`, on PostgreSQL and on
 * PGlite alike. A writer calls `publish(tx, channel, payload)` inside its own transaction: the
 * notification leaves on commit and never for a rolled-back change. Every process keeps one
 * dedicated listening connection (`BusSubscriber`, see listener.ts) and fans the payloads out to its
 * subscribers. Payloads stay small (ids and a kind, well under PostgreSQL's 8000-byte limit):
 * subscribers read the rows they name. Uses today: the live channel (`live_events`); the cache
 * invalidation of the speed work can subscribe its own channel the same way.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';

/** Channel names: lower-case identifiers, so both engines treat them the same. */
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7900;

export function assertChannel(channel: string): void {
	if (!CHANNEL.test(channel))
		throw new Error(`Bus channel "${channel}" is not a plain lower-case name`);
}

/** Sends `payload` (JSON) on `channel` when `tx` commits. */
export async function publish(tx: Database, channel: string, payload: unknown): Promise<void> {
	assertChannel(channel);
	const text = JSON.stringify(payload);
	if (Buffer.byteLength(text) > MAX_PAYLOAD_BYTES)
		throw new Error(`Bus payload on ${channel} is too large: send ids, not rows`);
	await tx.execute(sql`select pg_notify(${channel}, ${text})`);
}

export type BusHandler = (payload: unknown) => void;

/** The receiving side of the bus in one process. */
export interface BusSubscriber {
	/**
	 * Calls `handler` with every payload published on `channel` from now on. `onResync` runs after
	 * the listening connection was lost and is back: notifications sent meanwhile are gone, so the
	 * subscriber re-reads what it needs from the database. Answers the unsubscribe function.
	 */
	subscribe(
		channel: string,
		handler: BusHandler,
		onResync?: () => void,
	): Promise<() => Promise<void>>;
	close(): Promise<void>;
}

/** Parses a notification's text; a payload that is not JSON is passed on as the raw string. */
export function parsePayload(text: string | undefined): unknown {
	if (text === undefined || text === '') return null;
	try {
		return JSON.parse(text);
	} catch {
		return text;
	}
}
