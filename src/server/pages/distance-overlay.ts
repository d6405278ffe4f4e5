/**
 * The per-request overlay of a shared page (ADR 033): the page cache keeps a page without the
 * visitor's position, and each answer gets that visitor's distances written into the markers
 * `Distance.astro` leaves (`<span data-distance-to="lat,lng" data-decimals="n">…</span>`), from
 * the position cookie. The same great-circle formula as the store queries (store-sql.ts).
 */
import { formatDistanceKm } from '~/features/catalog/card-rules';

const MARKER =
	/<span data-distance-to="(-?[\d.]+),(-?[\d.]+)" data-decimals="(\d+)">[^<]*<\/span>/g;
const EARTH_RADIUS_M = 6_371_000;

/** Metres between two points (haversine), as `distanceSql` computes them. */
export function greatCircleMetres(
	from: { lat: number; lng: number },
	to: { lat: number; lng: number },
): number {
	const rad = (deg: number) => (deg * Math.PI) / 180;
	const a =
		Math.sin(rad(to.lat - from.lat) / 2) ** 2 +
		Math.cos(rad(from.lat)) * Math.cos(rad(to.lat)) * Math.sin(rad(to.lng - from.lng) / 2) ** 2;
	return EARTH_RADIUS_M * 2 * Math.asin(Math.sqrt(a));
}

/** Whether a page has distances to fill. */
export function hasDistanceMarkers(html: string): boolean {
	return html.includes('<span data-distance-to="');
}

/**
 * The page with each marker's distance from `position` (0 km without one, as the data layer
 * answers without a position). Returns the same string when there is nothing to fill.
 */
export function fillDistances(html: string, position: { lat: number; lng: number } | null): string {
	return html.replace(MARKER, (_match, lat: string, lng: string, decimals: string) => {
		const metres = position
			? Math.round(greatCircleMetres(position, { lat: Number(lat), lng: Number(lng) }) * 100) / 100
			: 0;
		return `<span data-distance-to="${lat},${lng}" data-decimals="${decimals}">${formatDistanceKm(metres, Number(decimals))}</span>`;
	});
}
