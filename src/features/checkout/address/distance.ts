// contract §8.1 `distance`: kilometres, computed by the client (§11.11: the server trusts it)
import { isValidLatLng, type LatLng } from '~/lib/geo';

const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Straight-line (great-circle) distance in km, rounded to metres; 0 for an unusable point. */
export function distanceKm(from: LatLng, to: LatLng): number {
	if (!isValidLatLng(from) || !isValidLatLng(to)) return 0;
	const dLat = rad(to.lat - from.lat);
	const dLng = rad(to.lng - from.lng);
	const h =
		Math.sin(dLat / 2) ** 2 +
		Math.cos(rad(from.lat)) * Math.cos(rad(to.lat)) * Math.sin(dLng / 2) ** 2;
	const km = 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
	return Math.round(km * 1000) / 1000;
}

/** Store coordinates arrive as strings (contract §3.2). */
export function storePoint(store: {
	latitude: string | number;
	longitude: string | number;
}): LatLng | null {
	const point = { lat: Number(store.latitude), lng: Number(store.longitude) };
	return isValidLatLng(point) ? point : null;
}
