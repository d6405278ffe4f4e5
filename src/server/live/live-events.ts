/**
 * Writing live events (ADR 022): a row in `live_events` and a bus notification naming it, both in
 * the caller's transaction. The row is what a stream sends and what `Last-Event-ID` replays; the
 * notification only wakes the processes that hold streams.
 */
import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { liveEvents, orders } from '../db/schema';
import { publish } from '../events/bus';

export const LIVE_CHANNEL = 'live_events';

export type LiveEventType = 'order_status' | 'rider_position' | 'message' | 'notification';

export interface LiveEventInput {
	type: LiveEventType;
	userId: number | null;
	guestId?: number | null;
	orderId?: number | null;
	data: Record<string, unknown>;
}

/** What the bus carries: the row's id and who it is for (so idle processes skip the read). */
export interface LiveNotice {
	id: number;
	u: number | null;
	o: number | null;
}

export async function recordLiveEvent(tx: Database, event: LiveEventInput): Promise<number> {
	const [row] = await tx
		.insert(liveEvents)
		.values({
			type: event.type,
			userId: event.userId,
			guestId: event.guestId ?? null,
			orderId: event.orderId ?? null,
			data: event.data,
		})
		.returning({ id: liveEvents.id });
	if (!row) throw new Error('live event not written');
	const notice: LiveNotice = { id: row.id, u: event.userId, o: event.orderId ?? null };
	await publish(tx, LIVE_CHANNEL, notice);
	return row.id;
}

/** The owner of an order, for events about it. */
export async function orderOwner(
	tx: Database,
	orderId: number,
): Promise<{ userId: number | null; guestId: number | null } | null> {
	const [row] = await tx
		.select({ userId: orders.userId, guestId: orders.guestId })
		.from(orders)
		.where(eq(orders.id, orderId));
	return row ?? null;
}

/** How long events stay replayable (a reconnect after longer reloads the state instead). */
export const LIVE_EVENT_KEEP_HOURS = 24;

/** Deletes events older than a day; safe to run from every process. Answers how many. */
export async function pruneLiveEvents(db: Database): Promise<number> {
	const gone = await db
		.delete(liveEvents)
		.where(lt(liveEvents.createdAt, sql`now() - ${LIVE_EVENT_KEEP_HOURS} * interval '1 hour'`))
		.returning({ id: liveEvents.id });
	return gone.length;
}
