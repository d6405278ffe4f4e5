// spec §2 tracking drawer: a map with the delivery address, the delivery person's position and
// the route store → delivery person → customer; §9 zoom 10. Leaflet loads with the first map,
// tiles come from the layout's <meta> (src/lib/map-tiles.ts, ADR: the map works without tiles).
import type { CircleMarker, LayerGroup, Map as LeafletMap, Polyline } from 'leaflet';
import { TRACKER_MAP_ZOOM } from '~/config/constants';
import { loadLeaflet } from '~/features/location/load-leaflet';
import { fetchZoneOutlines } from '~/features/location/location.api';
import { readMapSettings } from '~/features/location/map-settings';
import type { LatLng } from '~/lib/geo';
import type { RoutePoints } from '../order-rules';

export interface MarkerLabels {
	origin: string;
	deliveryMan: string;
	destination: string;
}

export interface TrackingMap {
	update: (route: RoutePoints) => void;
	remove: () => void;
}

const MAX_NATIVE_TILE_ZOOM = 19;

/** Mounts a Leaflet map in `container`, centred on the delivery person, else the destination. */
export async function mountTrackingMap(
	container: HTMLElement,
	route: RoutePoints,
	labels: MarkerLabels,
): Promise<TrackingMap> {
	const L = await loadLeaflet();
	const { tileUrl, tileAttribution, defaultCenter } = readMapSettings();
	const center = route.deliveryMan ?? route.destination ?? route.origin ?? defaultCenter;
	const map: LeafletMap = L.map(container, {
		center,
		zoom: TRACKER_MAP_ZOOM,
		minZoom: 1,
		maxZoom: 21,
		attributionControl: Boolean(tileUrl),
	});
	if (tileUrl) {
		L.tileLayer(tileUrl, {
			attribution: tileAttribution,
			maxZoom: 21,
			maxNativeZoom: MAX_NATIVE_TILE_ZOOM,
		}).addTo(map);
	}
	// The delivery zones give the map a shape when no tiles are configured (offline default).
	if (!tileUrl)
		fetchZoneOutlines()
			.then((zones) => {
				for (const zone of zones)
					L.polygon(zone.formated_coordinates, { className: 'track-zone', interactive: false })
						.addTo(map)
						.bringToBack();
			})
			.catch(() => {});
	const layers: LayerGroup = L.layerGroup().addTo(map);
	let line: Polyline | null = null;
	let rider: CircleMarker | null = null;

	const pin = (point: LatLng, className: string, label: string) =>
		L.circleMarker(point, { radius: 9, className, weight: 3 }).bindTooltip(label).addTo(layers);

	const draw = (next: RoutePoints) => {
		layers.clearLayers();
		line = next.line.length > 1 ? L.polyline(next.line, { className: 'track-route' }) : null;
		line?.addTo(layers);
		if (next.origin) pin(next.origin, 'track-origin', labels.origin);
		if (next.destination) pin(next.destination, 'track-destination', labels.destination);
		rider = next.deliveryMan ? pin(next.deliveryMan, 'track-rider', labels.deliveryMan) : null;
	};
	draw(route);
	container.dataset.ready = 'true';

	return {
		update(next) {
			draw(next);
			// Follow the delivery person while they move, without changing the shopper's zoom.
			if (rider && next.deliveryMan && !map.getBounds().contains(next.deliveryMan))
				map.panTo(next.deliveryMan);
		},
		remove() {
			map.remove();
			delete container.dataset.ready;
		},
	};
}
