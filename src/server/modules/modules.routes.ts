import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { apiErrorSchema } from '~/contracts/error';
import { optionalIdQuery } from '~/contracts/ids';
import { moduleSchema } from '~/contracts/module';
import type { ApiApp } from '../http/app-types';
import { listModules } from './modules.service';

const listModulesRoute = createRoute({
	method: 'get',
	path: '/module',
	tags: ['Modules'],
	summary: 'Active modules, limited to the zones in the zoneId header when it is sent',
	request: {
		query: z.object({
			zone_id: optionalIdQuery('zone_id'),
		}),
	},
	responses: {
		200: {
			description: 'Modules',
			content: { 'application/json': { schema: z.array(moduleSchema) } },
		},
		403: {
			description: 'Invalid query',
			content: { 'application/json': { schema: apiErrorSchema } },
		},
	},
});

export function registerModuleRoutes(app: ApiApp): void {
	app.openapi(listModulesRoute, async (c) => {
		const { zone_id } = c.req.valid('query');
		const ctx = c.get('ctx');
		const modules = await listModules(c.get('db'), {
			zoneIds: zone_id ? [zone_id] : (ctx.zoneIds ?? undefined),
			excludeParcel: zone_id !== undefined,
			locale: ctx.locale,
			baseUrl: ctx.baseUrl,
		});
		return c.json(modules, 200);
	});
}
