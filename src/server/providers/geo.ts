import type { LatLng } from '~/lib/geo';

/** Place search, geocoding and distance, as the storefront's location picker needs them. */
export interface GeoProvider {
	autocomplete(
		text: string,
	): Promise<{ placeId: string; description: string; main: string; secondary: string }[]>;
	details(placeId: string): Promise<{ location: LatLng; name: string; address: string } | null>;
	reverse(point: LatLng): Promise<string>;
	distance(
		from: LatLng,
		to: LatLng,
		mode: 'walking' | 'driving',
	): Promise<{ meters: number; seconds: number }>;
}

const EARTH_RADIUS_M = 6_371_000;

/** Great-circle distance in metres. */
export function haversineMeters(a: LatLng, b: LatLng): number {
	const rad = (d: number) => (d * Math.PI) / 180;
	const h =
		Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
		Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
	return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h));
}
