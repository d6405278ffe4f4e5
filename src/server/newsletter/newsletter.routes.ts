import { createRoute } from '@hono/zod-openapi';
import { newsletterRequestSchema, newsletterResponseSchema } from '~/contracts/compat';
import { documentedRoute, parseValue, readInput } from '../http/request-input';
import type { ApiApp } from '../http/app-types';
import { errorResponses, json, send } from '../http/openapi';
import { NEWSLETTER_MESSAGES, subscribe } from './newsletter.service';

const subscribeRoute = createRoute({
	method: 'post',
	path: '/newsletter/subscribe',
	tags: ['Newsletter'],
	summary: 'Subscribes an email address (stored once; subscribing again answers 200 too)',
	request: {
		body: {
			content: {
				'application/json': { schema: newsletterRequestSchema },
				'application/x-www-form-urlencoded': { schema: newsletterRequestSchema },
			},
		},
	},
	responses: { 200: json(newsletterResponseSchema, 'Subscribed'), ...errorResponses },
});

export function registerNewsletterRoutes(app: ApiApp): void {
	documentedRoute(app, subscribeRoute, async (c) => {
		const { email } = parseValue(await readInput(c), newsletterRequestSchema);
		const outcome = await subscribe(c.get('db'), email, 'api');
		return send(c, { message: NEWSLETTER_MESSAGES[outcome] });
	});
}
