import { BlockList, isIP } from 'node:net';
import { z } from 'zod';

// Plain TypeScript only (no enums, no parameter properties): scripts/serve.mjs imports this file
// with Node's type stripping to check the environment before the server listens.

/** Which connections may speak for the client through X-Forwarded-For / X-Real-IP. */
export interface TrustProxy {
	/** The setting as given, for logs. */
	readonly text: string;
	/** True when a connection from `address` is a trusted proxy. */
	trusts(address: string | undefined): boolean;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const TRUST_PROXY_FORMS = '0 or off (default), 1 (loopback), or a comma list of proxy IPs / CIDRs';

/** `::ffff:127.0.0.1` as Node reports IPv4 peers on a dual-stack socket, read as `127.0.0.1`. */
export function plainAddress(address: string): string {
	const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
	return mapped?.[1] ?? address;
}

/** `0`/`off` trusts nobody; `1`/`loopback` trusts 127.0.0.0/8 and ::1; else a list of IPs/CIDRs. */
export function parseTrustProxy(raw: string): TrustProxy | null {
	const text = raw.trim().toLowerCase();
	if (text === '0' || text === 'off' || text === 'false') return { text, trusts: () => false };
	const entries = text === '1' || text === 'loopback' ? ['127.0.0.0/8', '::1'] : text.split(',');
	const list = new BlockList();
	for (const entry of entries.map((e) => e.trim())) {
		const [address = '', bits, ...rest] = entry.split('/');
		const family = isIP(address);
		if (family === 0 || rest.length > 0) return null;
		const type = family === 4 ? 'ipv4' : 'ipv6';
		if (bits === undefined) list.addAddress(address, type);
		else {
			const prefix = Number(bits);
			if (!/^\d{1,3}$/.test(bits) || prefix > (family === 4 ? 32 : 128)) return null;
			list.addSubnet(address, prefix, type);
		}
	}
	return {
		text,
		trusts(address) {
			if (!address) return false;
			const plain = plainAddress(address);
			const family = isIP(plain);
			return family !== 0 && list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
		},
	};
}

/** Server configuration from the environment; every variable is listed in .env.example. */
const envSchema = z.object({
	DATA_DIR: z.string().min(1).default('./data'),
	DATABASE_URL: z.url({ error: 'a postgres:// URL' }).optional(),
	CORS_ORIGINS: z.string().default(''),
	PUBLIC_URL: z.url({ error: 'an absolute http(s) URL' }).optional(),
	API_CACHE_TTL_MS: z.coerce
		.number({ error: 'an integer from 0 to 600000' })
		.int({ error: 'an integer from 0 to 600000' })
		.min(0, { error: 'an integer from 0 to 600000' })
		.max(600_000, { error: 'an integer from 0 to 600000' })
		.default(10_000),
	/** Megabytes of public API answers the API cache keeps per process (ADR 040); 0 keeps none. */
	API_CACHE_MB: z.coerce
		.number({ error: 'a number of megabytes from 0 to 4096' })
		.min(0, { error: 'a number of megabytes from 0 to 4096' })
		.max(4096, { error: 'a number of megabytes from 0 to 4096' })
		.default(16),
	/**
	 * Megabytes (estimated) of catalogue query results the catalogue cache keeps per process
	 * (ADR 027, ADR 040); 0 keeps none.
	 */
	CATALOG_CACHE_MB: z.coerce
		.number({ error: 'a number of megabytes from 0 to 4096' })
		.min(0, { error: 'a number of megabytes from 0 to 4096' })
		.max(4096, { error: 'a number of megabytes from 0 to 4096' })
		.default(16),
	/** Megabytes of rendered HTML the page cache keeps per process (ADR 033); 0 turns it off. */
	PAGE_CACHE_MB: z.coerce
		.number({ error: 'a number of megabytes from 0 to 4096' })
		.min(0, { error: 'a number of megabytes from 0 to 4096' })
		.max(4096, { error: 'a number of megabytes from 0 to 4096' })
		.default(48),
	/**
	 * Megabytes of PostgreSQL's shared buffers inside the embedded PGlite (ADR 040): its
	 * WebAssembly memory holds them from the start and never gives memory back.
	 */
	PGLITE_SHARED_BUFFERS_MB: z.coerce
		.number({ error: 'an integer from 1 to 1024' })
		.int({ error: 'an integer from 1 to 1024' })
		.min(1, { error: 'an integer from 1 to 1024' })
		.max(1024, { error: 'an integer from 1 to 1024' })
		.default(32),
	MAP_TILE_URL: z.string().optional(),
	MAP_TILE_ATTRIBUTION: z.string().optional(),
	/**
	 * Who may set X-Forwarded-For / X-Real-IP: off by default (those headers are dropped and rate
	 * limits key on the connection's own address), `1` for a proxy on loopback, or its addresses.
	 */
	TRUST_PROXY: z
		.string()
		.default('0')
		.transform((raw, ctx) => {
			const parsed = parseTrustProxy(raw);
			if (!parsed) ctx.addIssue({ code: 'custom', message: TRUST_PROXY_FORMS });
			return parsed ?? (parseTrustProxy('0') as TrustProxy);
		}),
	/** Seconds between an order's status steps in the embedded dispatcher; 0 turns it off. */
	ORDER_STEP_SECONDS: z.coerce
		.number({ error: 'a number of seconds from 0 to 86400' })
		.min(0, { error: 'a number of seconds from 0 to 86400' })
		.max(86_400, { error: 'a number of seconds from 0 to 86400' })
		.default(20),
	/**
	 * Most PostgreSQL connections one process's pool opens (node-postgres), besides its one LISTEN
	 * connection: processes × (pool + 1) must stay under the server's max_connections (ADR 028).
	 */
	DATABASE_POOL_SIZE: z.coerce
		.number({ error: 'an integer from 2 to 1000' })
		.int({ error: 'an integer from 2 to 1000' })
		.min(2, { error: 'an integer from 2 to 1000' })
		.max(1000, { error: 'an integer from 2 to 1000' })
		.default(10),
	/**
	 * On SIGTERM, how long (ms) idle keep-alive connections are left for the client holding them
	 * to close: a proxy whose upstream keep-alive timeout is shorter closes them itself, so it
	 * never sends a request on a socket the server is closing (ADR 028). 0 closes them at once.
	 */
	DRAIN_IDLE_MS: z.coerce
		.number({ error: 'an integer from 0 to 60000' })
		.int({ error: 'an integer from 0 to 60000' })
		.min(0, { error: 'an integer from 0 to 60000' })
		.max(60_000, { error: 'an integer from 0 to 60000' })
		.default(0),
	/**
	 * Mail for account-recovery codes: an SMTP URL (`smtp://user:pass@host:587`, `smtps://…`).
	 * Without it the demo keeps codes in its own outbox page (/demo-outbox).
	 */
	SMTP_URL: z
		.string()
		.regex(/^smtps?:\/\/.+/, { error: 'an smtp:// or smtps:// URL' })
		.optional()
		.or(z.literal('').transform(() => undefined)),
	/** The sender of those mails, e.g. `Kampung Mart <no-reply@example.com>`. */
	MAIL_FROM: z.string().default('Kampung Mart <no-reply@kampungmart.example>'),
	/** pino's level; `debug` shows more, `silent` nothing. */
	LOG_LEVEL: z.enum(LOG_LEVELS, { error: `one of ${LOG_LEVELS.join(', ')}` }).default('info'),
	NODE_ENV: z.string().optional(),
	/** `1`: pages and API answers carry Server-Timing (queries, data, render, compress ms). */
	SERVER_TIMING: z
		.enum(['0', '1'], { error: '0 or 1' })
		.default('0')
		.transform((v) => v === '1'),
	/**
	 * `0`: the hot reads are sent as ordinary statements, parsed and planned on every call, instead
	 * of prepared once (ADR 039); for comparing the two, not for production.
	 */
	PREPARED_STATEMENTS: z
		.enum(['0', '1'], { error: '0 or 1' })
		.default('1')
		.transform((v) => v === '1'),
	/**
	 * `0`: scripts/serve.mjs sends /api/v1 through Astro's adapter and catch-all route instead of
	 * straight to the API's Node listener (ADR 045); for comparing the two, not for production.
	 */
	API_DIRECT: z
		.enum(['0', '1'], { error: '0 or 1' })
		.default('1')
		.transform((v) => v === '1'),
	/**
	 * On PGlite, the milliseconds of request work scripts/serve.mjs starts in one turn of the event
	 * loop before it lets the loop accept and read again; later requests start on later turns, in
	 * arrival order (ADR 051). `0`: every request starts in the turn it is read (for comparison).
	 * Not used on PostgreSQL, where the loop turns at every query.
	 */
	REQUEST_TURN_MS: z.coerce
		.number({ error: 'a number from 0 to 1000' })
		.min(0, { error: 'a number from 0 to 1000' })
		.max(1000, { error: 'a number from 0 to 1000' })
		.default(2),
	/**
	 * `1`: the first run of each search statement shape logs its generic plan (`search plan`,
	 * EXPLAIN ANALYZE of the prepared statement, ADR 042); `npm run bench:search` prints them.
	 */
	SEARCH_PLANS: z
		.enum(['0', '1'], { error: '0 or 1' })
		.default('0')
		.transform((v) => v === '1'),
});

export type ServerEnv = z.infer<typeof envSchema>;

/** A setting the server cannot start with: one line naming the variable and what it accepts. */
export class EnvError extends Error {
	readonly variable: string;
	constructor(variable: string, accepts: string, value: string | undefined) {
		// A database URL carries its password: named, never quoted.
		const shown = variable === 'DATABASE_URL' ? '' : `=${JSON.stringify(value ?? '')}`;
		super(`Invalid setting ${variable}${shown}: expected ${accepts}.`);
		this.name = 'EnvError';
		this.variable = variable;
	}
}

export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
	const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
	const result = envSchema.safeParse(cleaned);
	if (result.success) return result.data;
	const issue = result.error.issues[0];
	const variable = String(issue?.path[0] ?? 'environment');
	throw new EnvError(variable, issue?.message ?? 'a valid value', source[variable]);
}

let processEnv: ServerEnv | undefined;

/**
 * The server's settings. Without an argument: `process.env`, parsed once and kept (a start
 * script calls it first, so a bad value stops the start instead of failing every request).
 */
export function readServerEnv(source?: Record<string, string | undefined>): ServerEnv {
	if (source) return parseServerEnv(source);
	processEnv ??= parseServerEnv(process.env);
	return processEnv;
}

/** `CORS_ORIGINS` is a comma list of origins, or `*` for any. */
export function corsOrigins(env: ServerEnv): string[] {
	return env.CORS_ORIGINS.split(',')
		.map((o) => o.trim())
		.filter(Boolean);
}
