import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { readServerEnv } from '../env';
import { CATALOG_CHANNEL, watchCatalog } from '../cache/catalog-cache';
import type { BusSubscriber } from '../events/bus';
import { pgliteSubscriber, postgresSubscriber } from '../events/listener';
import { installSignalHandlers, onClose, onStop } from '../lifecycle';
import { startChatReplies } from '../live/chat-replies';
import { closeAllStreams } from '../live/live-hub';
import { logger } from '../log';
import { registerMemoryHolder } from '../memory';
import { startDispatcher } from '../orders/dispatcher/dispatcher';
import type { Database } from './database';
import { migrate } from './migrate';
import { leanParsers } from './pglite-parsers';
import { queryTallyLogger } from './query-count';
import * as schema from './schema';
import { seed } from './seed/seed';

export interface DatabaseHandle {
	db: Database;
	driver: 'pglite' | 'postgres';
	/** Runs `work` on one connection while holding the migration lock (PGlite has one connection). */
	exclusive<T>(work: (db: Database) => Promise<T>): Promise<T>;
	/**
	 * Runs `work` unless another holder of `key` is running it, in any process on this database
	 * (a PostgreSQL advisory lock; within this process on PGlite): null when skipped (ADR 028).
	 */
	oneAtATime<T>(key: number, work: () => Promise<T>): Promise<T | null>;
	/** This process's listening side of the notification bus (ADR 022). */
	bus: BusSubscriber;
	/** The PostgreSQL connection string; undefined on PGlite. */
	connectionString?: string;
	close(): Promise<void>;
}

/**
 * The fuzzy-match threshold of search (ADR 017), set on every connection: `<%` (word similarity)
 * is what the trigram indexes answer, and its cut-off is a setting, not an argument.
 */
const WORD_SIMILARITY_THRESHOLD = 0.5;
const SEARCH_SESSION_SQL = `set pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`;
const SEARCH_SESSION_OPTIONS = `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`;

/** Any number that identifies "this app is migrating" to PostgreSQL's advisory locks. */
const MIGRATION_LOCK_KEY = 6_424_242;

/** PGlite serves one process: a key held in this process is held everywhere. */
function inProcessOneAtATime(): DatabaseHandle['oneAtATime'] {
	const held = new Set<number>();
	return async (key, work) => {
		if (held.has(key)) return null;
		held.add(key);
		try {
			return await work();
		} finally {
			held.delete(key);
		}
	};
}

/**
 * PostgreSQL's shared buffers inside PGlite, in MB (`PGLITE_SHARED_BUFFERS_MB`, ADR 040). PGlite's
 * default, 128 MB, is touched (zeroed) at start in its WebAssembly memory, which never shrinks: it
 * was a quarter of the server's RSS for a demo database of about 40 MB whose hot part fits in 32.
 */
const PGLITE_SHARED_BUFFERS_MB = 32;

