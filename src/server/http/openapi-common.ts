import { z } from 'zod';
import { apiErrorSchema } from '~/contracts/error';

type Json = Record<string, unknown>;
const errorJson = z.toJSONSchema(apiErrorSchema) as Json;
delete errorJson.$schema;

/**
 * What every operation may also answer, because the API's shared pipeline answers it before or
 * around the route (issue 12): 400 (a body the validator cannot read), 403 (input rules: NUL,
 * undecodable query, ids beyond int4, headers), 404 (no such route or method, an undecodable
 * path), 413 (body too large). Each joins what the operation already declares for that status.
 */
const COMMON: Record<string, string> = {
	'400': 'The body could not be read',
	'403': 'Invalid input (contract §0.6)',
	'404': 'Not found',
	'413': 'The request body is too large',
};

/** Routes behind a token or guest id: 401 in the shapes of contract §0.4 and §0.6. */
const SIGNED_IN = /^\/api\/v1\/(customer|coupon|cashback|auth\/logout)\b/;
const unauthorized: Json[] = [
	errorJson,
	{ type: 'object', properties: { errors: { type: 'string' } }, required: ['errors'] },
	{ type: 'object', properties: { message: { type: 'string' } }, required: ['message'] },
];

/** Irregular answers of the contract, declared where they happen (contract §0.4, §0.6). */
function irregular(path: string): Record<string, Json[]> {
	const extra: Record<string, Json[]> = {};
	if (SIGNED_IN.test(path)) extra['401'] = unauthorized;
	// items/details: not found is `{"errors":{"code":"product-001","message":"Not found"}}`.
	if (path === '/api/v1/items/details/{id}')
		extra['404'] = [
			{
				type: 'object',
				properties: {
					errors: {
						type: 'object',
						properties: { code: { type: 'string' }, message: { type: 'string' } },
						required: ['code', 'message'],
					},
				},
				required: ['errors'],
			},
		];
	// campaigns/* and flash-sales/* answer the missing-zone error with HTTP 200.
	if (/^\/api\/v1\/(campaigns|flash-sales)\//.test(path)) extra['200'] = [errorJson];
	return extra;
}

function schemaOf(response: Json | undefined): Json | undefined {
	return ((response?.content as Json | undefined)?.['application/json'] as Json | undefined)
		?.schema as Json | undefined;
}

function joined(response: Json | undefined, description: string, schemas: Json[]): Json {
	const existing = schemaOf(response);
	const anyOf = existing ? [existing, ...schemas] : schemas;
	return {
		...(response ?? {}),
		description: (response?.description as string | undefined) ?? description,
		content: {
			...((response?.content as Json | undefined) ?? {}),
			'application/json': { schema: anyOf.length === 1 ? anyOf[0] : { anyOf } },
		},
	};
}

export function withCommonResponses<D>(document: D): D {
	const doc = document as Json;
	for (const [path, item] of Object.entries((doc.paths ?? {}) as Record<string, Json>)) {
		for (const operation of Object.values(item)) {
			const op = operation as Json;
			const responses = (op.responses ?? {}) as Record<string, Json>;
			for (const [status, description] of Object.entries(COMMON))
				responses[status] = joined(responses[status], description, [errorJson]);
			for (const [status, schemas] of Object.entries(irregular(path)))
				responses[status] = joined(
					responses[status],
					status === '401' ? 'No valid token or guest id' : 'Irregular answer',
					schemas,
				);
			op.responses = responses;
		}
	}
	return document;
}
