import { useCallback, useRef, useState } from 'react';
import { apiErrorMessage } from '~/api-client/client';
import { type LatLng, roundedPoint } from '~/lib/geo';
import { fetchAddressAt, fetchZoneAt } from './location.api';

/** What the picker knows about the point under the pin. */
export type PointLookup =
	| { status: 'idle' }
	| { status: 'checking'; point: LatLng }
	| { status: 'found'; point: LatLng; address: string; zoneId: string }
	| { status: 'failed'; point: LatLng; address: string; message: string | null };

const SAME_POINT_DEG = 1e-7;
const samePoint = (a: LatLng, b: LatLng) =>
	Math.abs(a.lat - b.lat) < SAME_POINT_DEG && Math.abs(a.lng - b.lng) < SAME_POINT_DEG;
const coordinatesText = (p: LatLng) => `${p.lat.toFixed(5)}, ${p.lng.toFixed(5)}`;

/**
 * After each move (spec §4): the address at the point and the zones there, asked together; the
 * latest move wins, so a slow answer for an earlier point never overwrites a newer one. A known
 * address (a saved address) is used instead of asking the geocoder.
 */
export function usePointLookup() {
	const [lookup, setLookup] = useState<PointLookup>({ status: 'idle' });
	const latest = useRef(0);
	const last = useRef<LatLng | null>(null);

	const check = useCallback(async (moved: LatLng, knownAddress?: string) => {
		// The map's arithmetic leaves float noise (103.94470000000001): 7 decimals are picked.
		const point = roundedPoint(moved);
		if (!knownAddress && last.current && samePoint(last.current, point)) return; // a resize, not a move
		last.current = point;
		const ask = ++latest.current;
		setLookup({ status: 'checking', point });
		const [address, zone] = await Promise.allSettled([
			knownAddress ?? fetchAddressAt(point),
			fetchZoneAt(point),
		]);
		if (ask !== latest.current) return;
		const line = (address.status === 'fulfilled' && address.value) || coordinatesText(point);
		setLookup(
			zone.status === 'fulfilled'
				? { status: 'found', point, address: line, zoneId: zone.value.zone_id }
				: { status: 'failed', point, address: line, message: apiErrorMessage(zone.reason) },
		);
	}, []);

	return { lookup, check };
}
