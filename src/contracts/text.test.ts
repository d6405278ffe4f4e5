import { describe, expect, test } from 'vitest';
import { idField, MAX_ID, toId } from './ids';
import { findNul, safeString } from './text';

describe('safeString and findNul', () => {
	test('refuse NUL, naming the field', () => {
		const result = safeString().safeParse('a\u0000b');
		expect(result.success).toBe(false);
		expect(safeString().safeParse('café ☕').success).toBe(true);
		expect(findNul({ name: 'ok', cart: [{ add_on: ['x', '\u0000'] }] })).toBe('cart.0.add_on.1');
		expect(findNul({ name: 'ok', n: 1, list: [null, true] })).toBeNull();
	});
});

describe('toId: one reading of ids for the whole server', () => {
	test('1 to 2^31 - 1, from numbers or decimal text', () => {
		expect([toId(1), toId(' 42 '), toId(MAX_ID), toId(String(MAX_ID))]).toEqual([
			1,
			42,
			MAX_ID,
			MAX_ID,
		]);
		for (const bad of [
			0,
			-1,
			1.5,
			MAX_ID + 1,
			'2147483648',
			'99999999999999999999',
			'1e3',
			'x',
			null,
		])
			expect(toId(bad)).toBeNull();
		expect(idField('store_id').safeParse('2147483648').error?.issues[0]?.message).toBe(
			'The store id must be an integer.',
		);
	});
});
