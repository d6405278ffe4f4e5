import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { polygonContains } from '~/lib/geo';
import type { Database } from '../db/database';
import type { ApiApp } from '../http/app-types';
import { apiError } from '../http/errors';
import { errorResponses, json, send } from '../http/openapi';
import type { GeoProvider } from '../providers/geo';
import { offlineGeoProvider } from '../providers/geo.offline';
import { findActiveZones } from '../zones/zones.repo';
import { toZone } from '../zones/zones.service';

const coordinate = (name: string, limit: 90 | 180) =>
	z
		.string({ error: `The ${name} field is required.` })
		.trim()
		.regex(/^-?\d{1,3}(\.\d+)?$/, { error: `The ${name} must be a number.` })
		.refine((v) => Math.abs(Number(v)) <= limit, {
			error: `The ${name} must be between -${limit} and ${limit}.`,
		});

const providers = new WeakMap<Database, GeoProvider>();

/** The geo provider for a database: the offline gazetteer unless one is configured. */
export function geoProviderFor(
	db: Database,
	make: (db: Database) => GeoProvider = offlineGeoProvider,
): GeoProvider {
	let provider = providers.get(db);
	if (!provider) {
		provider = make(db);
		providers.set(db, provider);
	}
	return provider;
}

const text = (meters: number) =>
	meters < 1000 ? `${meters} m` : `${(meters / 1000).toFixed(1)} km`;
const minutes = (seconds: number) => `${Math.max(1, Math.round(seconds / 60))} mins`;

export function registerLocationRoutes(
	app: ApiApp,
	makeProvider?: (db: Database) => GeoProvider,
): void {
	const geo = (db: Database) => geoProviderFor(db, makeProvider);

	app.openapi(
		createRoute({
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
						predictions: z.array(
							z.object({ place_id: z.string(), description: z.string() }).loose(),
						),
					}),
					'Predictions',
				),
				...errorResponses,
			},
		}),
		async (c) => {
			const found = await geo(c.get('db')).autocomplete(c.req.valid('query').search_text);
			return send(c, {
				predictions: found.map((p) => ({
					place_id: p.placeId,
					description: p.description,
					structured_formatting: { main_text: p.main, secondary_text: p.secondary },
				})),
				status: found.length ? 'OK' : 'ZERO_RESULTS',
			});
		},
	);

	app.openapi(
		createRoute({
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
		}),
		async (c) => {
			const placeId = c.req.valid('query').placeid;
			const place = await geo(c.get('db')).details(placeId);
			if (!place) throw apiError(404, 'placeid', 'Place not found');
			return send(c, {
				result: {
					place_id: placeId,
					name: place.name,
					formatted_address: place.address,
					geometry: { location: place.location },
				},
				status: 'OK',
			});
		},
	);

	app.openapi(
		createRoute({
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
		}),
		async (c) => {
			const { lat, lng } = c.req.valid('query');
			const point = { lat: Number(lat), lng: Number(lng) };
			const address = await geo(c.get('db')).reverse(point);
			return send(c, {
				results: [{ formatted_address: address, geometry: { location: point } }],
				status: 'OK',
			});
		},
	);

	app.openapi(
		createRoute({
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
		}),
		async (c) => {
			const q = c.req.valid('query');
			const { meters, seconds } = await geo(c.get('db')).distance(
				{ lat: Number(q.origin_lat), lng: Number(q.origin_lng) },
				{ lat: Number(q.destination_lat), lng: Number(q.destination_lng) },
				q.mode ?? 'driving',
			);
			return send(c, {
				rows: [
					{
						elements: [
							{
								distance: { text: text(meters), value: meters },
								duration: { text: minutes(seconds), value: seconds },
								status: 'OK',
							},
						],
					},
				],
				status: 'OK',
			});
		},
	);

	app.openapi(
		createRoute({
			method: 'get',
			path: '/zone/list',
			tags: ['Location'],
			summary: 'Active zones with their outlines',
			responses: { 200: json(z.array(z.looseObject({ id: z.number() })), 'Zones') },
		}),
		async (c) => {
			const rows = await findActiveZones(c.get('db'));
			return send(
				c,
				rows.map((row) => ({
					...toZone(row),
					formated_coordinates: (row.coordinates.coordinates[0] ?? []).map(([lng, lat]) => ({
						lat,
						lng,
					})),
				})),
			);
		},
	);

	app.openapi(
		createRoute({
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
		}),
		async (c) => {
			const q = c.req.valid('query');
			const zone = (await findActiveZones(c.get('db'))).find((z) => z.id === Number(q.zone_id));
			return send(
				c,
				zone
					? polygonContains(zone.coordinates, { lat: Number(q.lat), lng: Number(q.lng) })
					: false,
			);
		},
	);
}
