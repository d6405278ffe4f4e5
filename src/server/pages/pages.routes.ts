import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import type { ApiApp } from '../http/app-types';
import { apiError } from '../http/errors';
import { errorResponses, json, send } from '../http/openapi';
import { getBusinessPage, type PageSlug, pageHtml } from './pages.service';

const pageSchema = z.looseObject({
	title: z.string(),
	value: z.string(),
	blocks: z.array(z.unknown()),
});

/** API paths of the business pages; `cancelation` is the real API's spelling (contract §0.4). */
const ROUTES: [string, PageSlug][] = [
	['/about-us', 'about-us'],
	['/terms-and-conditions', 'terms-and-conditions'],
	['/privacy-policy', 'privacy-policy'],
	['/refund-policy', 'refund-policy'],
	['/cancelation', 'cancellation-policy'],
	['/cancellation-policy', 'cancellation-policy'],
	['/shipping-policy', 'shipping-policy'],
	['/help-and-support', 'help-and-support'],
];

export function registerPageRoutes(app: ApiApp): void {
	for (const [path, slug] of ROUTES) {
		app.openapi(
			createRoute({
				method: 'get',
				path,
				tags: ['Pages'],
				summary: `The ${slug.replace(/-/g, ' ')} page (404 while its config flag is 0)`,
				responses: {
					200: json(pageSchema, 'The page: title, HTML value and structured blocks'),
					...errorResponses,
				},
			}),
			async (c) => {
				const page = await getBusinessPage(c.get('db'), slug, c.get('ctx').locale);
				if (!page) throw apiError(404, 'page', 'Page not found');
				return send(c, { ...page, value: pageHtml(page), updated_at: page.updated });
			},
		);
	}
}
