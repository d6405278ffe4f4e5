import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import type { ApiApp } from '../http/app-types';
import { checkDatabase } from './health.service';

const healthRoute = createRoute({
	method: 'get',
	path: '/health',
	tags: ['Operations'],
	summary: 'Readiness: the database answers (load balancers and the start script ask this)',
	responses: {
		200: {
			description: 'Ready',
			content: {
				'application/json': {
					schema: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
				},
			},
		},
	},
});

export function registerHealthRoutes(app: ApiApp, driver: () => 'pglite' | 'postgres'): void {
	app.openapi(healthRoute, async (c) => {
		await checkDatabase(c.get('db'));
		return c.json({ status: 'ok' as const, database: driver() }, 200);
	});
}
