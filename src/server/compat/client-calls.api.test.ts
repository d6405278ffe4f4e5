import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { ALL_ZONES, MODULE_ID } from '~/testing/api';
import { newCustomer, newGuest, setupCustomerApi } from '~/testing/customer';
import { banners, categories, items, stores } from '../db/schema';
import { CATALOG_CALLS } from './catalog-calls';
import type { CallContext, ClientCall } from './client-calls';
import { CUSTOMER_CALLS } from './customer-calls';
import { shapeProblems } from './shape-check';

/**
 * The client-compatibility table (issue 19): every call of the original React web client, with
 * its headers and body, answers the status and every field it reads with its type. Runs on
 * PGlite and PostgreSQL like every API suite.
 */
const api = setupCustomerApi();
let x: CallContext;

/** The headers MainApi.js sends on every call: zone, position, language, software id, Accept. */
function clientHeaders(call: ClientCall): Record<string, string> {
	const headers: Record<string, string> = {
		zoneid: ALL_ZONES,
		latitude: '1.3048',
		longitude: '103.8318',
		'X-localization': 'en',
		'X-software-id': '33571750',
		Accept: 'application/json',
	};
	if (call.module) headers.moduleId = String(MODULE_ID[call.module]);
	if (call.moduleHeader) headers.moduleId = call.moduleHeader;
	return headers;
}

beforeAll(async () => {
	const db = api.db();
	const [food] = await db
		.select({ store: stores, itemId: items.id })
		.from(items)
		.innerJoin(stores, eq(stores.id, items.storeId))
		.where(and(eq(stores.moduleId, MODULE_ID.food), eq(stores.status, 1), eq(items.status, 1)))
		.orderBy(asc(items.id))
		.limit(1);
	const [plain] = await db
		.select({ id: items.id })
		.from(items)
		.innerJoin(stores, eq(stores.id, items.storeId))
		.where(
			and(
				eq(items.moduleId, MODULE_ID.grocery),
				eq(items.status, 1),
				eq(stores.status, 1),
				sql`${items.stock} > 5`,
				sql`jsonb_array_length(${items.variations}) = 0`,
			),
		)
		.orderBy(asc(items.id))
		.limit(1);
	const [category] = await db
		.select({ id: categories.id })
		.from(categories)
		.where(
			and(
				eq(categories.moduleId, MODULE_ID.grocery),
				eq(categories.position, 0),
				sql`exists (select 1 from items i where i.category_id = ${categories.id} and i.status = 1)`,
			),
		)
		.limit(1);
	const [banner] = await db
		.select({ storeId: banners.targetId })
		.from(banners)
		.where(eq(banners.type, 'store_wise'))
		.limit(1);
	if (!food || !plain || !category) throw new Error('the demo seed has no food item or category');
	const customer = await newCustomer(api);
	x = {
		storeId: food.store.id,
		storeSlug: food.store.slug,
		itemId: food.itemId,
		plainItemId: plain.id,
		categoryId: category.id,
		campaignStoreId: banner?.storeId ?? food.store.id,
		token: customer.token,
		guestId: await newGuest(api),
	};
}, 120_000);

describe.each([
	['catalogue and module-less calls', CATALOG_CALLS],
	['guest and customer calls', CUSTOMER_CALLS],
])('the original client: %s', (_, calls) => {
	test.each(calls.map((call) => [call.name, call] as const))('%s', async (_name, call) => {
		const res = await api.call(call.method, call.path(x), {
			headers: clientHeaders(call),
			...(call.auth ? { token: x.token } : {}),
			...(call.body ? { body: call.body(x) } : {}),
		});
		const where = `${call.method} ${call.path(x)}`;
		expect({ where, status: res.status }).toEqual({ where, status: call.status });
		expect({ where, problems: shapeProblems(res.body, call.fields) }).toEqual({
			where,
			problems: [],
		});
	});
});
