import type { APIRequestContext } from '@playwright/test';
import type { StoredLocation, StoredModule } from './shopper';

/**
 * What a journey may buy at the hour it runs (issue 14 "keep it so": it passes at 3 a.m. too):
 * a store the API says is open now, preferring one the seed opens round the clock, and an item
 * of it that is on sale now. Asked of the API at run time, never hard-coded.
 */

interface ListedStore {
	id: number;
	slug: string;
	name: string;
	open: number;
	active: boolean;
	delivery: boolean;
	minimum_order: number;
	free_delivery: boolean;
	tax: number;
	prescription_order?: boolean;
	schedules: { day: number; opening_time: string; closing_time: string }[];
}

export interface OpenItem {
	id: number;
	name: string;
	slug: string;
	price: number;
	stock: number;
	food_variations: { name: string; type: string; required: string }[] | '';
	variations: unknown[];
	is_prescription_required: number;
	maximum_cart_quantity: number | null;
	available_time_starts: string;
	available_time_ends: string;
}

export const headersFor = (module: StoredModule, location: StoredLocation) => ({
	moduleId: String(module.id),
	zoneId: JSON.stringify(location.zoneIds),
	latitude: String(location.lat),
	longitude: String(location.lng),
});

const roundTheClock = (s: ListedStore) =>
	s.schedules.length >= 7 &&
	s.schedules.every((d) => d.opening_time === '00:00:00' && d.closing_time >= '23:59:00');

/** A store of the module delivering to the place and open now, round-the-clock ones first. */
export async function openStoreNow(
	request: APIRequestContext,
	module: StoredModule,
	location: StoredLocation,
	accept: (store: ListedStore) => boolean = () => true,
): Promise<ListedStore> {
	const listed = await request.get('/api/v1/stores/get-stores/all?limit=50&offset=1', {
		headers: headersFor(module, location),
	});
	const { stores } = (await listed.json()) as { stores: ListedStore[] };
	const open = stores
		.filter((s) => s.open === 1 && s.active && s.delivery && accept(s))
		.sort((a, b) => Number(roundTheClock(b)) - Number(roundTheClock(a)));
	const store = open[0];
	if (!store)
		throw new Error(`no ${module.module_type} store is open now near ${location.address}`);
	return store;
}

/** The store's items on sale at any hour of the day, most in stock first. */
export async function allDayItems(
	request: APIRequestContext,
	store: { id: number },
	module: StoredModule,
	location: StoredLocation,
): Promise<OpenItem[]> {
	const listed = await request.get(
		`/api/v1/items/latest?store_id=${store.id}&limit=50&offset=1&category_id=0`,
		{ headers: headersFor(module, location) },
	);
	const { products } = (await listed.json()) as { products: OpenItem[] };
	return products
		.filter((p) => p.available_time_starts === '00:00:00' && p.available_time_ends >= '23:59:00')
		.sort((a, b) => b.stock - a.stock);
}
