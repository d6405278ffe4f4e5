import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { PICKER_MAP_ZOOM } from '~/config/constants';
import type { LatLng } from '~/lib/geo';
import { loadLeaflet } from './load-leaflet';
import { fetchZoneOutlines } from './location.api';
import { readMapSettings } from './map-settings';
import styles from './PickerMap.module.css';

/** Native tiles stop at 19 on most servers; Leaflet scales them up to the spec's zoom 21. */
const MAX_NATIVE_TILE_ZOOM = 19;

interface Props {
	/** Where the map opens; later moves come through `target`. */
	initialCenter: LatLng;
	/** A place to move to (search result, saved address, current location); `id` makes repeats count. */
	target: { point: LatLng; id: number } | null;
	expanded: boolean;
	onToggleExpanded: () => void;
	/** A move begins (a drag, a zoom, a flight to `target`): the pin's point is not known yet. */
	onMoveStart: () => void;
	/** The point under the centre pin, after every move ends and once when the map is ready. */
	onSettle: (point: LatLng) => void;
	labels: { map: string; zoomIn: string; zoomOut: string; fullscreen: string };
}

/** The picker's Leaflet map: drag it under a fixed centre pin (spec §2, §9 zoom 17, range 1 to 21). */
export function PickerMap({
	initialCenter,
	target,
	expanded,
	onToggleExpanded,
	onMoveStart,
	onSettle,
	labels,
}: Props) {
	const container = useRef<HTMLDivElement>(null);
	const [map, setMap] = useState<LeafletMap | null>(null);
	const [moving, setMoving] = useState(false);
	const settle = useRef(onSettle);
	const moveStart = useRef(onMoveStart);
	const start = useRef(initialCenter);

	useEffect(() => {
		settle.current = onSettle;
		moveStart.current = onMoveStart;
	}, [onSettle, onMoveStart]);

	useEffect(() => {
		let cancelled = false;
		let created: LeafletMap | null = null;
		void (async () => {
			const L = await loadLeaflet();
			if (cancelled || !container.current) return;
			const { tileUrl, tileAttribution } = readMapSettings();
			const leaflet = L.map(container.current, {
				center: start.current,
				zoom: PICKER_MAP_ZOOM,
				minZoom: 1,
				maxZoom: 21,
				zoomControl: false,
				attributionControl: Boolean(tileUrl),
			});
			created = leaflet;
			if (tileUrl) {
				L.tileLayer(tileUrl, {
					attribution: tileAttribution,
					maxZoom: 21,
					maxNativeZoom: MAX_NATIVE_TILE_ZOOM,
				}).addTo(leaflet);
			}
			leaflet.on('movestart', () => {
				setMoving(true);
				moveStart.current();
			});
			leaflet.on('moveend', () => {
				setMoving(false);
				const { lat, lng } = leaflet.wrapLatLng(leaflet.getCenter());
				settle.current({ lat, lng });
			});
			setMap(leaflet);
			settle.current(start.current);
			// The zones show where delivery is possible, and give the map a shape without tiles.
			fetchZoneOutlines()
				.then((zones) => {
					if (cancelled) return;
					for (const zone of zones) {
						L.polygon(zone.formated_coordinates, { className: styles.zone, interactive: false })
							.bindTooltip(zone.display_name)
							.addTo(leaflet);
					}
				})
				.catch(() => {}); // decoration only
		})();
		return () => {
			cancelled = true;
			created?.remove();
		};
	}, []);

	useEffect(() => {
		if (map && target) map.setView(target.point, Math.max(map.getZoom(), PICKER_MAP_ZOOM));
	}, [map, target]);

	// biome-ignore lint/correctness/useExhaustiveDependencies: re-measure when full screen changes the frame's size
	useEffect(() => {
		map?.invalidateSize();
	}, [map, expanded]);

	return (
		<div className={`${styles.frame} ${expanded ? styles.expanded : ''}`}>
			<div
				ref={container}
				className={styles.map}
				role="application"
				aria-label={labels.map}
				data-ready={map ? 'true' : undefined}
			/>
			<svg
				className={`${styles.pin} ${moving ? styles.lifted : ''}`}
				viewBox="0 0 24 36"
				width="32"
				height="48"
				aria-hidden="true"
			>
				<path d="M12 0C5.4 0 0 5.4 0 12c0 9 12 24 12 24s12-15 12-24C24 5.4 18.6 0 12 0z" />
				<circle cx="12" cy="12" r="4.5" />
			</svg>
			<div className={styles.controls}>
				<button
					type="button"
					aria-label={labels.zoomIn}
					disabled={!map}
					onClick={() => map?.zoomIn()}
				>
					<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
						<path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2" />
					</svg>
				</button>
				<button
					type="button"
					aria-label={labels.zoomOut}
					disabled={!map}
					onClick={() => map?.zoomOut()}
				>
					<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
						<path d="M5 12h14" stroke="currentColor" strokeWidth="2" />
					</svg>
				</button>
				<button
					type="button"
					aria-label={labels.fullscreen}
					aria-pressed={expanded}
					disabled={!map}
					onClick={onToggleExpanded}
				>
					<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none">
						<path
							d={
								expanded
									? 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5'
									: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5'
							}
							stroke="currentColor"
							strokeWidth="2"
						/>
					</svg>
				</button>
			</div>
		</div>
	);
}
