/**
 * The catalogue cache (ADR 027): what every shopper of a module, zone and language sees the same
 * (settings, modules, category names, home sections, site info, public API answers) is kept per
 * process and per database in one bounded LRU, and dropped in every process as soon as the
 * catalogue changes. Database triggers (migration `cache_sql`) send `catalog_changed` with
 * `{t: table, op, ids}` on the notification bus (ADR 022) for any writer, the seed, the order
 * flow and an admin panel writing SQL directly included; each process's listener clears its
 * cache on it. Entries still carry a time to live: for answers that depend on the clock (flash
 * sale windows, opening hours) and as a safety net should a notification be lost.
 */
import type { Database } from '../db/database';
import { readServerEnv } from '../env';
import type { BusSubscriber } from '../events/bus';
import { logger } from '../log';
import { registerMemoryHolder } from '../memory';
import { approxBytes, BoundedLru } from './bounded-lru';

/** The bus channel the catalogue triggers notify. */
export const CATALOG_CHANNEL = 'catalog_changed';

/**
 * One notification: the table, the operation and up to 100 ids (null: more, or a truncate);
 * `{t: '*', op: 'seed'}` after the demo seed, whose statements the triggers leave silent.
 */
export interface CatalogChange {
	t: string;
	op: 'insert' | 'update' | 'delete' | 'truncate' | 'seed';
	ids: Array<number | string> | null;
}

/** Without a listener nothing tells us of changes: entries then live at most this long. */
const UNWATCHED_MAX_MS = 30_000;
/** With a listener, the longest any entry lives (a lost notification heals by then). */
const WATCHED_MAX_MS = 10 * 60_000;
const MAX_ENTRIES = 2000;
/** The default byte budget, in MB (`CATALOG_CACHE_MB`, ADR 040). */
const CATALOG_CACHE_MB = 16;

interface Entry {
	value: Promise<unknown>;
	expires: number;
}

export class CatalogCache {
	/** Bounded by entries and bytes: keys carry the zones, language and origin callers send. */
	private readonly entries: BoundedLru<Entry>;
	/** Grows on every invalidation: a reader that began before one does not store its answer. */
	generation = 0;
	watched = false;
	invalidations = 0;

	constructor(maxEntries = MAX_ENTRIES, maxBytes = CATALOG_CACHE_MB * 1024 * 1024) {
		this.entries = new BoundedLru(maxEntries, maxBytes);
	}

	get size(): number {
		return this.entries.size;
	}

	get maxEntries(): number {
		return this.entries.maxEntries;
	}

	/** About the bytes of the loaded values held (bounded-lru.ts `approxBytes`). */
	get bytes(): number {
		return this.entries.bytes;
	}

	get maxBytes(): number {
		return this.entries.maxBytes;
	}

	/**
	 * The value under `key`, loaded once and shared by concurrent readers. `ttlMs` bounds how long
	 * it is reused (clock-dependent answers pass a short one); a failed load is not kept.
	 */
	read<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
		const now = Date.now();
		const hit = this.entries.get(key);
		if (hit && hit.expires > now) return hit.value as Promise<T>;
		const generation = this.generation;
		const value = load();
		const limit = this.watched ? WATCHED_MAX_MS : UNWATCHED_MAX_MS;
		const entry = { value, expires: now + Math.min(ttlMs, limit) };
		// Sized once loaded; until then it counts as its key.
		this.entries.set(key, entry, key.length * 2);
		value.then(
			(loaded) => {
				// Invalidated while loading: the answer may predate the change, so it is not kept.
				if (this.generation !== generation) this.entries.delete(key, entry);
				else this.entries.resize(key, entry, key.length * 2 + approxBytes(loaded));
			},
			() => this.entries.delete(key, entry),
		);
		return value;
	}

	/** Drops everything (a catalogue change, a re-connected listener, a test's direct write). */
	clear(): void {
		this.generation += 1;
		this.invalidations += 1;
		this.entries.clear();
	}
}

const caches = new WeakMap<Database, CatalogCache>();

/** The catalogue cache of a database (one per database handle in this process). */
export function catalogCache(db: Database): CatalogCache {
	let cache = caches.get(db);
	if (!cache) {
		const created = new CatalogCache(MAX_ENTRIES, readServerEnv().CATALOG_CACHE_MB * 1024 * 1024);
		cache = created;
		caches.set(db, cache);
		registerMemoryHolder('catalogue cache', () => ({
			entries: created.size,
			maxEntries: created.maxEntries,
			bytes: created.bytes,
			maxBytes: created.maxBytes,
		}));
	}
	return cache;
}

/** Any change (or a re-sync after the listener reconnects) empties the process's cache. */
function changed(db: Database): void {
	catalogCache(db).clear();
}

const watching = new WeakMap<Database, Promise<void>>();

/**
 * Subscribes `db`'s cache to the bus once per database and process; until it resolves the cache
 * keeps entries only briefly. Safe to call on every request.
 */
export function watchCatalog(db: Database, bus: BusSubscriber): Promise<void> {
	let done = watching.get(db);
	if (!done) {
		done = bus
			.subscribe(
				CATALOG_CHANNEL,
				() => changed(db),
				() => changed(db),
			)
			.then(() => {
				const cache = catalogCache(db);
				cache.clear();
				cache.watched = true;
			})
			.catch((error: unknown) => {
				watching.delete(db);
				logger().error({ err: error }, 'catalogue cache could not subscribe to the bus');
			});
		watching.set(db, done);
	}
	return done;
}
