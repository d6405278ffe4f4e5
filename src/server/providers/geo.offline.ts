import { asc } from 'drizzle-orm';
import type { LatLng } from '~/lib/geo';
import type { Database } from '../db/database';
import { stores } from '../db/schema';
import { type GeoProvider, haversineMeters } from './geo';
import { PLACES } from './gazetteer-places';
import { createPlaceIndex, type PlaceIndex } from './place-index';

interface Entry {
	placeId: string;
	name: string;
	address: string;
	location: LatLng;
	search: string;
}

/** Streets are not straight lines: road distance is about 1.3 times the crow's flight in the city. */
const ROAD_FACTOR = 1.3;
const SPEED_M_PER_S = { walking: 1.4, driving: 8.3 };
const NEAR_M = 120;

/**
 * The default provider: answers offline from a gazetteer of the demo city (landmarks and
 * neighbourhoods) and the stores in the database. A real provider implements the same interface.
 */
export function offlineGeoProvider(db: Database): GeoProvider {
	let entries: Promise<Entry[]> | undefined;
	let index: Promise<PlaceIndex<Entry>> | undefined;
	/** The entries' word index, built once with them (issue 14: the lookup is a few map reads). */
	const indexed = () => {
		index ??= load().then(createPlaceIndex);
		index.catch(() => {
			index = undefined;
		});
		return index;
	};
	const load = () => {
		entries ??= db
			.select({
				id: stores.id,
				name: stores.name,
				address: stores.address,
				lat: stores.latitude,
				lng: stores.longitude,
			})
			.from(stores)
			.orderBy(asc(stores.id))
			.then((rows) => [
				...PLACES.map((pl) => ({
					placeId: `place:${pl.slug}`,
					name: pl.name,
					address: pl.area,
					location: { lat: pl.lat, lng: pl.lng },
					search: `${pl.name} ${pl.area}`.toLowerCase(),
				})),
				...rows.map((s) => ({
					placeId: `store:${s.id}`,
					name: s.name,
					address: s.address,
					location: { lat: s.lat, lng: s.lng },
					search: `${s.name} ${s.address}`.toLowerCase(),
				})),
			]);
		entries.catch(() => {
			entries = undefined;
		});
		return entries;
	};

	return {
		async autocomplete(text) {
			if (!text.trim()) return [];
			return (await indexed()).search(text, 5).map((e) => ({
				placeId: e.placeId,
				description: `${e.name}, ${e.address}`,
				main: e.name,
				secondary: e.address,
			}));
		},
		async details(placeId) {
			const entry = (await load()).find((e) => e.placeId === placeId);
			return entry
				? { location: entry.location, name: entry.name, address: `${entry.name}, ${entry.address}` }
				: null;
		},
		async reverse(point) {
			const all = await load();
			let best: Entry | undefined;
			let bestM = Number.POSITIVE_INFINITY;
			for (const e of all) {
				const m = haversineMeters(point, e.location);
				if (m < bestM) [best, bestM] = [e, m];
			}
			if (!best) return `${point.lat.toFixed(5)}, ${point.lng.toFixed(5)}`;
			if (bestM <= NEAR_M) return `${best.name}, ${best.address}`;
			const away =
				bestM < 1000 ? `${Math.round(bestM / 10) * 10} m` : `${(bestM / 1000).toFixed(1)} km`;
			return `${away} from ${best.name}, ${best.address}`;
		},
		async distance(from, to, mode) {
			const meters = Math.round(haversineMeters(from, to) * ROAD_FACTOR);
			return { meters, seconds: Math.round(meters / SPEED_M_PER_S[mode]) };
		},
	};
}
