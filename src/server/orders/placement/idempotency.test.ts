import { describe, expect, test } from 'vitest';
import { canonicalJson, isUniqueViolation, readIdempotencyKey, requestHash } from './idempotency';

describe('readIdempotencyKey', () => {
	test.each([
		[undefined, { ok: true, key: null }],
		['   ', { ok: true, key: null }],
		[' order-7f3a ', { ok: true, key: 'order-7f3a' }],
		['k'.repeat(255), { ok: true, key: 'k'.repeat(255) }],
	])('%j', (header, expected) => {
		expect(readIdempotencyKey(header)).toEqual(expected);
	});

	test.each([
		['k'.repeat(256), 'The idempotency key may not be greater than 255 characters.'],
		['two words', 'The idempotency key format is invalid.'],
		['clé', 'The idempotency key format is invalid.'],
	])('refuses %j', (header, message) => {
		expect(readIdempotencyKey(header)).toEqual({
			ok: false,
			error: { code: 'idempotency_key', message },
		});
	});
});

describe('requestHash', () => {
	test('ignores key order at every depth', () => {
		const a = { store_id: 1, cart: [{ item_id: 2, quantity: 1 }], address: 'x' };
		const b = { address: 'x', cart: [{ quantity: 1, item_id: 2 }], store_id: 1 };
		expect(canonicalJson(a)).toBe(canonicalJson(b));
		expect(requestHash(a)).toBe(requestHash(b));
	});

	test('changes with any value, and with the order of lines', () => {
		const base = { store_id: 1, cart: [{ item_id: 2 }, { item_id: 3 }] };
		expect(requestHash(base)).not.toBe(requestHash({ ...base, store_id: 2 }));
		expect(requestHash(base)).not.toBe(
			requestHash({ ...base, cart: [{ item_id: 3 }, { item_id: 2 }] }),
		);
	});

	test('leaves `_method` out', () => {
		expect(requestHash({ a: 1, _method: 'post' })).toBe(requestHash({ a: 1 }));
	});

	test('leaves the client’s order_amount out: the server recomputes it', () => {
		expect(requestHash({ a: 1, order_amount: 12 })).toBe(requestHash({ a: 1, order_amount: 9 }));
	});

	test('is hex SHA-256', () => {
		expect(requestHash({})).toMatch(/^[0-9a-f]{64}$/);
	});
});

describe('isUniqueViolation', () => {
	test.each([
		['a pg error', Object.assign(new Error('dup'), { code: '23505' }), true],
		['wrapped by drizzle', new Error('query failed', { cause: { code: '23505' } }), true],
		['another constraint', Object.assign(new Error('check'), { code: '23514' }), false],
		['not an error', null, false],
	])('%s', (_, error, expected) => {
		expect(isUniqueViolation(error)).toBe(expected);
	});
});
