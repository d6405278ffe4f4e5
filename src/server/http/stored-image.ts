import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { apiErrorSchema } from '~/contracts/error';
import { apiError } from './errors';
import { json } from './openapi';

/**
 * An uploaded image served by its random name (prescriptions, chat and review photos): no token
 * is asked (an `<img>` cannot send one), the name is the key.
 */
export const storedImageResponses = {
	200: {
		description: 'The image, re-encoded as WebP',
		content: { 'image/webp': { schema: z.string().openapi({ format: 'binary' }) } },
	},
	404: json(apiErrorSchema, 'No such image'),
};

/** Sends the image (kept a year by the browser, never indexed or referred), or 404. */
export function sendStoredImage(
	c: Context,
	found: { contentType: string; bytes: Uint8Array } | null | undefined,
): never {
	if (!found) throw apiError(404, 'not_found', 'Not found');
	return c.body(new Uint8Array(found.bytes), 200, {
		'Content-Type': found.contentType,
		'Cache-Control': 'private, max-age=31536000, immutable',
		'X-Robots-Tag': 'noindex',
		'Referrer-Policy': 'no-referrer',
	}) as never;
}
