import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { newGuest, setupCustomerApi } from '~/testing/customer';
import { forgetMemos } from '../../db/memo';
import { businessSettings, items, storeSchedules, stores } from '../../db/schema';
import { LANDMARKS } from '../../db/seed/data/zones';
import {
	addToCart,
	type Caller,
	callOrder,
	cartLines,
	findItem,
	type Module,
	NOT_IN_FLASH_SALE,
	orderBody,
	orderCount,
	stockOf,
	type TestItem,
} from '~/testing/place-order';

const api = setupCustomerApi();

let dish: TestItem;
let otherDish: TestItem;
let rx: TestItem;
let limited: TestItem;
let stocked: TestItem;

const plainDish = and(
	sql`jsonb_array_length(${items.foodVariations}) = 0`,
	sql`${stores.minimumOrder} <= ${items.price} * 2`,
	NOT_IN_FLASH_SALE,
);

beforeAll(async () => {
	dish = await findItem(api, 'food', and(plainDish, eq(stores.zoneId, 1)));
	otherDish = await findItem(api, 'food', and(plainDish, ne(items.storeId, dish.storeId)));
	rx = await findItem(
		api,
		'pharmacy',
		sql`${items.isPrescriptionRequired} = 1 and ${items.stock} > 0`,
	);
	limited = await findItem(
		api,
		'grocery',
		and(
			sql`${items.maximumCartQuantity} between 2 and 10`,
			sql`${items.stock} > ${items.maximumCartQuantity}`,
			sql`jsonb_array_length(${items.variations}) = 0`,
			NOT_IN_FLASH_SALE,
		),
	);
	stocked = await findItem(
		api,
		'grocery',
		and(
			isNull(items.maximumCartQuantity),
			gt(items.stock, 0),
			sql`${items.stock} < 500`,
			sql`jsonb_array_length(${items.variations}) = 0`,
			NOT_IN_FLASH_SALE,
		),
	);
}, 60_000);

/** Sets a business setting for one case; answers the undo. */
async function withSetting(key: string, value: unknown) {
	const db = api.db();
	const [before] = await db.select().from(businessSettings).where(eq(businessSettings.key, key));
	await db.update(businessSettings).set({ value }).where(eq(businessSettings.key, key));
	forgetMemos(db);
	return async () => {
		await db
			.update(businessSettings)
			.set({ value: before?.value })
			.where(eq(businessSettings.key, key));
		forgetMemos(db);
	};
}

/** Changes the dish's store for one case; answers the undo. */
async function withStore(values: Partial<typeof stores.$inferInsert>) {
	const db = api.db();
	await db.update(stores).set(values).where(eq(stores.id, dish.storeId));
	// The id and the generated search column are the database's own: they are never written.
	const { id: _id, foldedName: _folded, ...before } = dish.store;
	return async () => {
		await db.update(stores).set(before).where(eq(stores.id, dish.storeId));
	};
}

const buyNow = (item: TestItem, quantity: number | string) =>
	orderBody(item, {
		is_buy_now: 1,
		cart: JSON.stringify([{ item_id: item.id, item_type: 'Item', quantity }]),
	});

interface RuleCase {
	module?: Module;
	/** Who calls; a guest with the dish in the food cart by default. */
	caller?: 'guest' | 'nobody';
	/** Leave the food cart empty. */
	emptyCart?: boolean;
	body: () => Record<string, unknown>;
	headers?: Record<string, string>;
	setup?: () => Promise<() => Promise<void>>;
	status: number;
	errors: unknown;
}

const error = (code: string, message: string) => [{ code, message }];

