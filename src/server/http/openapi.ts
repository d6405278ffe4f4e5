import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { JSONValue } from 'hono/utils/types';
import type { z } from 'zod';
import { apiErrorSchema } from '~/contracts/error';

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
	return c.json(body as JSONValue, status) as never;
}
