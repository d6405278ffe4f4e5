import { apiErrorMessage } from '~/api-client/client';
import type { LatLng } from '~/lib/geo';
import { loadLeaflet } from './load-leaflet';
import { fetchZoneAt } from './location.api';

interface Config {
	center: LatLng;
	zones: { id: number; name: string; points: [number, number][] }[];
	tileUrl: string | null;
	tileAttribution: string | null;
}

const ZONE_MAP_ZOOM = 11;

/** The status line after a tap: the zones that serve the point and their modules, or why not. */
export async function describePoint(element: HTMLElement, point: LatLng): Promise<string> {
	const text = element.dataset;
	try {
		const found = await fetchZoneAt(point);
		const zones = found.zone_data.map((z) => z.display_name).join(', ');
		const modules = [
			...new Set(found.zone_data.flatMap((z) => z.modules.map((m) => m.module_name))),
		].join(', ');
		return `${(text.inZone ?? '').replace('{zone}', zones)} ${(text.modulesHere ?? '').replace('{modules}', modules)}`;
	} catch (error) {
		return apiErrorMessage(error) ?? text.failed ?? '';
	}
}

async function mount(element: HTMLElement): Promise<void> {
	const config = JSON.parse(element.dataset.config ?? '{}') as Config;
	const container = element.querySelector<HTMLElement>('.map');
	const status = element.querySelector<HTMLElement>('.result');
	if (!container || !status) return;
	const L = await loadLeaflet();
	const map = L.map(container, {
		center: config.center,
		zoom: ZONE_MAP_ZOOM,
		minZoom: 1,
		maxZoom: 21,
	});
	if (config.tileUrl)
		L.tileLayer(config.tileUrl, { attribution: config.tileAttribution ?? '' }).addTo(map);
	for (const zone of config.zones)
		L.polygon(zone.points, { className: 'zone' }).bindTooltip(zone.name).addTo(map);
	const pin = L.circleMarker(config.center, { radius: 9, className: 'pin' });
	let latest = 0;
	map.on('click', async (event) => {
		const ask = ++latest;
		pin.setLatLng(event.latlng).addTo(map);
		status.textContent = element.dataset.checking ?? '';
		const line = await describePoint(element, { lat: event.latlng.lat, lng: event.latlng.lng });
		if (ask === latest) status.textContent = line; // a later tap wins
	});
	container.dataset.ready = 'true';
}

/** Loads the map (and Leaflet) only when it comes near the screen. */
export function observeZoneChecker(element: HTMLElement): void {
	const observer = new IntersectionObserver(
		(entries) => {
			if (!entries.some((e) => e.isIntersecting)) return;
			observer.disconnect();
			void mount(element);
		},
		{ rootMargin: '200px' },
	);
	observer.observe(element);
}