const CASES: Record<string, RuleCase> = {
	'no token and no guest id': {
		caller: 'nobody',
		body: () => orderBody(dish),
		status: 401,
		errors: error('auth-001', 'Unauthorized'),
	},
	'no moduleId header': {
		body: () => orderBody(dish),
		headers: { moduleId: '' },
		status: 403,
		errors: error('moduleId', 'Module id required'),
	},
	'a guest without contact details': {
		body: () =>
			orderBody(dish, {
				contact_person_name: '',
				contact_person_number: undefined,
				contact_person_email: undefined,
			}),
		status: 403,
		errors: [
			{ code: 'contact_person_name', message: 'The contact person name field is required.' },
			{ code: 'contact_person_number', message: 'The contact person number field is required.' },
			{ code: 'contact_person_email', message: 'The contact person email field is required.' },
		],
	},
	'an unknown order type': {
		body: () => orderBody(dish, { order_type: 'drone' }),
		status: 403,
		errors: error('order_type', 'The selected order type is invalid.'),
	},
	'no payment method': {
		body: () => orderBody(dish, { payment_method: undefined }),
		status: 403,
		errors: error('payment_method', 'The payment method field is required.'),
	},
	'a delivery without its point': {
		body: () => orderBody(dish, { latitude: undefined, longitude: undefined }),
		status: 403,
		errors: [
			{ code: 'longitude', message: 'The longitude field is required.' },
			{ code: 'latitude', message: 'The latitude field is required.' },
		],
	},
	'a malformed schedule_at': {
		body: () => orderBody(dish, { schedule_at: 'tomorrow' }),
		status: 403,
		errors: error('schedule_at', 'The schedule at does not match the format Y-m-d H:i:s.'),
	},
	'an Idempotency-Key with spaces': {
		body: () => orderBody(dish),
		headers: { 'Idempotency-Key': 'two words' },
		status: 403,
		errors: error('idempotency_key', 'The idempotency key format is invalid.'),
	},
	'guest checkout switched off': {
		body: () => orderBody(dish),
		setup: () => withSetting('guest_checkout_status', 0),
		status: 403,
		errors: error('is_guest', 'Guest order is not active'),
	},
	'home delivery switched off': {
		body: () => orderBody(dish),
		setup: () => withSetting('home_delivery_status', 0),
		status: 403,
		errors: error('order_type', 'Home delivery is not active'),
	},
	'a partial payment': {
		body: () => orderBody(dish, { partial_payment: 1 }),
		status: 403,
		errors: error('partial_payment', 'Partial payment is not available'),
	},
	'an unknown store': {
		body: () => orderBody(dish, { store_id: 999_999 }),
		status: 404,
		errors: error('store_id', 'Store not found'),
	},
	'a point outside the store’s zone': {
		body: () =>
			orderBody(dish, { latitude: LANDMARKS.tampines.lat, longitude: LANDMARKS.tampines.lng }),
		status: 403,
		errors: error('coordinates', 'Out of coverage'),
	},
	'a take-away whose point is outside the zone': {
		body: () =>
			orderBody(dish, {
				order_type: 'take_away',
				latitude: LANDMARKS.openSea.lat,
				longitude: LANDMARKS.openSea.lng,
			}),
		status: 403,
		errors: error('coordinates', 'Out of coverage'),
	},
	'a schedule in the past': {
		body: () => orderBody(dish, { schedule_at: '2026-11-21 08:00:00' }),
		status: 406,
		errors: error('order_time', 'You can not schedule a order in past'),
	},
	'a schedule at a store that takes none': {
		body: () => orderBody(dish, { schedule_at: '2026-11-21 11:00:00' }),
		setup: () => withStore({ scheduleOrder: false }),
		status: 406,
		errors: error('schedule_at', 'Schedule order not available'),
	},
	'a schedule in year 2999': {
		body: () => orderBody(dish, { schedule_at: '2999-11-21 11:00:00' }),
		status: 406,
		errors: error('schedule_at', 'An order can be scheduled for today or tomorrow only'),
	},
	'a schedule beyond tomorrow, the last slot day': {
		module: 'grocery',
		body: () => ({ ...buyNow(stocked, 1), schedule_at: '2026-11-23 10:00:00' }),
		// Nothing is held: the stock reads the same after the refusal.
		setup: async () => {
			const before = (await stockOf(api, stocked.id)).stock;
			return async () => expect((await stockOf(api, stocked.id)).stock).toBe(before);
		},
		status: 406,
		errors: error('schedule_at', 'An order can be scheduled for today or tomorrow only'),
	},
	'a time the store is closed': {
		body: () => orderBody(dish, { schedule_at: '2026-11-21 11:00:00' }),
		setup: async () => {
			const db = api.db();
			const saturday = and(eq(storeSchedules.storeId, dish.storeId), eq(storeSchedules.day, 6));
			const rows = await db.select().from(storeSchedules).where(saturday);
			// Open this Saturday only: the store has no hours on the next one.
			await db.delete(storeSchedules).where(saturday);
			await db.insert(storeSchedules).values({
				storeId: dish.storeId,
				day: 6,
				openingTime: '09:00:00',
				closingTime: '09:30:00',
			});
			return async () => {
				await db.delete(storeSchedules).where(saturday);
				await db.insert(storeSchedules).values(rows.map(({ id: _id, ...r }) => r));
			};
		},
		status: 406,
		errors: error('order_time', 'Store is closed at order time'),
	},
	'another store’s item in the cart': {
		body: () => orderBody(otherDish),
		status: 403,
		errors: error('different_stores', 'Please select items from the same store'),
	},
	'an item that needs a prescription': {
		module: 'pharmacy',
		body: () => buyNow(rx, 1),
		status: 403,
		errors: error('prescription', 'prescription is required'),
	},
	'more than the maximum quantity': {
		module: 'grocery',
		body: () => buyNow(limited, limited.details.maximum_cart_quantity + 1),
		status: 406,
		errors: error('quantity', 'Out of Limits'),
	},
	'a zero quantity': {
		module: 'grocery',
		body: () => buyNow(stocked, 0),
		status: 403,
		errors: error('cart.0.quantity', 'The quantity must be at least 1.'),
	},
	'a negative quantity': {
		module: 'grocery',
		body: () => buyNow(stocked, '-3'),
		status: 403,
		errors: error('cart.0.quantity', 'The quantity must be at least 1.'),
	},
	'more than the stock': {
		module: 'grocery',
		body: () => buyNow(stocked, stocked.details.stock + 1),
		status: 406,
		errors: error('campaign', 'Out of Stock'),
	},
	'an empty cart': {
		emptyCart: true,
		body: () => orderBody(dish),
		status: 403,
		errors: error('order_details', 'You can not place empty orders'),
	},
	'less than the store’s minimum order': {
		body: () => orderBody(dish),
		setup: () => withStore({ minimumOrder: 1000 }),
		status: 406,
		errors: error('order_time', 'You need to order at least S$1,000.00'),
	},
};

