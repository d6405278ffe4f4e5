/**
 * The process's live hub (ADR 022): every open event stream, and one bus subscription that wakes
 * them. A notification names an event row; the hub reads each row once (a burst in one query) and
 * hands it to the streams it is for. After the bus connection was lost, it re-reads what it may
 * have missed. `closeAllStreams()` ends every stream with a `retry:` hint (shutdown drain).
 */
import { and, asc, eq, gt, inArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { liveEvents } from '../db/schema';
import type { BusSubscriber } from '../events/bus';
import { logger } from '../log';
import { LIVE_CHANNEL, type LiveNotice } from './live-events';
import { type LiveRow, LiveStream, type StreamScope, scopeMatches } from './live-stream';

/** Most events one replay sends (a reconnect after a long gap gets the latest state by polling). */
const REPLAY_LIMIT = 500;

export interface LiveHubOptions {
	db: () => Promise<Database>;
	bus: () => Promise<BusSubscriber>;
	heartbeatMs?: number | undefined;
	retryMs?: number | undefined;
}

const hubs = new Set<LiveHub>();

/** Ends every stream of every hub of this process with a `retry:` hint; answers how many. */
export function closeAllStreams(retryMs = 1000): number {
	let n = 0;
	for (const hub of hubs) n += hub.closeAll(retryMs);
	return n;
}

export class LiveHub {
	private readonly byUser = new Map<number, Set<LiveStream>>();
	private readonly byOrder = new Map<number, Set<LiveStream>>();
	private listening: Promise<void> | null = null;
	private pending = new Set<number>();
	private flushing = false;
	/** The highest event id this process has read, for the catch-up after a lost connection. */
	private lastSeen = 0;

	constructor(private readonly options: LiveHubOptions) {
		hubs.add(this);
	}

	get size(): number {
		let n = 0;
		for (const set of this.byUser.values()) n += set.size;
		for (const set of this.byOrder.values()) n += set.size;
		return n;
	}

	/** Opens a stream for `scope`, replaying events after `lastEventId` from the database. */
	async open(scope: StreamScope, lastEventId: number | null): Promise<LiveStream> {
		await this.listen();
		const stream = new LiveStream(scope, (s) => this.forget(s), {
			heartbeatMs: this.options.heartbeatMs ?? 20_000,
			retryMs: this.options.retryMs ?? 3000,
		});
		const [index, key] = this.indexOf(scope);
		let set = index.get(key);
		if (!set) {
			set = new Set();
			index.set(key, set);
		}
		set.add(stream);
		try {
			const replay =
				lastEventId === null ? [] : await this.read(this.scopeWhere(scope), lastEventId);
			stream.release(collapsePositions(replay));
		} catch (error) {
			stream.close(this.options.retryMs ?? 3000);
			throw error;
		}
		return stream;
	}

	closeAll(retryMs: number): number {
		const all = [...this.byUser.values(), ...this.byOrder.values()].flatMap((s) => [...s]);
		for (const stream of all) stream.close(retryMs);
		return all.length;
	}

	private indexOf(scope: StreamScope): [Map<number, Set<LiveStream>>, number] {
		return scope.kind === 'user' ? [this.byUser, scope.userId] : [this.byOrder, scope.orderId];
	}

	private forget(stream: LiveStream): void {
		const [index, key] = this.indexOf(stream.scope);
		const set = index.get(key);
		set?.delete(stream);
		if (set?.size === 0) index.delete(key);
	}

	private listen(): Promise<void> {
		this.listening ??= (async () => {
			const bus = await this.options.bus();
			await bus.subscribe(
				LIVE_CHANNEL,
				(payload) => this.onNotice(payload as LiveNotice),
				() => void this.catchUp(),
			);
		})().catch((error: unknown) => {
			this.listening = null;
			throw error;
		});
		return this.listening;
	}

	private onNotice(notice: LiveNotice): void {
		if (!notice || typeof notice.id !== 'number') return;
		const wanted =
			(notice.u !== null && this.byUser.has(notice.u)) ||
			(notice.o !== null && this.byOrder.has(notice.o));
		if (!wanted) {
			this.lastSeen = Math.max(this.lastSeen, notice.id);
			return;
		}
		this.pending.add(notice.id);
		if (!this.flushing) {
			this.flushing = true;
			setImmediate(() => void this.flush());
		}
	}

	/** Reads the rows named since the last flush in one query and fans them out. */
	private async flush(): Promise<void> {
		const ids = [...this.pending];
		this.pending = new Set();
		try {
			const db = await this.options.db();
			const rows = await db.select().from(liveEvents).where(inArray(liveEvents.id, ids));
			rows.sort((a, b) => a.id - b.id);
			for (const row of rows) this.fanOut(row);
		} catch (error) {
			logger().error({ err: error }, 'live events could not be read');
		} finally {
			this.flushing = false;
			if (this.pending.size > 0) {
				this.flushing = true;
				setImmediate(() => void this.flush());
			}
		}
	}

	private fanOut(row: LiveRow): void {
		this.lastSeen = Math.max(this.lastSeen, row.id);
		if (row.userId !== null) for (const s of this.byUser.get(row.userId) ?? []) s.deliver(row);
		if (row.orderId !== null)
			for (const s of this.byOrder.get(row.orderId) ?? [])
				if (scopeMatches(s.scope, row)) s.deliver(row);
	}

	/** After the bus was down: whatever was written meanwhile for the open streams. */
	private async catchUp(): Promise<void> {
		const users = [...this.byUser.keys()];
		const ordersWatched = [...this.byOrder.keys()];
		if (users.length + ordersWatched.length === 0) return;
		const where = or(
			users.length ? inArray(liveEvents.userId, users) : undefined,
			ordersWatched.length ? inArray(liveEvents.orderId, ordersWatched) : undefined,
		);
		try {
			for (const row of await this.read(where, this.lastSeen)) this.fanOut(row);
		} catch (error) {
			logger().error({ err: error }, 'live events catch-up failed');
		}
	}

	private scopeWhere(scope: StreamScope): SQL | undefined {
		return scope.kind === 'user'
			? eq(liveEvents.userId, scope.userId)
			: and(eq(liveEvents.orderId, scope.orderId), eq(liveEvents.guestId, scope.guestId));
	}

	private async read(where: SQL | undefined, after: number): Promise<LiveRow[]> {
		const db = await this.options.db();
		return db
			.select()
			.from(liveEvents)
			.where(and(where, gt(liveEvents.id, after)))
			.orderBy(asc(liveEvents.id))
			.limit(REPLAY_LIMIT);
	}
}

/** In a replay only the last position of each order matters. */
export function collapsePositions(rows: readonly LiveRow[]): LiveRow[] {
	const last = new Map<number, number>();
	for (const row of rows)
		if (row.type === 'rider_position' && row.orderId !== null) last.set(row.orderId, row.id);
	return rows.filter(
		(row) =>
			row.type !== 'rider_position' || row.orderId === null || last.get(row.orderId) === row.id,
	);
}
