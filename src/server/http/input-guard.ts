import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { findNul, nulMessage } from '~/contracts/text';
import type { ApiBindings } from './app-types';
import { apiError } from './errors';

/** A query string's pairs, decoded strictly: bad percent-encoding or invalid UTF-8 is refused. */
export function strictQuery(url: string): [string, string][] | { invalid: string } {
	const start = url.indexOf('?');
	if (start < 0) return [];
	const end = url.indexOf('#', start);
	const query = url.slice(start + 1, end < 0 ? undefined : end);
	const pairs: [string, string][] = [];
	for (const part of query.split('&')) {
		if (!part) continue;
		const eq = part.indexOf('=');
		const rawKey = eq < 0 ? part : part.slice(0, eq);
		const rawValue = eq < 0 ? '' : part.slice(eq + 1);
		try {
			pairs.push([
				decodeURIComponent(rawKey.replace(/\+/g, ' ')),
				decodeURIComponent(rawValue.replace(/\+/g, ' ')),
			]);
		} catch {
			let key = rawKey;
			try {
				key = decodeURIComponent(rawKey);
			} catch {
				key = 'query';
			}
			return { invalid: /^[\w[\]-]{1,64}$/.test(key) ? key : 'query' };
		}
	}
	return pairs;
}

const BODY_TYPES = /application\/json|application\/x-www-form-urlencoded|multipart\/form-data/;

async function bodyValue(c: Context<ApiBindings>): Promise<unknown> {
	const type = c.req.header('content-type') ?? '';
	if (type.includes('application/json')) {
		try {
			return JSON.parse(await c.req.text()) as unknown;
		} catch {
			return undefined; // the route answers a malformed body in its own words
		}
	}
	try {
		const form = await c.req.formData();
		return Object.fromEntries(
			[...form].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
		);
	} catch {
		return undefined;
	}
}

/**
 * The API's input rules, before any route runs (contract §0.6 shape, HTTP 403, the field as
 * `code`): a query string must decode as UTF-8, and no text value of the query, the path or the
 * body may hold a NUL (src/contracts/text.ts). Files of multipart bodies are left alone.
 */
export const inputGuard = createMiddleware<ApiBindings>(async (c, next) => {
	const query = strictQuery(c.req.url);
	if (!Array.isArray(query))
		throw apiError(403, query.invalid, 'The query string is not valid UTF-8 or URL encoding.');
	for (const [key, value] of query) {
		if (key.includes('\0') || value.includes('\0')) {
			const code = key.replace(/\0/g, '').replace(/\[\]$/, '') || 'query';
			throw apiError(403, code, nulMessage(code));
		}
	}
	if (c.req.path.includes('\0') || /%00/i.test(c.req.url.split('?')[0] ?? ''))
		throw apiError(404, 'not_found', 'Not found');
	if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
		const type = c.req.header('content-type') ?? '';
		if (BODY_TYPES.test(type)) {
			const field = findNul(await bodyValue(c));
			if (field) {
				const code = field.replace(/\[\]/g, '');
				throw apiError(403, code, nulMessage(code.split('.').at(-1) ?? code));
			}
		}
	}
	await next();
});
