import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { newGuest, setupCustomerApi } from '~/testing/customer';
import { items, orders, stores, zones } from '../db/schema';
import { findItem, headersOf, NOT_IN_FLASH_SALE, type TestItem } from '~/testing/place-order';
import { shapeProblems } from './shape-check';

/**
 * The original React client's order path, call after call with its own bodies (issue 19): a
 * guest puts a dish with its required options and an add-on in the cart, checks out with cash
 * on delivery far enough away for the vehicle extra charge, and tracks the order. The bodies are
 * what the client was seen sending against this server in Chromium (docs/compatibility.md).
 */
const api = setupCustomerApi();
let dish: TestItem;
let guest: number;
/** Enough of the dish for the store's minimum order. */
let quantity: number;
let orderId: number;
/** The number as the client's phone field gives it: country code, no plus. */
const PHONE = '6598765432';
/** Kilometres, as the client computes them from config/distance-api (a car's tier). */
const DISTANCE = 9.604;

const CLIENT_HEADERS = { 'X-localization': 'en', 'X-software-id': '33571750' };
const call = (method: string, path: string, body?: Record<string, unknown>) =>
	api.call(method, path, {
		headers: { ...headersOf('food'), ...CLIENT_HEADERS, Accept: 'application/json' },
		...(body ? { body } : {}),
	});

/** Every required option group's first value, in the client's cart format. */
const chosen = () =>
	dish.details.food_variations.map((group: { name: string; values: { label: string }[] }) => ({
		name: group.name,
		values: { label: [group.values[0]?.label] },
	}));

beforeAll(async () => {
	dish = await findItem(
		api,
		'food',
		and(
			sql`${items.foodVariations}->0->>'required' = 'on'`,
			sql`jsonb_array_length(${items.addOnIds}) >= 1`,
			eq(stores.freeDelivery, false),
			sql`exists (select 1 from ${zones} where ${zones.id} = ${stores.zoneId} and ${zones.cashOnDelivery})`,
			NOT_IN_FLASH_SALE,
		),
	);
	guest = await newGuest(api);
	quantity = Math.max(1, Math.ceil(dish.store.minimumOrder / dish.details.price));
}, 60_000);

describe('the original client orders as a guest', () => {
	test('cart/add: the line names the chosen options and add-on where the checkout reads them', async () => {
		const addOn = dish.details.add_ons[0];
		const res = await call('POST', '/customer/cart/add', {
			guest_id: String(guest),
			model: 'Item',
			add_on_ids: [addOn.id],
			add_on_qtys: [1],
			item_id: dish.id,
			price: 0.01,
			quantity,
			variation: chosen(),
		});
		expect(res.status).toBe(200);
		const [line] = res.body;
		expect(shapeProblems(res.body, { '[].item.addons[].price': 'number' })).toEqual([]);
		expect(line.item.addons).toEqual([
			expect.objectContaining({ id: addOn.id, price: addOn.price, quantity: 1, isChecked: true }),
		]);
		const firstValue = line.item.food_variations[0].values[0];
		expect(firstValue.isSelected).toBe(true);
		const options = line.item.food_variations.reduce(
			(sum: number, group: { values: { optionPrice: number }[] }) =>
				sum + (group.values[0]?.optionPrice ?? 0),
			0,
		);
		expect(line.price).toBeCloseTo(dish.details.price + options, 2);
	});

	test('checkout: the vehicle tier of the distance answers its extra charge as a bare number', async () => {
		const res = await call('GET', `/vehicle/extra_charge?distance=${DISTANCE}`);
		expect(res.status).toBe(200);
		expect(typeof res.body).toBe('number');
		expect(res.body).toBeGreaterThan(0);
	});

	test('place: the client’s body with cash on delivery is placed and priced by the server', async () => {
		const { store } = dish;
		const res = await call('POST', '/customer/order/place', {
			// The client sends its cart again as a JSON string, with its own figures, even when the
			// order is from the server-side cart (is_buy_now 0).
			cart: JSON.stringify([
				{
					add_on_ids: [],
					add_on_qtys: [],
					add_ons: [],
					item_id: dish.id,
					item_campaign_id: null,
					item_type: 'AppModelsItem',
					price: 1,
					quantity,
					variant: '',
					variation: chosen(),
				},
			]),
			lat: Number(store.latitude),
			lng: Number(store.longitude),
			latitude: Number(store.latitude),
			longitude: Number(store.longitude),
			address: 'Yishun Central, Singapore',
			address_type: 'Selected Address',
			partial_payment: false,
			schedule_at: null,
			payment_method: 'cash_on_delivery',
			order_type: 'delivery',
			store_id: dish.storeId,
			discount_amount: 0,
			distance: DISTANCE,
			order_amount: 21.464399999999998,
			dm_tips: 0,
			cutlery: 0,
			unavailable_item_note: null,
			delivery_instruction: null,
			guest_id: String(guest),
			contact_person_name: 'Guest Tester',
			contact_person_number: PHONE,
			contact_person_email: 'guest@example.com',
			is_buy_now: 0,
		});
		expect([res.status, JSON.stringify(res.body.errors)]).toEqual([200, undefined]);
		expect(shapeProblems(res.body, { order_id: 'number', total_ammount: 'number' })).toEqual([]);
		orderId = res.body.order_id;
		const [order] = await api.db().select().from(orders).where(eq(orders.id, orderId));
		// The add-on the client left out of its `cart` string is charged: the server's cart counts.
		expect(order?.paymentMethod).toBe('cash_on_delivery');
		expect(res.body.total_ammount).toBe(order?.orderAmount);
	});

	test('track: the order id and the phone as the track page sends them find the order', async () => {
		for (const number of [PHONE, `+${PHONE}`, ` ${PHONE}`]) {
			const res = await call(
				'GET',
				`/customer/order/track?order_id=${orderId}&guest_id=${guest}&contact_number=${encodeURIComponent(number)}`,
			);
			expect({ number, status: res.status }).toEqual({ number, status: 200 });
			expect(
				shapeProblems(res.body, {
					id: 'number',
					order_amount: 'number',
					order_status: 'string',
					confirmed: 'string?',
					processing: 'string?',
					picked_up: 'string?',
					delivered: 'string?',
					'store.name': 'string',
					'delivery_address.address': 'string',
					'module.module_type': 'string',
				}),
			).toEqual([]);
		}
	});
});
