import { $currentLatLng, $zoneId } from '~/state/location.state';
import { $module } from '~/state/module.state';
import { pageLocale } from './client';

/**
 * A query key: the resource, then the context its answer depends on (module, zone, language,
 * position), then its own parameters. Switching module or zone therefore never shows stale lists.
 */
export function catalogKey(resource: string, params: Record<string, unknown> = {}) {
	const point = $currentLatLng.get();
	return [
		resource,
		{
			moduleId: $module.get()?.id ?? null,
			zoneId: $zoneId.get() || null,
			locale: pageLocale(),
			position: point ? `${point.lat.toFixed(4)},${point.lng.toFixed(4)}` : null,
			...params,
		},
	] as const;
}