describe('customer/order/place refuses, and nothing is lost', () => {
	test.each(Object.entries(CASES))('%s', async (_, rule) => {
		const guest = await newGuest(api);
		const caller: Caller = rule.caller === 'nobody' ? {} : { guest };
		if (!rule.emptyCart) await addToCart(api, 'food', { guest }, { item_id: dish.id, quantity: 2 });
		const cartBefore = await cartLines(api, 'food', { guest });
		const ordersBefore = await orderCount(api);
		const undo = await rule.setup?.();
		try {
			const res = await callOrder(
				api,
				'place',
				rule.module ?? 'food',
				caller,
				rule.body(),
				rule.headers,
			);
			expect([res.status, res.body]).toEqual([rule.status, { errors: rule.errors }]);
		} finally {
			await undo?.();
		}
		expect(await orderCount(api)).toBe(ordersBefore);
		const cartAfter = await cartLines(api, 'food', { guest });
		expect(cartAfter.map((l) => [l.id, l.quantity])).toEqual(
			cartBefore.map((l) => [l.id, l.quantity]),
		);
	});

	test('errors answer in the caller’s language', async () => {
		const guest = await newGuest(api);
		await addToCart(api, 'food', { guest }, { item_id: dish.id, quantity: 2 });
		const res = await callOrder(api, 'place', 'food', { guest }, orderBody(otherDish), {
			'X-localization': 'id',
		});
		expect([res.status, res.body]).toEqual([
			403,
			{ errors: error('different_stores', 'Silakan pilih barang dari toko yang sama') },
		]);
	});

	test('preview refuses the same way', async () => {
		const guest = await newGuest(api);
		await addToCart(api, 'food', { guest }, { item_id: dish.id, quantity: 2 });
		const res = await callOrder(api, 'preview', 'food', { guest }, orderBody(otherDish));
		expect(res.status).toBe(403);
		expect(res.body.errors[0].code).toBe('different_stores');
	});
});
