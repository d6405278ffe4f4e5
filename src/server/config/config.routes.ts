import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { configSchema } from '~/contracts/config';
import { apiErrorSchema } from '~/contracts/error';
import { zoneIdResponseSchema } from '~/contracts/zone';
import type { ApiApp } from '../http/app-types';
import { lookupZone } from '../zones/zones.service';
import { getConfig } from './config.service';

const errorContent = { 'application/json': { schema: apiErrorSchema } };

/** A required decimal query parameter, with Laravel's wording for each way it can be wrong. */
function coordinate(name: 'lat' | 'lng', limit: 90 | 180) {
	return z
		.string({ error: `The ${name} field is required.` })
		.trim()
		.min(1, { error: `The ${name} field is required.` })
		.regex(/^-?\d{1,3}(\.\d+)?$/, { error: `The ${name} must be a number.` })
		.transform(Number)
		.refine((v) => Math.abs(v) <= limit, {
			error: `The ${name} must be between -${limit} and ${limit}.`,
		});
}

const configRoute = createRoute({
	method: 'get',
	path: '/config',
	tags: ['Configuration'],
	summary: 'Business settings, switches and image base URLs',
	responses: {
		200: {
			description: 'Configuration',
			content: { 'application/json': { schema: configSchema } },
		},
	},
});

const zoneIdRoute = createRoute({
	method: 'get',
	path: '/config/get-zone-id',
	tags: ['Configuration'],
	summary: 'The active zones containing a point',
	request: { query: z.object({ lat: coordinate('lat', 90), lng: coordinate('lng', 180) }) },
	responses: {
		200: {
			description: 'Zones at the point',
			content: { 'application/json': { schema: zoneIdResponseSchema } },
		},
		403: {
			description: 'Invalid coordinates, or every zone there is switched off',
			content: errorContent,
		},
		404: { description: 'No zone covers the point', content: errorContent },
	},
});

export function registerConfigRoutes(app: ApiApp): void {
	app.openapi(configRoute, async (c) => {
		const { locale, baseUrl } = c.get('ctx');
		return c.json(await getConfig(c.get('db'), { locale, baseUrl }), 200);
	});

	app.openapi(zoneIdRoute, async (c) => {
		const { lat, lng } = c.req.valid('query');
		return c.json(await lookupZone(c.get('db'), { lat, lng }, c.get('ctx').locale), 200);
	});
}
