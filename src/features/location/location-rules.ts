// spec §4 location picking, §6 guest rules, §8 browser location, §9 map zoom and geolocation timeout
import { MODULE_CAPABILITIES } from '~/config/modules';
import type { LatLng } from '~/lib/geo';
import type { SelectedModule } from '~/state/module.state';

/** Who opened the picker; parcel, store and receiver flows only want the point (spec §4). */
export type LocationCaller = 'header' | 'landing' | 'parcel' | 'store' | 'receiver';

/** Singapore's centre, when the page carries no `default-location`. */
export const FALLBACK_CENTER: LatLng = { lat: 1.2839, lng: 103.8513 };

/** `"[1,5]"` from get-zone-id → `[1, 5]`; anything malformed → `[]`. */
export function parseZoneIds(raw: string): number[] {
	try {
		const parsed: unknown = JSON.parse(raw);
		const list = Array.isArray(parsed) ? parsed : [parsed];
		return list.every((v) => Number.isSafeInteger(v) && v > 0) ? (list as number[]) : [];
	} catch {
		return [];
	}
}

/** `"lat,lng"` from `<meta name="default-location">`; the fallback when absent or invalid. */
export function parseLatLngText(text: string | null | undefined, fallback: LatLng): LatLng {
	const parts = (text ?? '').split(',').map((part) => part.trim());
	if (parts.length !== 2 || parts.some((part) => part === '')) return fallback;
	const [lat, lng] = parts.map(Number) as [number, number];
	const valid =
		Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
	return valid ? { lat, lng } : fallback;
}

/**
 * A map centre as the API's `lat`/`lng` query: plain decimals (never exponents), longitude
 * wrapped into -180..180 after panning round the world, latitude clamped to the poles.
 */
export function coordinateQuery(point: LatLng): { lat: string; lng: string } {
	const lat = Math.min(90, Math.max(-90, point.lat));
	const lng = ((((point.lng + 180) % 360) + 360) % 360) - 180;
	return { lat: lat.toFixed(7), lng: lng.toFixed(7) };
}

/** Whether the selected module delivers to any of the zones (ecommerce serves every zone). */
export function moduleServesZones(
	module: SelectedModule | null,
	zoneIds: readonly number[],
): boolean {
	if (!module) return false;
	if (MODULE_CAPABILITIES[module.module_type].all_zone_service) return true;
	return (module.zones ?? []).some((zone) => zoneIds.includes(zone.id));
}

/** What happens after Pick Locations (spec §4, after the location is stored). */
export type AfterPick = 'close' | 'confirm-and-close' | 'choose-module' | 'reload';

export function afterPick(
	caller: LocationCaller,
	module: SelectedModule | null,
	zoneIds: readonly number[],
): AfterPick {
	if (caller === 'receiver') return 'confirm-and-close';
	if (caller === 'parcel' || caller === 'store') return 'close';
	return moduleServesZones(module, zoneIds) ? 'reload' : 'choose-module';
}

/** What the browser answered to a current-location request, or that it did not in time. */
export type GeoEvent =
	| { type: 'position'; point: LatLng }
	| { type: 'error'; code: number }
	| { type: 'timeout' }
	| { type: 'unsupported' };

/** What the picker does with it: move the map, explain the permission, or say it failed. */
export type GeoOutcome =
	| { kind: 'move'; point: LatLng }
	| { kind: 'denied' }
	| { kind: 'unavailable' };

/** GeolocationPositionError.PERMISSION_DENIED */
const PERMISSION_DENIED = 1;

export function decideGeolocation(event: GeoEvent): GeoOutcome {
	switch (event.type) {
		case 'position':
			return { kind: 'move', point: event.point };
		case 'error':
			return event.code === PERMISSION_DENIED ? { kind: 'denied' } : { kind: 'unavailable' };
		default:
			return { kind: 'unavailable' };
	}
}

/** The option a key moves to in a listbox of `count` options (-1: none active). */
export function nextActiveOption(current: number, key: string, count: number): number {
	if (count === 0) return -1;
	switch (key) {
		case 'ArrowDown':
			return current < count - 1 ? current + 1 : 0;
		case 'ArrowUp':
			return current > 0 ? current - 1 : count - 1;
		case 'Home':
			return 0;
		case 'End':
			return count - 1;
		default:
			return current;
	}
}
