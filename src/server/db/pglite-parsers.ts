/**
 * PGlite's per-call parser table, made free (ADR 045). Each query that passes `parsers` in its
 * options (drizzle passes nine on every call: the date, time and interval types, and their
 * arrays, left as text) makes PGlite copy its own table, about 380 type ids in dictionary mode,
 * into a new object (`{ ...this.parsers, ...options.parsers }`): about 0.3 ms per query, more
 * than the item details statement itself. Here the nine go into the client's own table once,
 * with drizzle's own meaning (the text as it came), and the query methods drizzle calls drop
 * the per-call table; rows come back exactly as before, `rowMode` is kept.
 */
import type { PGlite, QueryOptions } from '@electric-sql/pglite';

/** The types drizzle's PGlite driver reads as text (drizzle-orm/pglite/session.js). */
const TEXT_TYPES = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182] as const;
const asText = (value: string) => value;

const lean = new WeakSet<object>();

/** Options without drizzle's parser table, once the client's own table has the same parsers. */
export function withoutParsers<T extends QueryOptions | undefined>(client: object, options: T): T {
	if (!options?.parsers || !lean.has(client)) return options;
	const { parsers: _, ...rest } = options;
	return rest as T;
}

/** Installs drizzle's text types in the client's table and lets its `query` skip the copy. */
export function leanParsers(client: PGlite): void {
	for (const type of TEXT_TYPES) client.parsers[type] = asText;
	lean.add(client);
	const query = client.query.bind(client);
	client.query = ((text: string, params?: unknown[], options?: QueryOptions) =>
		query(text, params, withoutParsers(client, options))) as PGlite['query'];
}
