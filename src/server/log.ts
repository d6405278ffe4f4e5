import { randomUUID } from 'node:crypto';
import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';
import { readServerEnv } from './env';

export type { Logger } from 'pino';

/**
 * Fields never written as they are: credentials, and the personal data a customer gives us
 * (docs/security.md). Paths are pino's (fast-redact): one `*` is one level of nesting.
 */
export const REDACTED_PATHS = [
	'req.headers.authorization',
	'req.headers.cookie',
	'res.headers["set-cookie"]',
	...[
		'password',
		'token',
		'authorization',
		'cookie',
		'phone',
		'email',
		'address',
		'contact_person_number',
		'contact_person_name',
		'contact_number',
		'latitude',
		'longitude',
		'params',
	].flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

export interface LoggerOptions {
	level?: string;
	/** Where lines go; standard output when absent. */
	destination?: DestinationStream;
	/** Human-readable lines (pino-pretty) instead of JSON. */
	pretty?: boolean;
}

export function createLogger(options: LoggerOptions = {}): Logger {
	const settings = {
		level: options.level ?? 'info',
		redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
		base: { pid: process.pid },
		serializers: { err: serializeError },
	};
	if (options.destination) return pino(settings, options.destination);
	if (options.pretty) return pino(settings, pretty({ colorize: true, sync: true }));
	return pino(settings);
}

let processLogger: Logger | undefined;

/** The process's logger: JSON lines in production, pretty lines in development (LOG_LEVEL). */
export function logger(): Logger {
	if (!processLogger) {
		const env = readServerEnv();
		processLogger = createLogger({
			level: env.LOG_LEVEL,
			pretty: env.NODE_ENV !== 'production' && Boolean(import.meta.env?.DEV),
		});
	}
	return processLogger;
}

/** A SQLSTATE (`23505`) on the error or its causes: the database refused the query. */
function sqlState(error: unknown): { code: string; constraint?: string } | null {
	for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
		const { code, constraint } = e as { code?: unknown; constraint?: unknown };
		if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
			return { code, ...(typeof constraint === 'string' ? { constraint } : {}) };
		e = (e as { cause?: unknown }).cause;
	}
	return null;
}

/** `insert into "users"`: the statement and its table, without a value or a parameter. */
export function queryName(sql: unknown): string | undefined {
	if (typeof sql !== 'string') return undefined;
	const write = /^\s*(insert\s+into|update|delete\s+from)\s+("?[\w.]+"?)/i.exec(sql);
	if (write) return `${write[1]?.toLowerCase().replace(/\s+/, ' ')} ${write[2]}`;
	const read = /^\s*select\b[\s\S]*?\bfrom\s+("?[\w.]+"?)/i.exec(sql);
	if (read) return `select ${read[1]}`;
	return sql.trim().split(/\s+/)[0]?.toLowerCase().slice(0, 20);
}

/**
 * Errors as log fields. A database error keeps only its SQLSTATE, constraint and query name:
 * drizzle's message carries the SQL's parameters (a password hash, a phone, an address) and the
 * driver's detail may quote a row's values.
 */
export function serializeError(error: unknown): Record<string, unknown> {
	const state = sqlState(error);
	if (state) {
		const query = (error as { query?: unknown }).query;
		return { type: 'DatabaseError', ...state, query: queryName(query) };
	}
	if (error instanceof Error)
		return { type: error.name, message: error.message, stack: error.stack };
	return { type: typeof error };
}

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The caller's `X-Request-Id` when it is a safe token, else a new one. */
export function requestIdFrom(header: string | null | undefined): string {
	return header && SAFE_REQUEST_ID.test(header) ? header : randomUUID();
}
