/** A point as the API speaks it: degrees, latitude first. */
export interface LatLng {
	lat: number;
	lng: number;
}

/** Decimals a stored or sent position keeps: 7 is about 1 cm, all a street address needs. */
export const COORDINATE_DECIMALS = 7;

/** A coordinate rounded to 7 decimals, so 103.94470000000001 is stored and sent as 103.9447. */
export function roundCoordinate(value: number): number {
	const scale = 10 ** COORDINATE_DECIMALS;
	return Math.round(value * scale) / scale;
}

/** A point with both coordinates rounded to 7 decimals (where a position is picked or stored). */
export function roundedPoint(point: LatLng): LatLng {
	return { lat: roundCoordinate(point.lat), lng: roundCoordinate(point.lng) };
}

/** A GeoJSON polygon: rings of [lng, lat] positions, the first ring the outer boundary. */
export interface GeoPolygon {
	type: 'Polygon';
	coordinates: [number, number][][];
}

export interface BoundingBox {
	minLat: number;
	maxLat: number;
	minLng: number;
	maxLng: number;
}

/** Builds a closed GeoJSON polygon from an outer ring given as lat/lng points. */
export function polygonFromPoints(points: readonly LatLng[]): GeoPolygon {
	const ring = points.map((p): [number, number] => [p.lng, p.lat]);
	const first = ring[0];
	const last = ring.at(-1);
	if (first && last && (first[0] !== last[0] || first[1] !== last[1]))
		ring.push([first[0], first[1]]);
	return { type: 'Polygon', coordinates: [ring] };
}

/** Ray casting on one ring; points on an edge count as inside for the outer ring's purposes. */
function ringContains(ring: readonly [number, number][], lng: number, lat: number): boolean {
	let inside = false;
	for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
		const [xi, yi] = ring[i] as [number, number];
		const [xj, yj] = ring[j] as [number, number];
		if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
	}
	return inside;
}

/** True when the point lies in the outer ring and in none of the holes. */
export function polygonContains(polygon: GeoPolygon, point: LatLng): boolean {
	const [outer, ...holes] = polygon.coordinates;
	if (!outer || !ringContains(outer, point.lng, point.lat)) return false;
	return !holes.some((hole) => ringContains(hole, point.lng, point.lat));
}

export function boundingBox(polygon: GeoPolygon): BoundingBox {
	const outer = polygon.coordinates[0] ?? [];
	const lats = outer.map(([, lat]) => lat);
	const lngs = outer.map(([lng]) => lng);
	return {
		minLat: Math.min(...lats),
		maxLat: Math.max(...lats),
		minLng: Math.min(...lngs),
		maxLng: Math.max(...lngs),
	};
}

/** Planar area of the outer ring in square degrees (shoelace); only used to rank overlapping zones. */
export function polygonArea(polygon: GeoPolygon): number {
	const outer = polygon.coordinates[0] ?? [];
	let sum = 0;
	for (let i = 0, j = outer.length - 1; i < outer.length; j = i++) {
		const [xi, yi] = outer[i] as [number, number];
		const [xj, yj] = outer[j] as [number, number];
		sum += xj * yi - xi * yj;
	}
	return Math.abs(sum) / 2;
}

export function isValidLatLng(point: LatLng): boolean {
	return (
		Number.isFinite(point.lat) &&
		Number.isFinite(point.lng) &&
		Math.abs(point.lat) <= 90 &&
		Math.abs(point.lng) <= 180
	);
}
