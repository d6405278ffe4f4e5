/**
 * Helpers of the order-placement API suites: seeded items picked by what a test needs (in a store
 * open at TEST_NOW, Saturday 10:00 in Singapore), carts, and calls to `customer/order/place|preview`.
 */
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import { ALL_ZONES, MODULE_ID } from '~/testing/api';
import type { CustomerHarness } from './customer';
import { flashSaleItems, items, orders, storeSchedules, stores } from '~/server/db/schema';

export type Module = keyof typeof MODULE_ID;

/** A guest (guest_id) or a signed-in customer (token). */
export interface Caller {
	guest?: number;
	token?: string;
}

export const headersOf = (module: Module, extra: Record<string, string> = {}) => ({
	moduleId: String(MODULE_ID[module]),
	zoneId: ALL_ZONES,
	...extra,
});

/** Open at TEST_NOW: a Saturday (6) window around 10:00, and not paused. */
export const OPEN_AT_TEST_NOW = sql`${stores.active} and exists (select 1 from ${storeSchedules}
	where ${storeSchedules.storeId} = ${stores.id} and ${storeSchedules.day} = 6
	and ${storeSchedules.openingTime} <= '10:00:00' and ${storeSchedules.closingTime} > '10:00:00')`;

/** Orderable now: within its availability window at 10:00. */
export const AVAILABLE_AT_TEST_NOW = sql`${items.availableTimeStarts} <= '10:00:00' and ${items.availableTimeEnds} > '10:00:00'`;

export const NOT_IN_FLASH_SALE = sql`not exists (select 1 from ${flashSaleItems} where ${flashSaleItems.itemId} = ${items.id})`;

export interface TestItem {
	id: number;
	storeId: number;
	store: typeof stores.$inferSelect;
	/** The item as `items/details` serves it. */
	details: any;
}

/**
 * The first active item of the module matching `where`, in a store open at TEST_NOW that delivers
 * and lets customers take away.
 */
export async function findItem(
	api: CustomerHarness,
	module: Module,
	where: SQL | undefined,
): Promise<TestItem> {
	const [row] = await api
		.db()
		.select({ id: items.id, store: stores })
		.from(items)
		.innerJoin(stores, eq(stores.id, items.storeId))
		.where(
			and(
				eq(items.moduleId, MODULE_ID[module]),
				eq(items.status, 1),
				eq(stores.status, 1),
				eq(stores.delivery, true),
				eq(stores.takeAway, true),
				OPEN_AT_TEST_NOW,
				AVAILABLE_AT_TEST_NOW,
				where,
			),
		)
		.orderBy(asc(items.id))
		.limit(1);
	if (!row) throw new Error(`no ${module} item for the test`);
	const details = await api.call('GET', `/items/details/${row.id}`, { headers: headersOf(module) });
	return { id: row.id, storeId: row.store.id, store: row.store, details: details.body };
}

const ownerBody = (caller: Caller) =>
	caller.guest === undefined ? {} : { guest_id: caller.guest };
const tokenOf = (caller: Caller) => (caller.token ? { token: caller.token } : {});

export async function addToCart(
	api: CustomerHarness,
	module: Module,
	caller: Caller,
	line: Record<string, unknown>,
): Promise<void> {
	const res = await api.call('POST', '/customer/cart/add', {
		headers: headersOf(module),
		...tokenOf(caller),
		body: { ...ownerBody(caller), quantity: 1, ...line },
	});
	if (res.status !== 200)
		throw new Error(`cart/add answered ${res.status}: ${JSON.stringify(res.body)}`);
}

/** A delivery to the store's own doorstep (inside its zone), paid in cash, with a guest's contact. */
export function orderBody(item: TestItem, extra: Record<string, unknown> = {}) {
	return {
		order_amount: 0,
		payment_method: 'cash_on_delivery',
		order_type: 'delivery',
		store_id: item.storeId,
		distance: 2,
		address: '10 Test Road',
		latitude: item.store.latitude,
		longitude: item.store.longitude,
		contact_person_name: 'Siti Test',
		contact_person_number: '+6590001111',
		contact_person_email: 'siti@example.com',
		...extra,
	};
}

export function callOrder(
	api: CustomerHarness,
	path: 'place' | 'preview',
	module: Module,
	caller: Caller,
	body: Record<string, unknown>,
	headers: Record<string, string> = {},
) {
	return api.call('POST', `/customer/order/${path}`, {
		headers: headersOf(module, headers),
		...tokenOf(caller),
		body: { ...ownerBody(caller), ...body },
	});
}

/** The caller's cart lines in the module, as `cart/list` answers them. */
export async function cartLines(api: CustomerHarness, module: Module, caller: Caller) {
	const query = caller.guest === undefined ? '' : `?guest_id=${caller.guest}`;
	const res = await api.call('GET', `/customer/cart/list${query}`, {
		headers: headersOf(module),
		...tokenOf(caller),
	});
	if (res.status !== 200) throw new Error(`cart/list answered ${res.status}`);
	return res.body as { id: number; item_id: number; quantity: number }[];
}

export async function orderCount(api: CustomerHarness): Promise<number> {
	const [row] = await api.db().select({ n: count() }).from(orders);
	return row?.n ?? 0;
}

export async function stockOf(api: CustomerHarness, itemId: number) {
	const [row] = await api
		.db()
		.select({ stock: items.stock, variations: items.variations })
		.from(items)
		.where(eq(items.id, itemId));
	if (!row) throw new Error(`item ${itemId} is gone`);
	return row;
}
