import Ajv2020 from 'ajv/dist/2020';
import fc from 'fast-check';

/**
 * A property-based fuzz of every operation of the OpenAPI document the API serves (issue 12):
 * random methods, bodies, content types, headers, ids, encodings and unicode edge cases, checked
 * against what each operation declares.
 */

type Json = Record<string, unknown>;
interface Operation {
	method: string;
	path: string;
	query: string[];
	pathParams: string[];
	bodyFields: string[];
	responses: Record<string, Json>;
}

export function operationsOf(doc: Json): Operation[] {
	const ops: Operation[] = [];
	for (const [path, item] of Object.entries(doc.paths as Record<string, Json>)) {
		for (const [method, raw] of Object.entries(item)) {
			const op = raw as Json;
			const params = (op.parameters ?? []) as { name: string; in: string }[];
			const content = ((op.requestBody as Json | undefined)?.content ?? {}) as Record<string, Json>;
			const bodyFields = new Set<string>();
			const collect = (schema: unknown) => {
				if (!schema || typeof schema !== 'object') return;
				const s = schema as Json;
				for (const key of Object.keys((s.properties ?? {}) as Json)) bodyFields.add(key);
				for (const sub of [...((s.anyOf ?? []) as unknown[]), ...((s.oneOf ?? []) as unknown[])])
					collect(sub);
			};
			for (const media of Object.values(content)) collect(media.schema);
			for (const p of params) if (p.in === 'query') bodyFields.add(p.name);
			ops.push({
				method: method.toUpperCase(),
				path,
				query: params.filter((p) => p.in === 'query').map((p) => p.name),
				pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
				bodyFields: [...bodyFields],
				responses: (op.responses ?? {}) as Record<string, Json>,
			});
		}
	}
	return ops;
}

const EDGE = [
	'',
	' ',
	'\u0000',
	'a\u0000b',
	'\uFFFF',
	'\uD800',
	'\u202Eevil',
	'😀🇸🇬',
	'ǅ\u0301',
	'null',
	'undefined',
	'true',
	'[]',
	'{}',
	'[1,2]',
	'["1"]',
	'"[1]"',
	'-1',
	'0',
	'1',
	'2',
	'5',
	'1.5',
	'1e309',
	'NaN',
	'2147483647',
	'2147483648',
	'9007199254740993',
	'99999999999999999999',
	"' or 1=1 --",
	'<script>alert(1)</script>',
	'../../etc/passwd',
	'%',
	'x'.repeat(3000),
];
const text = fc.oneof(
	{ weight: 3, arbitrary: fc.constantFrom(...EDGE) },
	{ weight: 2, arbitrary: fc.string({ maxLength: 20 }) },
	{ weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
	{ weight: 2, arbitrary: fc.integer({ min: -5, max: 120 }).map(String) },
);
const jsonValue: fc.Arbitrary<unknown> = fc.oneof(
	{ weight: 4, arbitrary: text },
	{ weight: 2, arbitrary: fc.integer({ min: -3, max: 3_000_000_000 }) },
	{ weight: 1, arbitrary: fc.double() },
	{ weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [1, 2], ['\u0000']) },
	{ weight: 1, arbitrary: fc.array(fc.oneof(text, fc.nat(60)), { maxLength: 3 }) },
	{
		weight: 1,
		arbitrary: fc.array(
			fc.record({ item_id: fc.nat(80), quantity: fc.integer({ min: -1, max: 5 }), name: text }),
			{ maxLength: 2 },
		),
	},
);

const str = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

/** Encodes a query or path value: mostly properly, sometimes with broken percent-encoding. */
function encode(value: string, mode: number): string {
	if (mode === 1) return `${value.slice(0, 3)}%FF${value.slice(3)}`;
	if (mode === 2) return `%zz${value}`;
	try {
		return encodeURIComponent(value);
	} catch {
		return '%ED%A0%80'; // a lone surrogate, as UTF-8 bytes no decoder accepts
	}
}

const HEADER_VALUES = {
	zoneId: [
		'[1,2,3,4,5]',
		'[1]',
		'[2,3]',
		'1',
		'"[1,2]"',
		'[2147483648]',
		'[]',
		'abc',
		'[-1]',
		'[1.5]',
	],
	moduleId: ['1', '2', '3', '4', '5', '0', '-1', '2147483648', 'x', '99999999999'],
	Authorization: [
		'Bearer null',
		'Bearer abc',
		'Bearer ',
		'Basic Zm9vOmJhcg==',
		`Bearer ${'a'.repeat(64)}`,
	],
	'X-localization': ['en', 'id', 'xx', '', 'EN-us', '\u00e9'],
	latitude: ['1.30', '"1.30"', '91', 'abc', '-0'],
	longitude: ['103.8', '"103.8"', '181', ''],
};
const CONTENT_TYPES = [
	'application/json',
	'application/x-www-form-urlencoded',
	'multipart/form-data; boundary=XyZ',
	'text/plain',
	'application/json; charset=utf-16',
	'',
];

export interface FuzzRequest {
	method: string;
	url: string;
	headers: Record<string, string>;
	body: string | undefined;
	op: Operation;
}

