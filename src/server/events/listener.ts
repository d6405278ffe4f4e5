/**
 * The bus's listening side (bus.ts): one dedicated connection per process. On PostgreSQL a
 * node-postgres client outside the pool, re-connected with back-off when it drops (then every
 * subscriber's `onResync` runs); on PGlite the engine's own `listen()`.
 */
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { logger } from '../log';
import { assertChannel, type BusHandler, type BusSubscriber, parsePayload } from './bus';

interface Subscription {
	handler: BusHandler;
	onResync: (() => void) | undefined;
}

class Channels {
	readonly byName = new Map<string, Set<Subscription>>();

	add(channel: string, subscription: Subscription): boolean {
		let set = this.byName.get(channel);
		const first = !set;
		if (!set) {
			set = new Set();
			this.byName.set(channel, set);
		}
		set.add(subscription);
		return first;
	}

	remove(channel: string, subscription: Subscription): boolean {
		const set = this.byName.get(channel);
		set?.delete(subscription);
		if (set && set.size === 0) {
			this.byName.delete(channel);
			return true;
		}
		return false;
	}

	deliver(channel: string, text: string | undefined): void {
		const set = this.byName.get(channel);
		if (!set) return;
		const payload = parsePayload(text);
		for (const { handler } of set) {
			try {
				handler(payload);
			} catch (error) {
				logger().error({ err: error, channel }, 'bus subscriber failed');
			}
		}
	}

	resync(): void {
		for (const set of this.byName.values()) for (const s of set) s.onResync?.();
	}
}

/** PostgreSQL: one client of its own, LISTENing on every subscribed channel. */
export function postgresSubscriber(connectionString: string): BusSubscriber {
	const channels = new Channels();
	let client: pg.Client | null = null;
	let connecting: Promise<pg.Client> | null = null;
	let closed = false;
	let retryMs = 250;
	let retryTimer: ReturnType<typeof setTimeout> | null = null;

	const quote = (channel: string) => `"${channel}"`;

	function lost(dead: pg.Client): void {
		if (client !== dead) return;
		client = null;
		dead.removeAllListeners();
		dead.end().catch(() => {});
		if (closed || channels.byName.size === 0) return;
		retryTimer = setTimeout(() => {
			retryTimer = null;
			connect()
				.then(() => {
					retryMs = 250;
					channels.resync();
				})
				.catch(() => {});
		}, retryMs);
		retryTimer.unref?.();
		retryMs = Math.min(retryMs * 2, 10_000);
	}

	function connect(): Promise<pg.Client> {
		if (client) return Promise.resolve(client);
		connecting ??= (async () => {
			const next = new pg.Client({ connectionString });
			next.on('notification', (n) => channels.deliver(n.channel, n.payload));
			next.on('error', (error) => {
				logger().warn({ err: error }, 'bus listener connection lost');
				lost(next);
			});
			next.on('end', () => lost(next));
			try {
				await next.connect();
				for (const channel of channels.byName.keys()) await next.query(`listen ${quote(channel)}`);
			} catch (error) {
				next.removeAllListeners();
				next.end().catch(() => {});
				throw error;
			}
			client = next;
			return next;
		})().finally(() => {
			connecting = null;
		});
		return connecting.catch((error: unknown) => {
			// Keep trying in the background: subscribers resync once it is back.
			if (!closed && !retryTimer) {
				retryTimer = setTimeout(() => {
					retryTimer = null;
					connect().then(
						() => channels.resync(),
						() => {},
					);
				}, retryMs);
				retryTimer.unref?.();
				retryMs = Math.min(retryMs * 2, 10_000);
			}
			throw error;
		});
	}

	return {
		async subscribe(channel, handler, onResync) {
			assertChannel(channel);
			const subscription: Subscription = { handler, onResync };
			const first = channels.add(channel, subscription);
			const live = await connect();
			if (first) await live.query(`listen ${quote(channel)}`);
			return async () => {
				if (channels.remove(channel, subscription) && client)
					await client.query(`unlisten ${quote(channel)}`).catch(() => {});
			};
		},
		async close() {
			closed = true;
			if (retryTimer) clearTimeout(retryTimer);
			const open = client;
			client = null;
			if (open) {
				open.removeAllListeners();
				await open.end().catch(() => {});
			}
		},
	};
}

/** PGlite: the engine's own LISTEN; one listen per channel, fanned out here. */
export function pgliteSubscriber(db: PGlite): BusSubscriber {
	const channels = new Channels();
	const stops = new Map<string, Promise<() => Promise<void>>>();
	return {
		async subscribe(channel, handler, onResync) {
			assertChannel(channel);
			const subscription: Subscription = { handler, onResync };
			if (channels.add(channel, subscription))
				stops.set(
					channel,
					db.listen(channel, (text) => channels.deliver(channel, text)),
				);
			await stops.get(channel);
			return async () => {
				if (channels.remove(channel, subscription)) {
					const stop = stops.get(channel);
					stops.delete(channel);
					if (stop && !db.closed) await (await stop)();
				}
			};
		},
		async close() {
			channels.byName.clear();
			stops.clear();
		},
	};
}
