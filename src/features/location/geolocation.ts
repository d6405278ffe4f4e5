// spec §4 current location with a 5 s decision timeout, §6 browser permission, §9 GEOLOCATION_TIMEOUT_MS
import { GEOLOCATION_TIMEOUT_MS } from '~/config/constants';
import { decideGeolocation, type GeoEvent, type GeoOutcome } from './location-rules';

/**
 * Asks the browser where the device is. Whatever comes first decides: a position, an error, or
 * the decision timeout (which also covers a permission prompt left unanswered); later answers
 * are ignored.
 */
export function locateDevice(
	geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
	timeoutMs: number = GEOLOCATION_TIMEOUT_MS,
): Promise<GeoOutcome> {
	if (!geolocation) return Promise.resolve(decideGeolocation({ type: 'unsupported' }));
	return new Promise((resolve) => {
		let settled = false;
		const settle = (event: GeoEvent) => {
			if (settled) return;
			settled = true;
			clearTimeout(timer);
			resolve(decideGeolocation(event));
		};
		const timer = setTimeout(() => settle({ type: 'timeout' }), timeoutMs);
		geolocation.getCurrentPosition(
			(position) =>
				settle({
					type: 'position',
					point: { lat: position.coords.latitude, lng: position.coords.longitude },
				}),
			(error) => settle({ type: 'error', code: error.code }),
			{ enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 60_000 },
		);
	});
}
