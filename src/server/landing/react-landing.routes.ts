import { createRoute } from '@hono/zod-openapi';
import { reactLandingPageSchema } from '~/contracts/compat';
import type { ApiApp } from '../http/app-types';
import { json, send } from '../http/openapi';
import { reactLandingPage } from './react-landing.service';

const landingRoute = createRoute({
	method: 'get',
	path: '/react-landing-page',
	tags: ['Pages'],
	summary: 'The landing page\u2019s content in the blocks the 6amMart React web client renders',
	responses: { 200: json(reactLandingPageSchema, 'Header, footer, app links, banners') },
});

export function registerReactLandingRoutes(app: ApiApp): void {
	app.openapi(landingRoute, async (c) => {
		const { locale, baseUrl } = c.get('ctx');
		return send(c, await reactLandingPage(c.get('db'), { locale, baseUrl }));
	});
}
