import { createRoute, z } from '@hono/zod-openapi';
import type { ApiApp } from '../../http/app-types';
import { sendStoredImage, storedImageResponses } from '../../http/stored-image';
import { isAttachmentName } from './order-attachments';
import { findOrderAttachment } from './order-attachments.repo';

/**
 * GET customer/order/attachment/{name}: one prescription image of an order. No token is asked
 * (an `<img>` cannot send one): the random name, given only to the order's owner, is the key.
 */
const orderAttachmentRoute = createRoute({
	method: 'get',
	path: '/customer/order/attachment/{name}',
	tags: ['Orders'],
	summary: 'A prescription image sent with an order, by the name its order answers',
	request: { params: z.object({ name: z.string() }) },
	responses: storedImageResponses,
});

export function registerOrderAttachmentRoutes(app: ApiApp): void {
	app.openapi(orderAttachmentRoute, async (c) => {
		const { name } = c.req.valid('param');
		const found = isAttachmentName(name) ? await findOrderAttachment(c.get('db'), name) : null;
		return sendStoredImage(c, found);
	});
}
