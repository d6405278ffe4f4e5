import { createRoute, z } from '@hono/zod-openapi';
import type { ApiApp } from '../http/app-types';
import { sendStoredImage, storedImageResponses } from '../http/stored-image';
import { findLiveImage, isImageName } from './images';

/**
 * GET customer/media/{name}: a chat or review photo. No token is asked (an `<img>` cannot send one):
 * the random name, given only in its conversation's or review's answers, is the key. Under
 * `customer/` so the public micro-cache (which keeps text) never holds it.
 */
const customerMediaRoute = createRoute({
	method: 'get',
	path: '/customer/media/{name}',
	tags: ['Chat', 'Reviews'],
	summary: 'A chat or review photo, by the name its message or review answers',
	request: { params: z.object({ name: z.string() }) },
	responses: storedImageResponses,
});

export function registerLiveImageRoutes(app: ApiApp): void {
	app.openapi(customerMediaRoute, async (c) => {
		const { name } = c.req.valid('param');
		return sendStoredImage(c, isImageName(name) ? await findLiveImage(c.get('db'), name) : null);
	});
}
