/**
 * Statements prepared once and executed many times (ADR 039): the hot reads (item details, store
 * lists, search) skip PostgreSQL's parse and plan, which were most of a small statement's time.
 *
 * - node-postgres: drizzle's `.prepare(name)` sends the query config's `name`, so each pooled
 *   connection parses and plans the statement on its first use and binds it afterwards.
 * - PGlite: drizzle's pglite driver ignores the name (its `query()` sends an unnamed statement,
 *   parsed and planned on every call). Here the statement is `PREPARE`d once on the embedded
 *   database and each call sends `EXECUTE name('…', …)`: PostgreSQL does not take bind parameters
 *   in a utility statement, so the values go as quoted literals (`literal()` below), coerced to
 *   the types the PREPARE inferred. Rows come back in the same shape, so drizzle's mapping, the
 *   query tally (query-count.ts) and every caller are unchanged.
 *
 * Prepared statements live in one session: nothing crosses processes, and a schema change makes
 * PostgreSQL plan the statement again by itself.
 */
import { createHash } from 'node:crypto';
import { readServerEnv } from '../env';
import type { Database } from './database';
import { withoutParsers } from './pglite-parsers';

interface Executable<T> {
	execute(values?: Record<string, unknown>): Promise<T>;
}

interface Preparable<T> {
	prepare(name: string): Executable<T>;
}

/** What drizzle's pglite prepared query calls on its client. */
interface QueryClient {
	query(text: string, params: unknown[], config?: unknown): Promise<unknown>;
	exec(text: string, config?: unknown): Promise<unknown[]>;
}

function isPglite(client: unknown): client is QueryClient {
	return (
		typeof client === 'object' &&
		client !== null &&
		typeof (client as { execProtocol?: unknown }).execProtocol === 'function'
	);
}

/**
 * A value as an SQL literal for `EXECUTE` (standard_conforming_strings is on: only quotes are
 * doubled). Numbers, booleans and texts go as quoted literals (the statement's parameter type
 * converts them), arrays of those as array literals, null as NULL.
 */
function literal(value: unknown): string {
	if (value === null || value === undefined) return 'null';
	if (Array.isArray(value)) {
		const inner = value.map((v) => `"${String(v).replace(/["\\]/g, '\\$&')}"`).join(',');
		return quote(`{${inner}}`);
	}
	if (value instanceof Date) return quote(value.toISOString());
	if (typeof value === 'object') return quote(JSON.stringify(value));
	return quote(String(value));
}

function quote(text: string): string {
	if (text.includes('\0')) throw new Error('A statement value cannot contain NUL');
	return `'${text.replaceAll("'", "''")}'`;
}

/** The statements each PGlite database has prepared (or is preparing), by name. */
const preparedOn = new WeakMap<QueryClient, Map<string, Promise<unknown>>>();

function ensurePrepared(client: QueryClient, name: string, text: string): Promise<unknown> {
	let names = preparedOn.get(client);
	if (!names) {
		names = new Map();
		preparedOn.set(client, names);
	}
	let ready = names.get(name);
	if (!ready) {
		ready = client.exec(`prepare ${name} as ${text}`).catch((error: unknown) => {
			names.delete(name);
			throw error;
		});
		names.set(name, ready);
	}
	return ready;
}

/** Makes a drizzle prepared query on PGlite run through PREPARE / EXECUTE (see above). */
function onPglite<T>(statement: Executable<T>, name: string, client: QueryClient): Executable<T> {
	const target = statement as unknown as { client: QueryClient };
	target.client = {
		exec: (text, config) => client.exec(text, withoutParsers(client, config as never)),
		async query(text, params, config) {
			await ensurePrepared(client, name, text);
			const args = params.length > 0 ? `(${params.map(literal).join(', ')})` : '';
			// The simple protocol (ADR 041): one message and a sync instead of the extended
			// protocol's parse, describe, bind, describe, execute and sync, each a trip into the
			// WebAssembly module and a reply to decode. The rows come back the same (text format).
			// Without drizzle's per-call parser table: the client's own has them (ADR 045).
			const [result] = await client.exec(
				`execute ${name}${args}`,
				withoutParsers(client, config as never),
			);
			return result;
		},
	};
	return statement;
}

/**
 * A read prepared once per database: `build` makes the drizzle query with `sql.placeholder()`s
 * for what changes per call; the returned function runs it with those values. `name` must be
 * unique in the app (a PostgreSQL statement name: lower case, digits, underscores).
 */
export function preparedRead<T>(
	name: string,
	build: (db: Database) => Preparable<T>,
): (db: Database, values?: Record<string, unknown>) => Promise<T> {
	if (!/^[a-z][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Bad statement name: ${name}`);
	const statements = new WeakMap<Database, Executable<T>>();
	return (db, values = {}) => {
		let statement = statements.get(db);
		if (!statement) {
			const client = (db as unknown as { $client?: unknown }).$client;
			// PREPARED_STATEMENTS=0: unnamed, parsed and planned per call (only the SQL text is kept).
			const on = readServerEnv().PREPARED_STATEMENTS;
			const made = build(db).prepare(on ? name : (undefined as unknown as string));
			statement = on && isPglite(client) ? onPglite(made, name, client) : made;
			statements.set(db, statement);
		}
		return statement.execute(values);
	};
}

/** Distinct statement texts prepared by `runPrepared`, process-wide, and their names. */
const shapes = new Map<string, string>();
/** Past this many texts, new ones run unprepared (a bound on every session's statements). */
const MAX_SHAPES = 300;

/**
 * Runs a query built per call (lists, search: their text varies with the filters and the number
 * of words, their values are parameters) as a statement prepared once per distinct text, named
 * after a hash of it. The first MAX_SHAPES texts are prepared; later ones run as they are.
 */
export function runPrepared<T>(
	db: Database,
	query: Preparable<T> & PromiseLike<T> & { toSQL(): { sql: string } },
): Promise<T> {
	if (!readServerEnv().PREPARED_STATEMENTS) return Promise.resolve(query);
	const text = query.toSQL().sql;
	let name = shapes.get(text);
	if (!name) {
		if (shapes.size >= MAX_SHAPES) return Promise.resolve(query);
		name = `shape_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
		shapes.set(text, name);
	}
	const made = query.prepare(name);
	const client = (db as unknown as { $client?: unknown }).$client;
	return (isPglite(client) ? onPglite(made, name, client) : made).execute();
}
