// Issue 14 item 1: no raw validator text ever reaches a shopper. Every request schema of the
// contracts is fed wrong values field by field; each failure must be the contract's own human
// sentence ('The latitude must be a number.'), never zod's ('Invalid string: must match pattern').
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import * as address from './address';
import * as auth from './auth';
import * as cart from './cart';
import * as orderPlace from './order-place';
import * as orderView from './order-view';
import * as wishlist from './wishlist';

/** Schemas that read a request (body, query or path); response schemas describe our own output. */
const requestSchemas = Object.entries({
	...address,
	...auth,
	...cart,
	...orderPlace,
	...orderView,
	...wishlist,
}).filter(
	([name, value]) =>
		value instanceof z.ZodType &&
		(/Request(Schema)?$|RequestSchema$|ParamSchema$/.test(name) ||
			['buyNowLineSchema', 'variationInputSchema'].includes(name)),
) as [string, z.ZodType][];

/** Wrong values of every kind a form, a query string or a hand-made client sends. */
const WRONG: unknown[] = [
	'abc',
	'1.2.3',
	'103.94470000000001x',
	'12345678901234567890123',
	'-5',
	'',
	' ',
	'<script>',
	'2026-13-45 99:99',
	'x'.repeat(3000),
	-1,
	0,
	1.5,
	1e308,
	Number.NaN,
	true,
	null,
	[],
	[1, 'a'],
	{},
	{ a: 1 },
	'[{"item_id":"x"}]',
	'{"a":1}',
];

/** zod's own texts start so, or carry the pattern itself. */
const RAW =
	/^(Invalid|Too (big|small)|Expected|Unrecognized|Required)|pattern|regex|\/\^|expected .* received/i;

function fieldsOf(schema: z.ZodType): string[] {
	const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
	return shape ? Object.keys(shape) : [];
}

describe('contract field messages', () => {
	test('the contracts have request schemas to walk', () => {
		expect(requestSchemas.map(([name]) => name)).toEqual(
			expect.arrayContaining([
				'orderPlaceRequestSchema',
				'cartAddRequestSchema',
				'addressRequestSchema',
			]),
		);
	});

	test.each(requestSchemas)('%s answers every wrong field in words', (_name, schema) => {
		const leaks = new Set<string>();
		const fields = fieldsOf(schema);
		const bodies: unknown[] = fields.length
			? fields.flatMap((field) => WRONG.map((value) => ({ [field]: value })))
			: WRONG;
		for (const body of [...bodies, ...WRONG]) {
			const result = schema.safeParse(body);
			for (const issue of result.error?.issues ?? []) {
				if (RAW.test(issue.message)) leaks.add(`${issue.path.join('.')}: ${issue.message}`);
			}
		}
		expect([...leaks]).toEqual([]);
	});

	test('a position with float noise from the picker is accepted and rounded to 7 decimals', () => {
		const body = orderPlace.orderPlaceRequestSchema.parse({
			order_type: 'delivery',
			store_id: '3',
			latitude: '1.3525',
			longitude: '103.94470000000001',
			distance: '2.123456789012345678',
		});
		expect(body.latitude).toBe(1.3525);
		expect(body.longitude).toBe(103.9447);
		expect(body.distance).toBeCloseTo(2.1234568, 7);
	});

	test.each([
		['latitude', '91', 'The latitude may not be greater than 90.'],
		['longitude', '-181', 'The longitude must be at least -180.'],
		['latitude', 'north', 'The latitude must be a number.'],
		['longitude', 'Infinity', 'The longitude must be a number.'],
	])('%s %s is refused with the contract sentence', (field, value, message) => {
		const result = orderPlace.orderPlaceRequestSchema.safeParse({
			order_type: 'delivery',
			store_id: 1,
			[field]: value,
		});
		expect(result.error?.issues.map((i) => i.message)).toEqual([message]);
	});
});
