// Issue 14 item 1: every field error a shopper sees is the contract's human sentence in the
// shopper's language. Every request schema (each route's query, path, headers and body, and every
// request schema the contracts export) is fed wrong values field by field; each English sentence
// it answers, and each English field sentence the services write, must have its Indonesian one.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { createApiApp } from './app';
import { hasAttributeName } from './attributes-id';
import { indonesianMessage, localizeErrors, localizeMessage } from './error-language';
import { RULES } from './validation-id';

const contracts = import.meta.glob<Record<string, unknown>>(
	['../../contracts/*.ts', '!../../contracts/*.test.ts'],
	{ eager: true },
);

const WRONG: unknown[] = [
	undefined,
	'abc',
	'1.2.3',
	'12345678901234567890123',
	'-5',
	'',
	' ',
	'a\u0000b',
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
	Array.from({ length: 200 }, () => 1),
	{},
	{ a: 1 },
	'[{"item_id":"x"}]',
];

type Def = {
	in?: unknown;
	out?: unknown;
	innerType?: unknown;
	schema?: unknown;
	options?: unknown[];
};

/** The field names of an object schema, through pipes, optionals, unions and intersections. */
function fieldsOf(schema: unknown, seen = new Set<unknown>()): Set<string> {
	const fields = new Set<string>();
	if (!schema || seen.has(schema)) return fields;
	seen.add(schema);
	const shape = (schema as { shape?: Record<string, unknown> }).shape;
	for (const key of Object.keys(shape ?? {})) fields.add(key);
	const def = ((schema as { _zod?: { def?: Def & { left?: unknown; right?: unknown } } })._zod
		?.def ?? {}) as Def & { left?: unknown; right?: unknown };
	for (const part of [
		def.in,
		def.out,
		def.innerType,
		def.schema,
		def.left,
		def.right,
		...(def.options ?? []),
	])
		for (const key of fieldsOf(part, seen)) fields.add(key);
	return fields;
}

function routeSchemas(): z.ZodType[] {
	const app = createApiApp({
		db: () => Promise.reject(new Error('no database in this test')),
		driver: () => 'pglite',
		corsOrigins: [],
	});
	const schemas: z.ZodType[] = [];
	for (const definition of app.openAPIRegistry.definitions) {
		if (definition.type !== 'route') continue;
		const { request } = definition.route;
		const bodies = Object.values(request?.body?.content ?? {}).map((c) =>
			c && 'schema' in c ? c.schema : undefined,
		);
		for (const s of [request?.query, request?.params, request?.headers, ...bodies])
			if (s instanceof z.ZodType) schemas.push(s);
	}
	return schemas;
}

const contractSchemas = Object.values(contracts).flatMap((module) =>
	Object.entries(module)
		.filter(
			([name, value]) => value instanceof z.ZodType && /Request|Param|Query|Input|Field/.test(name),
		)
		.map(([, value]) => value as z.ZodType),
);

/** Every sentence the request schemas answer to wrong input. */
function schemaMessages(): Set<string> {
	const messages = new Set<string>();
	for (const schema of [...routeSchemas(), ...contractSchemas]) {
		const fields = [...fieldsOf(schema)];
		const bodies = [
			...fields.flatMap((field) => WRONG.map((value) => ({ [field]: value }))),
			...WRONG,
		];
		for (const body of bodies)
			for (const issue of schema.safeParse(body).error?.issues ?? []) messages.add(issue.message);
	}
	return messages;
}

