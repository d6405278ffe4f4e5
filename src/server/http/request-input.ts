import type { RouteConfig } from '@hono/zod-openapi';
import type { Context, Handler } from 'hono';
import type { z } from 'zod';
import type { ApiApp, ApiBindings } from './app-types';
import { ApiError, apiError, validationErrors } from './errors';

/**
 * Laravel merges query and body into one input (contract §0.1): bodies come as JSON, form or
 * multipart, and `guest_id` may sit in either place. Form keys ending in `[]`, or repeated, are
 * lists; files are left to the routes that take uploads.
 */
export async function readInput(c: Context<ApiBindings>): Promise<Record<string, unknown>> {
	const input: Record<string, unknown> = {};
	const add = (rawKey: string, value: unknown) => {
		const list = rawKey.endsWith('[]');
		const key = list ? rawKey.slice(0, -2) : rawKey;
		const had = input[key];
		if (list || Array.isArray(had)) input[key] = [...(Array.isArray(had) ? had : []), value];
		else input[key] = had === undefined ? value : [had, value];
	};
	for (const [key, value] of new URL(c.req.url).searchParams) add(key, value);
	const bodyKeys = new Set<string>();
	const type = c.req.header('content-type') ?? '';
	if (type.includes('application/json')) {
		let body: unknown;
		try {
			const text = await c.req.text();
			// An empty body with a JSON content type (axios and fetch wrappers send them) is no input.
			body = text.trim() === '' ? {} : JSON.parse(text);
		} catch {
			throw apiError(403, 'request', 'The request body is not valid JSON.');
		}
		if (body === null || typeof body !== 'object' || Array.isArray(body))
			throw apiError(403, 'request', 'The request body must be a JSON object.');
		return { ...input, ...body };
	}
	if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
		let form: FormData;
		try {
			form = await c.req.formData();
		} catch {
			throw apiError(403, 'request', 'The request body could not be read.');
		}
		for (const [key, value] of form) {
			if (typeof value !== 'string') continue;
			const name = key.replace(/\[\]$/, '');
			// The body wins over the query string, as in Laravel.
			if (!bodyKeys.has(name)) delete input[name];
			bodyKeys.add(name);
			add(key, value);
		}
	}
	return input;
}

/** The files of a multipart body under `field` or `field[]` (Hono keeps the parsed form). */
export async function readFiles(c: Context<ApiBindings>, field: string): Promise<File[]> {
	if (!(c.req.header('content-type') ?? '').includes('multipart/form-data')) return [];
	const form = await c.req.formData();
	return [...form.getAll(field), ...form.getAll(`${field}[]`)].filter(
		(value): value is File => typeof value !== 'string',
	);
}

/** Reads and validates the merged input; failures answer 403 `{errors:[{code,message}]}`. */
export async function parseInput<S extends z.ZodType>(
	c: Context<ApiBindings>,
	schema: S,
): Promise<z.output<S>> {
	return parseValue(await readInput(c), schema);
}

export function parseValue<S extends z.ZodType>(value: unknown, schema: S): z.output<S> {
	const result = schema.safeParse(value);
	if (!result.success) throw new ApiError(403, validationErrors(result.error));
	return result.data;
}

/**
 * Registers a route in the OpenAPI document and serves it, validating input in the handler
 * (query and body merged) instead of per part, which Laravel-style clients need.
 */
export function documentedRoute(
	app: ApiApp,
	route: RouteConfig,
	handler: Handler<ApiBindings>,
): void {
	app.openAPIRegistry.registerPath(route);
	app.on(route.method.toUpperCase(), route.path, handler);
}

/**
 * The caller's address for rate limits: the one the server resolved from the connection
 * (`apiEnv`, TRUST_PROXY); when the app is called without it (tests), the first
 * X-Forwarded-For hop or X-Real-IP; 'direct' when there is none.
 */
export function clientAddress(c: Context<ApiBindings>): string {
	const resolved = c.env?.clientAddress;
	if (resolved !== undefined) return resolved;
	const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
	return (forwarded || c.req.header('x-real-ip')?.trim() || 'direct').slice(0, 64);
}
