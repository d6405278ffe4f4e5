import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';

/** A delivery location as the picker stores it (spec §3 local storage keys). */
export interface StoredLocation {
	zoneIds: number[];
	lat: number;
	lng: number;
	address: string;
}

export const ORCHARD: StoredLocation = {
	zoneIds: [1],
	lat: 1.3048,
	lng: 103.8318,
	address: 'Orchard Road, Singapore',
};

export const TAMPINES: StoredLocation = {
	zoneIds: [2],
	lat: 1.3526,
	lng: 103.9448,
	address: 'Tampines Mall, Singapore',
};

/** Woodlands (zone 4, cash on delivery), where a hawker corner is open round the clock. */
export const WOODLANDS: StoredLocation = {
	zoneIds: [4],
	lat: 1.4375,
	lng: 103.7895,
	address: 'Woodlands Avenue 2, Singapore',
};

export interface StoredModule {
	id: number;
	module_type: 'food' | 'grocery' | 'pharmacy' | 'ecommerce' | 'parcel';
	module_name: string;
}

export const FOOD: StoredModule = { id: 1, module_type: 'food', module_name: 'Food' };
export const GROCERY: StoredModule = { id: 2, module_type: 'grocery', module_name: 'Grocery' };

/**
 * A returning shopper: the location (and module) already chosen, in localStorage and in the
 * mirror cookies, exactly as the picker leaves them.
 */
export async function returningShopper(
	context: BrowserContext,
	baseURL: string,
	location: StoredLocation,
	module?: StoredModule,
): Promise<void> {
	const cookies = [
		{ name: 'zoneid', value: JSON.stringify(location.zoneIds) },
		{ name: 'current-lat-lng', value: `${location.lat},${location.lng}` },
		...(module
			? [
					{ name: 'module-id', value: String(module.id) },
					{ name: 'module-type', value: module.module_type },
				]
			: []),
	];
	await context.addCookies(cookies.map((c) => ({ ...c, url: baseURL })));
	await context.addInitScript(
		({ location, module }) => {
			if (localStorage.getItem('zoneid')) return; // the page may have changed them since
			localStorage.setItem('zoneid', JSON.stringify(location.zoneIds));
			localStorage.setItem(
				'currentLatLng',
				JSON.stringify({ lat: location.lat, lng: location.lng }),
			);
			localStorage.setItem('location', location.address);
			if (module) localStorage.setItem('module', JSON.stringify({ ...module, zones: [] }));
		},
		{ location, module: module ?? null },
	);
}

/** Under 1180 px theme and language live in the side drawer; on desktop in the header. */
export async function openPreferences(page: Page): Promise<Locator> {
	const drawer = page.getByRole('dialog', { name: 'Menu', exact: true });
	if (await drawer.isVisible()) return drawer;
	const menu = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
	if (await menu.isVisible()) {
		await menu.click();
		return drawer;
	}
	return page.getByRole('banner');
}

/**
 * Waits until every island of the page has hydrated (Astro drops an island's `ssr` attribute
 * then): a `client:idle` island's server-rendered buttons do nothing before, and on a busy
 * machine the idle callback can come seconds after the page looks ready.
 */
export async function islandsHydrated(page: Page): Promise<void> {
	await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 30_000 });
}
