import { z } from 'zod';

/**
 * Every id of the API is a PostgreSQL `integer` (int4): 1 to 2,147,483,647. One reading for the
 * whole server (query, headers, path, body), so an id out of that range is refused in the API's
 * words (403 for input, 404 for a path) and never reaches the database as an error.
 */
export const MAX_ID = 2_147_483_647;

/** An id from a number or its decimal text (spaces around allowed); null when it is not one. */
export function toId(value: unknown): number | null {
	const n =
		typeof value === 'number'
			? value
			: typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value)
				? Number(value)
				: Number.NaN;
	return Number.isInteger(n) && n >= 1 && n <= MAX_ID ? n : null;
}

/** `The {field} must be an integer.` as Laravel's validator words it. */
export const idMessage = (field: string) => `The ${field.replace(/_/g, ' ')} must be an integer.`;

/** A required id in a body or query (number or text), as a number. */
export const idField = (field: string) =>
	z
		.union([z.number(), z.string()], {
			error: `The ${field.replace(/_/g, ' ')} field is required.`,
		})
		.transform((value, ctx) => {
			const id = toId(value);
			if (id === null) ctx.addIssue({ code: 'custom', message: idMessage(field) });
			return id ?? 0;
		});

/** An optional id in a query string: absent or empty is none. */
export const optionalIdQuery = (field: string) =>
	z
		.string()
		.optional()
		.transform((value, ctx) => {
			if (value === undefined || value.trim() === '') return undefined;
			const id = toId(value);
			if (id === null) ctx.addIssue({ code: 'custom', message: idMessage(field) });
			return id ?? undefined;
		});
