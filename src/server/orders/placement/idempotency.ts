/**
 * `Idempotency-Key` of order placement (ARCHITECTURE §1.12, commerce contract §1): the same key
 * with the same body answers the first order again; the same key with another body is refused.
 */
import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_MAX } from '~/contracts/order-place';
import type { FieldError } from './order-placement-rules';

export type KeyCheck = { ok: true; key: string | null } | { ok: false; error: FieldError };

/** The header's key (trimmed; absent or blank = none); visible ASCII, at most 255 characters. */
export function readIdempotencyKey(header: string | undefined): KeyCheck {
	const key = header?.trim() ?? '';
	if (key === '') return { ok: true, key: null };
	if (key.length > IDEMPOTENCY_KEY_MAX)
		return {
			ok: false,
			error: {
				code: 'idempotency_key',
				message: `The idempotency key may not be greater than ${IDEMPOTENCY_KEY_MAX} characters.`,
			},
		};
	if (!/^[\x21-\x7e]+$/.test(key))
		return {
			ok: false,
			error: { code: 'idempotency_key', message: 'The idempotency key format is invalid.' },
		};
	return { ok: true, key };
}

/** JSON with object keys sorted at every depth, so key order does not change the hash. */
export function canonicalJson(value: unknown): string {
	if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
	if (value !== null && typeof value === 'object') {
		const entries = Object.entries(value as Record<string, unknown>)
			.filter(([, v]) => v !== undefined)
			.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
		return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
	}
	return JSON.stringify(value) ?? 'null';
}

/**
 * Hex SHA-256 of the request's input (query and body merged). `_method` is left out, and so is
 * `order_amount`: the server ignores the client's total, so a retry whose total came from a later
 * preview is still the same request.
 */
export function requestHash(input: Record<string, unknown>): string {
	const { _method: _ignored, order_amount: _amount, ...rest } = input;
	return createHash('sha256').update(canonicalJson(rest)).digest('hex');
}

/** A unique-index violation (PostgreSQL 23505), as node-postgres, PGlite or drizzle wrap it. */
export function isUniqueViolation(error: unknown): boolean {
	for (let e: unknown = error, depth = 0; e && depth < 5; depth += 1) {
		if ((e as { code?: unknown }).code === '23505') return true;
		e = (e as { cause?: unknown }).cause;
	}
	return false;
}
