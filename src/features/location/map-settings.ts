import type { LatLng } from '~/lib/geo';
import { FALLBACK_CENTER, parseLatLngText } from './location-rules';

export interface MapSettings {
	/** Raster tile URL template; null draws no tiles (the map still pans, zooms and picks). */
	tileUrl: string | null;
	tileAttribution: string;
	defaultCenter: LatLng;
}

const meta = (name: string) =>
	document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() ?? '';

/** The map settings the layout writes into <head> (map-tile-url, map-tile-attribution, default-location). */
export function readMapSettings(): MapSettings {
	return {
		tileUrl: meta('map-tile-url') || null,
		tileAttribution: meta('map-tile-attribution'),
		defaultCenter: parseLatLngText(meta('default-location'), FALLBACK_CENTER),
	};
}