export async function openPglite(
	dataDir: string | undefined,
	/** A dump (`dumpDataDir`) to start from instead of an empty cluster: the test template. */
	loadDataDir?: Blob,
	sharedBuffersMb = PGLITE_SHARED_BUFFERS_MB,
): Promise<DatabaseHandle> {
	if (dataDir) mkdirSync(dataDir, { recursive: true });
	// Search (ADR 017) needs the contrib extensions loaded into the WASM build before migrating.
	const client = await PGlite.create({
		...(dataDir ? { dataDir } : {}),
		...(loadDataDir ? { loadDataDir } : {}),
		extensions: { btree_gin, pg_trgm, unaccent },
		startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffersMb}MB`],
	});
	await client.exec(SEARCH_SESSION_SQL);
	// drizzle's per-call parser table made free (pglite-parsers.ts, ADR 045).
	leanParsers(client);
	// Its WebAssembly memory only grows: the figure is its high-water mark (ADR 040).
	const forget = registerMemoryHolder('pglite wasm', () => ({
		bytes: client.Module.wasmMemory.buffer.byteLength,
	}));
	const db = drizzlePglite({
		client,
		schema,
		casing: 'snake_case',
		logger: queryTallyLogger,
	}) as unknown as Database;
	const bus = pgliteSubscriber(client);
	return {
		db,
		driver: 'pglite',
		exclusive: (work) => work(db),
		oneAtATime: inProcessOneAtATime(),
		bus,
		close: async () => {
			forget();
			await bus.close();
			await client.close();
		},
	};
}

export function openPostgres(connectionString: string, max = 10): DatabaseHandle {
	const pool = new pg.Pool({ connectionString, max, options: SEARCH_SESSION_OPTIONS });
	// An idle connection dropped by the server (restart, failover) must not crash the process;
	// the pool replaces it on the next query.
	pool.on('error', (error) => logger().error({ err: error }, 'PostgreSQL connection lost'));
	const db = drizzlePg({
		client: pool,
		schema,
		casing: 'snake_case',
		logger: queryTallyLogger,
	}) as unknown as Database;
	async function exclusive<T>(work: (db: Database) => Promise<T>): Promise<T> {
		const connection = await pool.connect();
		try {
			await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
			try {
				return await work(
					drizzlePg({ client: connection, schema, casing: 'snake_case' }) as unknown as Database,
				);
			} finally {
				await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
			}
		} finally {
			connection.release();
		}
	}
	/** A session lock on one pooled connection, which the work itself does not use. */
	async function oneAtATime<T>(key: number, work: () => Promise<T>): Promise<T | null> {
		const connection = await pool.connect();
		let healthy = true;
		try {
			const { rows } = await connection
				.query<{ got: boolean }>('select pg_try_advisory_lock($1) as got', [key])
				.catch((error: unknown) => {
					healthy = false;
					throw error;
				});
			if (!rows[0]?.got) return null;
			try {
				return await work();
			} finally {
				// A connection that cannot unlock is dropped: its session, and the lock, end with it.
				await connection.query('select pg_advisory_unlock($1)', [key]).catch(() => {
					healthy = false;
				});
			}
		} finally {
			connection.release(!healthy);
		}
	}
	const bus = postgresSubscriber(connectionString);
	return {
		db,
		driver: 'postgres',
		exclusive,
		oneAtATime,
		bus,
		connectionString,
		close: async () => {
			await bus.close();
			await pool.end();
		},
	};
}

/**
 * Migrates and, on an empty database, seeds the demo marketplace. On PostgreSQL an advisory
 * lock keeps several server processes that start together from doing it twice.
 */
export function prepareDatabase(handle: DatabaseHandle): Promise<void> {
	return handle.exclusive(async (db) => {
		await migrate(db);
		await quietCatalog(db, () => seed(db));
		await analyzeOnce(db);
	});
}

/** Merges the pending lists of every GIN index of the schema (search's trigram and word indexes). */
const MERGE_GIN_PENDING_SQL = sql`select gin_clean_pending_list(c.oid) from pg_class c
	join pg_am a on a.oid = c.relam
	where a.amname = 'gin' and c.relnamespace = current_schema()::regnamespace`;

/**
 * Gathers the planner's statistics (and merges GIN pending lists) once, when the catalogue has
 * none yet. PGlite runs no autovacuum, so a seeded database was never analysed and the planner
 * guessed one row per table: search then ran its "open now" test as a subquery per matching row
 * instead of one hashed lookup (issue 15). PostgreSQL's autovacuum analyses too, a minute or so after the seed.
 */
async function analyzeOnce(db: Database): Promise<void> {
	// Both drivers answer { rows }: PGlite's Results and node-postgres's QueryResult.
	const stats = (await db.execute(
		sql`select 1 from pg_stats where schemaname = current_schema() and tablename = 'items' limit 1`,
	)) as unknown as { rows: unknown[] };
	if (stats.rows.length === 0) {
		await db.execute(sql`analyze`);
		// The seed's GIN entries wait in pending lists that every scan reads whole until VACUUM
		// merges them, and PGlite runs none (ADR 049): merged once here.
		await db.execute(MERGE_GIN_PENDING_SQL);
	}
}

/**
 * Runs the seed with the catalogue triggers silent on this connection (one notice per seed
 * statement cost a quarter of the seed's time) and announces one change at the end (ADR 027).
 */
async function quietCatalog(db: Database, work: () => Promise<unknown>): Promise<void> {
	await db.execute(sql`select set_config('storefront.catalog_notify', 'off', false)`);
	try {
		await work();
	} finally {
		await db.execute(sql`select set_config('storefront.catalog_notify', 'on', false)`);
	}
	await db.execute(
		sql`select pg_notify(${CATALOG_CHANNEL}, ${JSON.stringify({ t: '*', op: 'seed', ids: null })})`,
	);
}

let opening: Promise<DatabaseHandle> | undefined;

/** The process-wide database: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export function getDatabase(): Promise<DatabaseHandle> {
	opening ??= (async () => {
		const env = readServerEnv();
		const handle = env.DATABASE_URL
			? openPostgres(env.DATABASE_URL, env.DATABASE_POOL_SIZE)
			: await openPglite(
					path.resolve(env.DATA_DIR, 'pglite'),
					undefined,
					env.PGLITE_SHARED_BUFFERS_MB,
				);
		await prepareDatabase(handle);
		// Catalogue caches are dropped in every process when the catalogue changes (ADR 027).
		await watchCatalog(handle.db, handle.bus);
		// The embedded order life (ORDER_STEP_SECONDS, 0 = off), stopped before the database closes.
		const dispatcher = startDispatcher(handle.db, { oneAtATime: handle.oneAtATime });
		// The demo marketplace's chat answers (one process answers each message: chat-replies.ts).
		const replies = startChatReplies(handle.db);
		closeOnExit(handle, () => Promise.all([dispatcher.stop(), replies.stop()]).then(() => {}));
		return handle;
	})().catch((error: unknown) => {
		opening = undefined; // a failed open is retried by the next request, not cached
		throw error;
	});
	return opening;
}

/**
 * On SIGINT/SIGTERM (server/lifecycle.ts): once HTTP has drained, the dispatcher stops and the
 * database closes. PGlite writes through to DATA_DIR and must be left consistent; a pool must not
 * be ended under a running query.
 */
function closeOnExit(handle: DatabaseHandle, beforeClose: () => Promise<void>): void {
	// Live streams end first, with a retry hint, so their clients reconnect elsewhere (ADR 022).
	onStop(() => closeAllStreams());
	onClose(async () => {
		await beforeClose();
		await handle.close();
	});
	installSignalHandlers();
}
