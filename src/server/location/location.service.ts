/**
 * The location helpers the original client calls (`config/*-api`, `zone/*`): place search, place
 * details, reverse geocoding and road distance in Google's legacy answer shapes, and the zones.
 */
import { type LatLng, polygonContains } from '~/lib/geo';
import type { Database } from '../db/database';
import type { GeoProvider } from '../providers/geo';
import { offlineGeoProvider } from '../providers/geo.offline';
import { findActiveZones } from '../zones/zones.repo';
import { toZone } from '../zones/zones.service';

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

/** config/place-api-autocomplete: places matching the text (Places Autocomplete shape). */
export async function placeSuggestions(geo: GeoProvider, searchText: string) {
	const found = await geo.autocomplete(searchText);
	return {
		predictions: found.map((p) => ({
			place_id: p.placeId,
			description: p.description,
			structured_formatting: { main_text: p.main, secondary_text: p.secondary },
		})),
		status: found.length ? 'OK' : 'ZERO_RESULTS',
	};
}

/** config/place-api-details: a place's coordinates (Place Details shape); null when unknown. */
export async function placeDetails(geo: GeoProvider, placeId: string) {
	const place = await geo.details(placeId);
	if (!place) return null;
	return {
		result: {
			place_id: placeId,
			name: place.name,
			formatted_address: place.address,
			geometry: { location: place.location },
		},
		status: 'OK',
	};
}

/** config/geocode-api: the address at a point (Geocoding shape). */
export async function geocode(geo: GeoProvider, point: LatLng) {
	const address = await geo.reverse(point);
	return { results: [{ formatted_address: address, geometry: { location: point } }], status: 'OK' };
}

/** config/distance-api: road distance and duration (Distance Matrix shape). */
export async function roadDistance(
	geo: GeoProvider,
	from: LatLng,
	to: LatLng,
	mode: 'walking' | 'driving',
) {
	const { meters, seconds } = await geo.distance(from, to, mode);
	const element = {
		distance: { text: text(meters), value: meters },
		duration: { text: minutes(seconds), value: seconds },
		status: 'OK',
	};
	return { rows: [{ elements: [element] }], status: 'OK' };
}

/** zone/list: active zones with their outlines as `{lat, lng}` points. */
export async function zoneOutlines(db: Database) {
	const rows = await findActiveZones(db);
	return rows.map((row) => ({
		...toZone(row),
		formated_coordinates: (row.coordinates.coordinates[0] ?? []).map(([lng, lat]) => ({
			lat,
			lng,
		})),
	}));
}

/** zone/check: whether the point lies in the active zone (false for an unknown zone). */
export async function zoneContains(db: Database, zoneId: number, point: LatLng): Promise<boolean> {
	const zone = (await findActiveZones(db)).find((z) => z.id === zoneId);
	return zone ? polygonContains(zone.coordinates, point) : false;
}
