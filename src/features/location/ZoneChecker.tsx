import { useMutation } from '@tanstack/react-query';
import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useRef } from 'react';
import { apiErrorMessage } from '~/api-client/client';
import { queryClient } from '~/api-client/query-client';
import type { Locale } from '~/config/locales';
import { m } from '~/i18n/messages';
import type { LatLng } from '~/lib/geo';
import '~/styles/vendor-leaflet.css';
import styles from './ZoneChecker.module.css';
import { fetchZoneAt } from './location.api';

export interface ZoneCheckerProps {
	locale: Locale;
	center: LatLng;
	zones: { id: number; name: string; points: [number, number][] }[];
	/** Raster tile URL template; without one the map shows the zones on a plain background. */
	tileUrl: string | null;
	tileAttribution: string | null;
}

const ZONE_MAP_ZOOM = 11;

/** "Where we deliver": the zones on a map; a tap asks the API which zone serves that spot. */
export default function ZoneChecker({
	locale,
	center,
	zones,
	tileUrl,
	tileAttribution,
}: ZoneCheckerProps) {
	const container = useRef<HTMLDivElement>(null);
	const check = useMutation(
		{ mutationFn: (point: LatLng) => fetchZoneAt(point), meta: { silent: true } },
		queryClient,
	);
	const { mutate } = check;

	useEffect(() => {
		let map: LeafletMap | undefined;
		let cancelled = false;
		void import('leaflet').then(({ default: L }) => {
			if (cancelled || !container.current) return;
			map = L.map(container.current, { center, zoom: ZONE_MAP_ZOOM, minZoom: 1, maxZoom: 21 });
			if (tileUrl) L.tileLayer(tileUrl, { attribution: tileAttribution ?? '' }).addTo(map);
			for (const zone of zones) {
				L.polygon(zone.points, { className: styles.zone ?? '' })
					.bindTooltip(zone.name)
					.addTo(map);
			}
			const pin = L.circleMarker(center, { radius: 9, className: styles.pin ?? '' });
			map.on('click', (event) => {
				pin.setLatLng(event.latlng).addTo(map as LeafletMap);
				mutate({ lat: event.latlng.lat, lng: event.latlng.lng });
			});
			container.current.dataset.ready = 'true';
		});
		return () => {
			cancelled = true;
			map?.remove();
		};
	}, [center, zones, tileUrl, tileAttribution, mutate]);

	return (
		<div className={styles.checker}>
			<div
				ref={container}
				className={styles.map}
				role="application"
				aria-label={m['coverage.mapLabel']({}, { locale })}
			/>
			<p className={styles.result} role="status" aria-live="polite">
				{check.isIdle && m['coverage.prompt']({}, { locale })}
				{check.isPending && m['coverage.checking']({}, { locale })}
				{check.isError && (apiErrorMessage(check.error) ?? m['coverage.failed']({}, { locale }))}
				{check.isSuccess && (
					<>
						<strong>
							{m['coverage.inZone'](
								{ zone: check.data.zone_data.map((z) => z.display_name).join(', ') },
								{ locale },
							)}
						</strong>{' '}
						{m['coverage.modulesHere'](
							{
								modules: [
									...new Set(
										check.data.zone_data.flatMap((z) => z.modules.map((mod) => mod.module_name)),
									),
								].join(', '),
							},
							{ locale },
						)}
					</>
				)}
			</p>
		</div>
	);
}