/** English field sentences written in the server's and contracts' source ('The email has already been taken.'). */
function sourceMessages(): Set<string> {
	const root = join(import.meta.dirname, '..', '..');
	const files = ['server', 'contracts'].flatMap((dir) =>
		readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
			.filter((f) => f.endsWith('.ts') && !f.includes('.test.') && !f.includes('seed'))
			.map((f) => join(root, dir, f)),
	);
	const sentence =
		/'(The [^'`${}]+? (?:field is required|must |may not|is invalid|has already been taken|format is invalid|is not a valid|not allowed)[^'`${}]*\.)'/g;
	const found = new Set<string>();
	// Comments, and tables already written per language (`en: '…', id: '…'`), are left out.
	const skipped = /^\s*(\*|\/\/|en:)/;
	for (const file of files)
		for (const line of readFileSync(file, 'utf8').split('\n'))
			if (!skipped.test(line))
				for (const match of line.matchAll(sentence)) found.add(match[1] ?? '');
	return found;
}

const messages = [...new Set([...schemaMessages(), ...sourceMessages()])].sort();

describe('field errors in Indonesian', () => {
	test('the walk meets the contracts’ sentences', () => {
		expect(messages.length).toBeGreaterThan(200);
		expect(messages).toEqual(
			expect.arrayContaining([
				'The latitude may not be greater than 90.',
				'The phone has already been taken.',
				'The email must be a valid email address.',
				'name is required',
			]),
		);
	});

	test('no sentence of any route is zod’s own text or shows a pattern', () => {
		const raw =
			/^(Invalid|Too (big|small)|Expected|Unrecognized|Required)|pattern|regex|\/\^|expected .* received/i;
		expect(messages.filter((message) => raw.test(message))).toEqual([]);
	});

	test('every sentence has its Indonesian sentence', () => {
		const missing = messages.filter((message) => indonesianMessage(message) === null);
		expect(missing).toEqual([]);
	});

	test('every field a sentence names has its Indonesian name', () => {
		const unnamed = new Set<string>();
		for (const message of messages)
			for (const [template] of RULES) {
				const attribute = template.exec(message)?.[1];
				if (attribute === undefined) continue;
				// Header names (Idempotency-Key, X-Guest-Id, Authorization) are names, not words.
				if (!hasAttributeName(attribute) && !/^[A-Z]/.test(attribute)) unnamed.add(attribute);
				break;
			}
		expect([...unnamed]).toEqual([]);
	});

	test('no Indonesian sentence keeps an English template word', () => {
		const english = /\b(The|field|must|may not|invalid|required|greater|least|between)\b/;
		const leaks = messages
			.map((message) => indonesianMessage(message) ?? '')
			.filter((sentence) => english.test(sentence));
		expect(leaks).toEqual([]);
	});

	test.each([
		['The address field is required.', 'Alamat wajib diisi.'],
		['The latitude may not be greater than 90.', 'Lintang tidak boleh lebih dari 90.'],
		['The password must be at least 8 characters.', 'Kata sandi minimal 8 karakter.'],
		['The email may not be greater than 255 characters.', 'Email maksimal 255 karakter.'],
		['The phone has already been taken.', 'Telepon sudah digunakan.'],
		['The selected order type is invalid.', 'Jenis pesanan yang dipilih tidak valid.'],
		['The phone format is invalid.', 'Format telepon tidak valid.'],
		['The store id must be an integer.', 'ID toko harus berupa bilangan bulat.'],
		['The longitude must be between -180 and 180.', 'Bujur harus di antara -180 dan 180.'],
		[
			'The item id field is required when store id is not present.',
			'ID barang wajib diisi bila ID toko tidak ada.',
		],
		['last name required', 'nama belakang wajib diisi'],
	])('%s → %s', (english, indonesian) => {
		expect(localizeMessage(english, 'id')).toBe(indonesian);
		expect(localizeMessage(english, 'en')).toBe(english);
	});

	test('a sentence already in the caller’s language, or unknown, is left as it is', () => {
		expect(
			localizeErrors(
				[
					{ code: 'order_type', message: 'Toko ini tidak melayani pengantaran' },
					{ code: 'x', message: 'Something new' },
				],
				'id',
			),
		).toEqual([
			{ code: 'order_type', message: 'Toko ini tidak melayani pengantaran' },
			{ code: 'x', message: 'Something new' },
		]);
	});
});
