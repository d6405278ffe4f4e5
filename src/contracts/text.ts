import { z } from 'zod';

/**
 * The input rules every text value of the API follows, whichever route reads it: no NUL (U+0000),
 * which PostgreSQL cannot store and which no form ever sends. The API refuses it before a route
 * runs (server/http/input-guard.ts walks the query and the body with `findNul`), and the shared
 * string schemas here refuse it again for code that parses values itself.
 */
export const NUL = '\u0000';

export const nulMessage = (field: string) =>
	`The ${field.replace(/_/g, ' ')} must not contain a NUL character.`;

/** The dotted path of the first string holding a NUL in a value (object, array, string). */
export function findNul(value: unknown, path = ''): string | null {
	if (typeof value === 'string') return value.includes(NUL) ? path || 'request' : null;
	if (Array.isArray(value)) {
		for (const [index, item] of value.entries()) {
			const found = findNul(item, path ? `${path}.${index}` : String(index));
			if (found) return found;
		}
		return null;
	}
	if (value && typeof value === 'object') {
		for (const [key, item] of Object.entries(value)) {
			if (key.includes(NUL)) return path ? `${path}.${key}` : key || 'request';
			const found = findNul(item, path ? `${path}.${key}` : key);
			if (found) return found;
		}
	}
	return null;
}

/** A string without NUL: the base of every free-text field of a request. */
export const safeString = (message?: string) =>
	z.string(message ? { error: message } : undefined).refine((v) => !v.includes(NUL), {
		error: (issue) => nulMessage(String(issue.path?.at(-1) ?? 'value')),
		abort: true,
	});
