import { describe, expect, test } from 'vitest';
import { hasJsonTexts, jsonTextOf, rememberJsonText, withJsonTexts } from './json-text';

/** A kept object as item cards keep one: frozen, its text remembered. */
function kept<T extends object>(value: T): T {
	Object.freeze(value);
	rememberJsonText(value, JSON.stringify(value));
	return value;
}

describe('JSON texts spliced into answers (ADR 052)', () => {
	test('an answer holding kept objects is written as JSON.stringify writes it', () => {
		const a = kept({ id: 1, name: 'Kopi "O"', tags: ['x', 'y'], price: 1.5, none: null });
		const b = kept({ id: 2, name: 'Teh\u2028tarik', nested: { deep: [1, { two: 2 }] } });
		const answers = [
			withJsonTexts({ total_size: 2, limit: '12', offset: '1', products: withJsonTexts([a, b]) }),
			withJsonTexts({ total_size: 0, limit: undefined, offset: null, products: withJsonTexts([]) }),
			withJsonTexts({ skip: () => 1, date: new Date(0), items: withJsonTexts([a, undefined, b]) }),
			withJsonTexts([a, b, 3, 'four', null]),
			withJsonTexts({ 2: 'numeric keys first', b: withJsonTexts({ a }), 1: a, s: Symbol('x') }),
		];
		for (const answer of answers) expect(jsonTextOf(answer)).toBe(JSON.stringify(answer));
		expect(jsonTextOf(a)).toBe(JSON.stringify(a));
	});

	test('only kept objects and marked containers are recognised', () => {
		const a = kept({ id: 1 });
		expect(hasJsonTexts(a)).toBe(true);
		expect(hasJsonTexts(withJsonTexts({ products: [a] }))).toBe(true);
		expect(hasJsonTexts({ products: [a] })).toBe(false);
		expect(hasJsonTexts([a])).toBe(false);
		expect(hasJsonTexts(null)).toBe(false);
		expect(hasJsonTexts('text')).toBe(false);
	});
});