export function requestArbitrary(ops: Operation[]): fc.Arbitrary<FuzzRequest> {
	return fc
		.record({
			op: fc.constantFrom(...ops),
			otherMethod: fc.option(fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'), {
				freq: 8,
			}),
			pathValues: fc.array(fc.tuple(text, fc.nat(9)), { minLength: 3, maxLength: 3 }),
			queryPicks: fc.array(fc.tuple(fc.nat(40), fc.oneof(text, fc.constant('valid')), fc.nat(12)), {
				maxLength: 5,
			}),
			extraQuery: fc.option(fc.tuple(text, text), { freq: 6 }),
			headerPicks: fc.record(
				Object.fromEntries(
					Object.entries(HEADER_VALUES).map(([k, v]) => [
						k,
						fc.option(
							fc.oneof(
								{ weight: 6, arbitrary: fc.constantFrom(...v.slice(0, 5)) },
								{ weight: 2, arbitrary: fc.constantFrom(...v) },
								{ weight: 1, arbitrary: text },
							),
							{ freq: 4 },
						),
					]),
				) as Record<keyof typeof HEADER_VALUES, fc.Arbitrary<string | null>>,
			),
			bodyFields: fc.array(fc.tuple(fc.nat(60), jsonValue), { maxLength: 6 }),
			contentType: fc.constantFrom(...CONTENT_TYPES),
			rawBody: fc.option(fc.oneof(text, fc.constant('{"a":'), fc.constant('[1]')), {
				freq: 8,
			}),
		})
		.map((g) => {
			const { op } = g;
			let path = op.path;
			op.pathParams.forEach((name, i) => {
				const [value, mode] = g.pathValues[i] ?? ['1', 0];
				path = path.replace(`{${name}}`, encode(value, mode % 5 === 0 ? mode % 3 : 0));
			});
			path = path.replace(/\{[^}]+\}/g, '1');
			const query: string[] = [];
			for (const [index, value, mode] of g.queryPicks) {
				const name = op.query[index % Math.max(1, op.query.length)] ?? 'guest_id';
				const v = value === 'valid' ? String((index % 5) + 1) : value;
				query.push(`${encodeURIComponent(name)}=${encode(v, mode > 9 ? mode - 9 : 0)}`);
			}
			if (g.extraQuery) query.push(`${encode(g.extraQuery[0], 0)}=${encode(g.extraQuery[1], 0)}`);
			const headers: Record<string, string> = {};
			for (const [name, value] of Object.entries(g.headerPicks))
				if (value !== null && /^[\t\x20-\x7e]*$/.test(value)) headers[name] = value;
			const method = g.otherMethod ?? op.method;
			// Another method on the same path is that operation, with its own declared answers.
			const target = ops.find((o) => o.path === op.path && o.method === method) ?? op;
			let body: string | undefined;
			if (method !== 'GET' && method !== 'HEAD') {
				const fields: Record<string, unknown> = {};
				for (const [index, value] of g.bodyFields)
					fields[op.bodyFields[index % Math.max(1, op.bodyFields.length)] ?? 'x'] = value;
				if (g.contentType) headers['Content-Type'] = g.contentType;
				if (g.rawBody !== null) body = g.rawBody;
				else if (g.contentType.startsWith('application/x-www-form-urlencoded'))
					body = Object.entries(fields)
						.map(([k, v]) => `${encodeURIComponent(k)}=${encode(str(v), 0)}`)
						.join('&');
				else if (g.contentType.startsWith('multipart/'))
					body = `${Object.entries(fields)
						.map(
							([k, v]) =>
								`--XyZ\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${str(v)}\r\n`,
						)
						.join('')}--XyZ--\r\n`;
				else body = JSON.stringify(fields);
			}
			const url = `${path}${query.length ? `?${query.join('&')}` : ''}`;
			return { method, url, headers, body, op: target };
		});
}

const STACK = /\n\s+at .+:\d+:\d+|DrizzleQueryError|Failed query|node_modules|syntax error at/;
const SQL =
	/\b(select|insert into|update|delete from)\s+["*a-z_]+[\s\S]{0,80}\b(from|values|set|where)\s+"/i;

export interface Verdict {
	ok: boolean;
	problem?: string;
}

/** The oracle: no 5xx, a declared status, a body matching its declared schema, no leaks. */
export function createOracle() {
	const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false });
	const validators = new Map<string, ReturnType<typeof ajv.compile>>();
	return (req: FuzzRequest, status: number, type: string, text: string): Verdict => {
		if (status >= 500) return { ok: false, problem: `${status}` };
		if (STACK.test(text) || SQL.test(text))
			return { ok: false, problem: 'stack trace or SQL in body' };
		const sameOperation = req.method === req.op.method;
		// Another method: no route (404), or refused by the shared pipeline first (401, 403, 413).
		const responses = sameOperation
			? req.op.responses
			: { '401': {}, '403': {}, '404': {}, '413': {} };
		const declared = responses[String(status)] ?? responses.default;
		if (!declared) return { ok: false, problem: `undeclared status ${status}` };
		if (!type.startsWith('application/json')) {
			const media = (declared.content ?? {}) as Record<string, unknown>;
			if (Object.keys(media).some((m) => type.startsWith(m.split(';')[0] ?? m)) || status === 204)
				return { ok: true };
			return { ok: false, problem: `content type ${type} for ${status}` };
		}
		let body: unknown;
		try {
			body = JSON.parse(text);
		} catch {
			return { ok: false, problem: 'body is not JSON' };
		}
		const schema = (
			(declared.content as Json | undefined)?.['application/json'] as Json | undefined
		)?.schema;
		if (!schema) return sameOperation ? { ok: true } : errorShape(body);
		const key = `${req.op.method} ${req.op.path} ${status}`;
		let validate = validators.get(key);
		if (!validate) {
			validate = ajv.compile(schema as Json);
			validators.set(key, validate);
		}
		if (validate(body)) return { ok: true };
		const first = validate.errors?.[0];
		return { ok: false, problem: `schema: ${first?.instancePath} ${first?.message}` };
	};
}

function errorShape(body: unknown): Verdict {
	const errors = (body as { errors?: unknown }).errors;
	return Array.isArray(errors) && errors.every((e) => typeof e?.code === 'string')
		? { ok: true }
		: { ok: false, problem: 'not the error shape' };
}
