import { createRoute, z } from '@hono/zod-openapi';
import { apiErrorSchema } from '~/contracts/error';
import type { ApiApp } from '../../http/app-types';
import { apiError } from '../../http/errors';
import { json } from '../../http/openapi';
import { isAttachmentName } from './order-attachments';
import { findOrderAttachment } from './order-attachments.repo';

const paramsSchema = z.object({ name: z.string() });

/**
 * GET customer/order/attachment/{name}: one prescription image of an order. No token is asked
 * (an `<img>` cannot send one): the random name, given only to the order's owner, is the key.
 */
export function registerOrderAttachmentRoutes(app: ApiApp): void {
	app.openapi(
		createRoute({
			method: 'get',
			path: '/customer/order/attachment/{name}',
			tags: ['Orders'],
			summary: 'A prescription image sent with an order, by the name its order answers',
			request: { params: paramsSchema },
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
			const found = isAttachmentName(name) ? await findOrderAttachment(c.get('db'), name) : null;
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
