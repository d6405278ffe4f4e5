import {
	BANNERS_STALE_MS,
	CASHBACK_STALE_MS,
	CATEGORIES_STALE_MS,
	COMMON_CONDITIONS_STALE_MS,
	FEATURED_CATEGORIES_STALE_MS,
} from '~/config/constants';
import { $currentLatLng, $zoneId } from '~/state/location.state';
import { $module } from '~/state/module.state';
import { pageLocale } from './client';

/** Cache times of spec §9 by resource; others use the client's default. */
export const STALE_MS: Record<string, number> = {
	categories: CATEGORIES_STALE_MS,
	banners: BANNERS_STALE_MS,
	'featured-categories': FEATURED_CATEGORIES_STALE_MS,
	'common-conditions': COMMON_CONDITIONS_STALE_MS,
	cashback: CASHBACK_STALE_MS,
};

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

export function staleTimeOf(resource: string): number | undefined {
	return STALE_MS[resource];
}
