import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { JSONValue } from 'hono/utils/types';
import type { z } from 'zod';
import { apiErrorSchema } from '~/contracts/error';
import type { ApiBindings } from './app-types';
import { hasJsonTexts, jsonTextOf } from './json-text';

/** Response entries shared by every route's OpenAPI description. */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({
	description,
	content: { 'application/json': { schema } },
});

export const errorResponses = {
	403: json(apiErrorSchema, 'Invalid input, or a required moduleId / zoneId header is missing'),
	404: json(apiErrorSchema, 'Not found'),
};

/**
 * Sends a JSON body. The route's schema documents the shape in the OpenAPI document and the API
 * tests pin it; this skips the handler-level type match, which large loose shapes defeat.
 */
export function send(c: Context, body: unknown, status: ContentfulStatusCode = 200): never {
	// An answer holding formatted items is written from their kept texts (ADR 052).
	if (status === 200 && hasJsonTexts(body)) return sendJsonText(c, jsonTextOf(body));
	return c.json(body as JSONValue, status) as never;
}

/**
 * A 200 whose JSON text is already made (the store lists put theirs together from cached parts,
 * ADR 043): sent as `c.json` would send it, and handed to the answer cache without reading the
 * response again. `keep: false`: the answer cache gives it its ETag but does not keep it.
 */
export function sendJsonText(
	c: Context<ApiBindings>,
	text: string,
	options: { keep?: boolean } = {},
): never {
	// Encoded once here: the body and the answer cache's ETag read the same bytes.
	const bytes = Buffer.from(text);
	c.set('jsonAnswer', { text, bytes, keep: options.keep ?? true });
	return c.body(bytes, 200, { 'Content-Type': 'application/json' }) as never;
}

/**
 * A request body as the original clients send it: JSON or a form (and multipart where files come
 * along). Documentation only: `documentedRoute` handlers read it with `parseInput`.
 */
export const formBody = (schema: z.ZodType, options: { multipart?: boolean } = {}) => ({
	content: {
		'application/json': { schema },
		'application/x-www-form-urlencoded': { schema },
		...(options.multipart ? { 'multipart/form-data': { schema } } : {}),
	},
});

/** 401 of `auth:api` routes (contract §0.6). */
/** A signed-in route's answers: its 200, 401 without a valid token, and the shared errors. */
export const signedInResponses = (schema: z.ZodType, description: string) => ({
	200: json(schema, description),
	401: json(apiErrorSchema, 'No valid token'),
	...errorResponses,
});

export const unauthenticated = json(apiErrorSchema, 'auth-001 Unauthenticated.: no valid token');

/** 401 of `apiGuestCheck` routes (contract §0.4): neither a live token nor a known guest. */
export const unauthorizedOwner = json(apiErrorSchema, 'Neither a valid token nor a known guest_id');
