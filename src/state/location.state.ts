import { persistentAtom } from '@nanostores/persistent';
import { PREFERENCE_COOKIES } from '~/config/cookies';
import { type LatLng, roundedPoint } from '~/lib/geo';
import { jsonCodec } from './codec';
import { writePreferenceCookie } from './cookie-mirror';

const isLatLng = (v: unknown): v is LatLng | null =>
	v === null ||
	(typeof v === 'object' &&
		typeof (v as LatLng).lat === 'number' &&
		typeof (v as LatLng).lng === 'number' &&
		Math.abs((v as LatLng).lat) <= 90 &&
		Math.abs((v as LatLng).lng) <= 180);

/** localStorage `zoneid`: the JSON array string from get-zone-id, sent back as the zoneId header. */
export const $zoneId = persistentAtom<string>('zoneid', '');

const latLngCodec = jsonCodec(null, isLatLng);

/**
 * localStorage `currentLatLng`: `{"lat":…,"lng":…}` of the delivery location, 7 decimals at most
 * (a value an older picker stored with float noise is rounded as it is read).
 */
export const $currentLatLng = persistentAtom<LatLng | null>('currentLatLng', null, {
	encode: latLngCodec.encode,
	decode: (raw) => {
		const point = latLngCodec.decode(raw);
		return point && roundedPoint(point);
	},
});

/** localStorage `location`: the delivery address as text. */
export const $location = persistentAtom<string>('location', '');

/** Stores a picked delivery location and mirrors zone and coordinates for the server. */
export function setDeliveryLocation(place: {
	zoneId: string;
	latLng: LatLng;
	address: string;
}): void {
	const point = roundedPoint(place.latLng);
	$zoneId.set(place.zoneId);
	$currentLatLng.set(point);
	$location.set(place.address);
	writePreferenceCookie(PREFERENCE_COOKIES.zoneId, place.zoneId);
	writePreferenceCookie(PREFERENCE_COOKIES.latLng, `${point.lat},${point.lng}`);
}

export function hasLocation(): boolean {
	return $zoneId.get() !== '' && $currentLatLng.get() !== null;
}
