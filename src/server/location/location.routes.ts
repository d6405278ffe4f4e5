import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import type { Database } from '../db/database';
import type { ApiApp } from '../http/app-types';
import { apiError } from '../http/errors';
import { errorResponses, json, send } from '../http/openapi';
import type { GeoProvider } from '../providers/geo';
import {
	geocode,
	geoProviderFor,
	placeDetails,
	placeSuggestions,
	roadDistance,
	zoneContains,
	zoneOutlines,
} from './location.service';

const coordinate = (name: string, limit: 90 | 180) =>
	z
		.string({ error: `The ${name} field is required.` })
		.trim()
		.regex(/^-?\d{1,3}(\.\d+)?$/, { error: `The ${name} must be a number.` })
		.refine((v) => Math.abs(Number(v)) <= limit, {
			error: `The ${name} must be between -${limit} and ${limit}.`,
		});

const configPlaceApiAutocompleteRoute = createRoute({
	method: 'get',
	path: '/config/place-api-autocomplete',
	tags: ['Location'],
	summary: 'Places matching the text (Google Places legacy shape)',
	request: {
		query: z.object({
			search_text: z
				.string({ error: 'The search text field is required.' })
				.trim()
				.min(1, { error: 'The search text field is required.' })
				.max(200),
		}),
	},
	responses: {
		200: json(
			z.looseObject({
				predictions: z.array(z.object({ place_id: z.string(), description: z.string() }).loose()),
			}),
			'Predictions',
		),
		...errorResponses,
	},
});

const configPlaceApiDetailsRoute = createRoute({
	method: 'get',
	path: '/config/place-api-details',
	tags: ['Location'],
	summary: 'A place\u2019s coordinates (Google Places legacy shape)',
	request: {
		query: z.object({
			placeid: z
				.string({ error: 'The placeid field is required.' })
				.trim()
				.min(1, { error: 'The placeid field is required.' })
				.max(200),
		}),
	},
	responses: {
		200: json(z.looseObject({ result: z.looseObject({}) }), 'The place'),
		...errorResponses,
	},
});

const configGeocodeApiRoute = createRoute({
	method: 'get',
	path: '/config/geocode-api',
	tags: ['Location'],
	summary: 'The address at a point (Google Geocoding shape)',
	request: { query: z.object({ lat: coordinate('lat', 90), lng: coordinate('lng', 180) }) },
	responses: {
		200: json(
			z.looseObject({ results: z.array(z.object({ formatted_address: z.string() }).loose()) }),
			'Addresses',
		),
		...errorResponses,
	},
});

const configDistanceApiRoute = createRoute({
	method: 'get',
	path: '/config/distance-api',
	tags: ['Location'],
	summary: 'Road distance and duration between two points (Distance Matrix legacy shape)',
	request: {
		query: z.object({
			origin_lat: coordinate('origin lat', 90),
			origin_lng: coordinate('origin lng', 180),
			destination_lat: coordinate('destination lat', 90),
			destination_lng: coordinate('destination lng', 180),
			mode: z.enum(['walking', 'driving']).optional(),
		}),
	},
	responses: {
		200: json(z.looseObject({ rows: z.array(z.unknown()) }), 'Distance'),
		...errorResponses,
	},
});

const zoneListRoute = createRoute({
	method: 'get',
	path: '/zone/list',
	tags: ['Location'],
	summary: 'Active zones with their outlines',
	responses: { 200: json(z.array(z.looseObject({ id: z.number() })), 'Zones') },
});

const zoneCheckRoute = createRoute({
	method: 'get',
	path: '/zone/check',
	tags: ['Location'],
	summary: 'Whether a point lies in a zone (bare boolean)',
	request: {
		query: z.object({
			lat: coordinate('lat', 90),
			lng: coordinate('lng', 180),
			zone_id: z
				.string({ error: 'The zone id field is required.' })
				.regex(/^\d{1,9}$/, { error: 'The zone id must be an integer.' }),
		}),
	},
	responses: { 200: json(z.boolean(), 'Inside or not'), ...errorResponses },
});

export function registerLocationRoutes(
	app: ApiApp,
	makeProvider?: (db: Database) => GeoProvider,
): void {
	const geo = (db: Database) => geoProviderFor(db, makeProvider);
	const point = (lat: string, lng: string) => ({ lat: Number(lat), lng: Number(lng) });

	app.openapi(configPlaceApiAutocompleteRoute, async (c) => {
		const { search_text } = c.req.valid('query');
		return send(c, await placeSuggestions(geo(c.get('db')), search_text));
	});

	app.openapi(configPlaceApiDetailsRoute, async (c) => {
		const body = await placeDetails(geo(c.get('db')), c.req.valid('query').placeid);
		if (!body) throw apiError(404, 'placeid', 'Place not found');
		return send(c, body);
	});

	app.openapi(configGeocodeApiRoute, async (c) => {
		const { lat, lng } = c.req.valid('query');
		return send(c, await geocode(geo(c.get('db')), point(lat, lng)));
	});

	app.openapi(configDistanceApiRoute, async (c) => {
		const q = c.req.valid('query');
		const from = point(q.origin_lat, q.origin_lng);
		const to = point(q.destination_lat, q.destination_lng);
		return send(c, await roadDistance(geo(c.get('db')), from, to, q.mode ?? 'driving'));
	});

	app.openapi(zoneListRoute, async (c) => send(c, await zoneOutlines(c.get('db'))));

	app.openapi(zoneCheckRoute, async (c) => {
		const q = c.req.valid('query');
		return send(c, await zoneContains(c.get('db'), Number(q.zone_id), point(q.lat, q.lng)));
	});
}
