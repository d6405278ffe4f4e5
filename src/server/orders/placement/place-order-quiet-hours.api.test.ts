import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { newGuest, setupCustomerApi } from '~/testing/customer';
import { items, orders, storeSchedules, stores } from '../../db/schema';
import {
	addToCart,
	callOrder,
	findItem,
	NOT_IN_FLASH_SALE,
	orderBody,
	type TestItem,
} from '~/testing/place-order';

// Issue 14 items 1 and 5: at 06:30 in Singapore most restaurants are closed; one that takes
// orders for later takes a scheduled order, and a position with float noise is no obstacle.
const api = setupCustomerApi();
/** Thursday 26 November 2026, 06:30 in Singapore. */
const QUIET = new Date('2026-11-25T22:30:00Z');

let dish: TestItem;

beforeAll(async () => {
	dish = await findItem(
		api,
		'food',
		and(
			sql`jsonb_array_length(${items.foodVariations}) = 0`,
			sql`${stores.minimumOrder} <= ${items.price} * 2`,
			eq(stores.scheduleOrder, true),
			// Opens at 10:00 or later every day: closed at 06:30.
			sql`not exists (select 1 from ${storeSchedules} where ${storeSchedules.storeId} = ${stores.id}
				and ${storeSchedules.openingTime} < '07:00')`,
			sql`${items.availableTimeStarts} = '00:00:00'`,
			NOT_IN_FLASH_SALE,
		),
	);
	api.setNow(QUIET);
}, 60_000);

describe('orders at quiet hours', () => {
	test('a closed store that takes orders for later places a scheduled one', async () => {
		const guest = await newGuest(api);
		await addToCart(api, 'food', { guest }, { item_id: dish.id, quantity: 2 });
		const now = await callOrder(api, 'place', 'food', { guest }, orderBody(dish));
		expect(now.status).toBe(406);

		const noisy = `${dish.store.longitude}00000000001`; // 14 decimals and more
		const later = await callOrder(
			api,
			'place',
			'food',
			{ guest },
			orderBody(dish, { schedule_at: '2026-11-26 14:00:00', longitude: noisy }),
		);
		expect(later.status, JSON.stringify(later.body)).toBe(200);
		const [order] = await api.db().select().from(orders).where(eq(orders.id, later.body.order_id));
		expect(order?.scheduled).toBe(1);
		expect(order?.scheduleAt?.toISOString()).toBe('2026-11-26T06:00:00.000Z');
	});
});
