import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { apiErrorSchema } from '~/contracts/error';
import { uploadedImages } from '../db/schema';
import type { ApiApp } from '../http/app-types';
import { apiError } from '../http/errors';
import { json } from '../http/openapi';
import { isImageName } from './images';

/**
 * GET customer/media/{name}: a chat or review photo. No token is asked (an `<img>` cannot send one):
 * the random name, given only in its conversation's or review's answers, is the key. Under
 * `customer/` so the public micro-cache (which keeps text) never holds it.
 */
export function registerLiveImageRoutes(app: ApiApp): void {
	app.openapi(
		createRoute({
			method: 'get',
			path: '/customer/media/{name}',
			tags: ['Chat', 'Reviews'],
			summary: 'A chat or review photo, by the name its message or review answers',
			request: { params: z.object({ name: z.string() }) },
			responses: {
				200: {
					description: 'The image, re-encoded as WebP',
					content: { 'image/webp': { schema: z.string().openapi({ format: 'binary' }) } },
				},
				404: json(apiErrorSchema, 'No such image'),
			},
		}),
		async (c) => {
			const { name } = c.req.valid('param');
			const [found] = isImageName(name)
				? await c.get('db').select().from(uploadedImages).where(eq(uploadedImages.name, name))
				: [];
			if (!found) throw apiError(404, 'not_found', 'Not found');
			return c.body(new Uint8Array(found.bytes), 200, {
				'Content-Type': found.contentType,
				'Cache-Control': 'private, max-age=31536000, immutable',
				'X-Robots-Tag': 'noindex',
				'Referrer-Policy': 'no-referrer',
			});
		},
	);
}
