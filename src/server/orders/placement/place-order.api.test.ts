import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { MODULE_ID } from '~/testing/api';
import { newCustomer, newGuest, setupCustomerApi } from '~/testing/customer';
import {
	flashSaleItems,
	itemCampaigns,
	items,
	orderDetails,
	orders,
	stores,
	users,
} from '../../db/schema';
import {
	addToCart,
	callOrder,
	cartLines,
	findItem,
	NOT_IN_FLASH_SALE,
	OPEN_AT_TEST_NOW,
	orderBody,
	stockOf,
	type TestItem,
} from '~/testing/place-order';

const api = setupCustomerApi();

/** 200, or the error body in the failure message. */
function expectPlaced(res: { status: number; body: { errors?: unknown } }) {
	expect([res.status, res.body.errors]).toEqual([200, undefined]);
}

// A dish with a required option group and add-ons; a grocery item kept in stock; an ecommerce
// item with size variations; a grocery item in the running flash sale.
let dish: TestItem;
let grocery: TestItem;
let tee: TestItem;
let flash: TestItem;

const required = (d: TestItem, index = 0) =>
	d.details.food_variations
		.filter((g: any) => g.required === 'on')
		.map((g: any) => ({
			name: g.name,
			values: { label: [g.values[Math.min(index, g.values.length - 1)].label] },
		}));

beforeAll(async () => {
	dish = await findItem(
		api,
		'food',
		and(
			sql`${items.foodVariations}->0->>'required' = 'on'`,
			sql`jsonb_array_length(${items.addOnIds}) >= 1`,
			NOT_IN_FLASH_SALE,
		),
	);
	grocery = await findItem(
		api,
		'grocery',
		and(
			gte(items.stock, 20),
			sql`${stores.minimumOrder} <= ${items.price} * 2`,
			sql`jsonb_array_length(${items.variations}) = 0`,
			sql`coalesce(${items.maximumCartQuantity}, 99) >= 5`,
			NOT_IN_FLASH_SALE,
		),
	);
	tee = await findItem(
		api,
		'ecommerce',
		and(
			sql`jsonb_array_length(${items.variations}) >= 2`,
			sql`(${items.variations}->0->>'stock')::int >= 3`,
			sql`${stores.minimumOrder} <= (${items.variations}->0->>'price')::float * 2`,
			sql`coalesce(${items.maximumCartQuantity}, 99) >= 2`,
			NOT_IN_FLASH_SALE,
		),
	);
	flash = await findItem(
		api,
		'grocery',
		sql`exists (select 1 from ${flashSaleItems} where ${flashSaleItems.itemId} = ${items.id} and ${flashSaleItems.availableStock} >= 3) and ${items.stock} >= 3 and jsonb_array_length(${items.variations}) = 0 and ${stores.minimumOrder} <= ${items.price} * 2`,
	);
}, 60_000);

describe('customer/order/place', () => {
	test('a guest orders a dish with options and add-ons; the server prices it, whatever was sent', async () => {
		const guest = await newGuest(api);
		const addOn = dish.details.add_ons[0];
		await addToCart(
			api,
			'food',
			{ guest },
			{
				item_id: dish.id,
				price: 0.01,
				quantity: 3,
				variation: required(dish, 1),
				add_on_ids: [addOn.id],
				add_on_qtys: [2],
			},
		);
		const body = orderBody(dish, { order_amount: 0.01, order_note: 'No chilli', cutlery: 1 });
		const preview = await callOrder(api, 'preview', 'food', { guest }, body);
		expect(preview.status).toBe(200);
		const res = await callOrder(api, 'place', 'food', { guest }, body);
		expectPlaced(res);
		expect(res.body).toEqual({
			message: 'Order placed successfully',
			order_id: expect.any(Number),
			total_ammount: preview.body.pricing.order_amount,
			status: 'pending',
			created_at: '2026-11-21T02:00:00.000Z',
			user_id: guest,
		});
		expect(res.body.order_id).toBeGreaterThanOrEqual(100001);
		expect(res.body.total_ammount).toBeGreaterThan(1);

		const [order] = await api.db().select().from(orders).where(eq(orders.id, res.body.order_id));
		const pricing = preview.body.pricing;
		expect(order).toMatchObject({
			guestId: guest,
			userId: null,
			isGuest: true,
			storeId: dish.storeId,
			zoneId: dish.store.zoneId,
			moduleId: MODULE_ID.food,
			orderType: 'delivery',
			orderStatus: 'pending',
			paymentStatus: 'unpaid',
			paymentMethod: 'cash_on_delivery',
			orderAmount: pricing.order_amount,
			deliveryCharge: pricing.delivery_charge,
			totalTaxAmount: pricing.total_tax_amount,
			additionalCharge: pricing.additional_charge,
			orderNote: 'No chilli',
			cutlery: true,
			scheduled: 0,
			deliveryAddress: {
				contact_person_name: 'Siti Test',
				contact_person_number: '+6590001111',
				contact_person_email: 'siti@example.com',
				address_type: 'Delivery',
				address: '10 Test Road',
				latitude: String(dish.store.latitude),
				longitude: String(dish.store.longitude),
			},
		});
		expect(order?.otp).toMatch(/^\d{4}$/);
		expect(order?.pending?.toISOString()).toBe('2026-11-21T02:00:00.000Z');

		const lines = await api
			.db()
			.select()
			.from(orderDetails)
			.where(eq(orderDetails.orderId, res.body.order_id));
		const option =
			dish.details.food_variations[0].values[1] ?? dish.details.food_variations[0].values[0];
		expect(lines).toHaveLength(1);
		expect(lines[0]).toMatchObject({
			itemId: dish.id,
			itemCampaignId: null,
			price: dish.details.price + option.optionPrice,
			quantity: 3,
			variation: required(dish, 1),
			addOns: [{ id: addOn.id, name: addOn.name, price: addOn.price, quantity: 2 }],
			totalAddOnPrice: addOn.price * 2,
			itemDetails: { id: dish.id, store_id: dish.storeId },
		});
		expect(pricing.items_subtotal).toBeCloseTo((dish.details.price + option.optionPrice) * 3, 2);
		expect(pricing.add_ons_subtotal).toBeCloseTo(addOn.price * 2, 2);
		expect(await cartLines(api, 'food', { guest })).toEqual([]);
	});

	test('a signed-in customer’s contact comes from the profile when the body gives none', async () => {
		const { token } = await newCustomer(api);
		await addToCart(api, 'grocery', { token }, { item_id: grocery.id, quantity: 2 });
		const {
			contact_person_name: _n,
			contact_person_number: _p,
			contact_person_email: _e,
			...body
		} = orderBody(grocery);
		const res = await callOrder(api, 'place', 'grocery', { token }, body);
		expectPlaced(res);
		const [order] = await api.db().select().from(orders).where(eq(orders.id, res.body.order_id));
		const [user] = await api.db().select().from(users).where(eq(users.id, res.body.user_id));
		expect(order).toMatchObject({ isGuest: false, guestId: null, userId: user?.id });
		expect(order?.deliveryAddress).toMatchObject({
			contact_person_name: `${user?.fName} ${user?.lName}`.trim(),
			contact_person_number: user?.phone,
		});
		expect(user?.zoneId).toBe(grocery.store.zoneId);
	});

	test('stock is taken for the ordered quantity, and the cart is emptied', async () => {
		const guest = await newGuest(api);
		const before = (await stockOf(api, grocery.id)).stock;
		await addToCart(api, 'grocery', { guest }, { item_id: grocery.id, quantity: 3 });
		const res = await callOrder(api, 'place', 'grocery', { guest }, orderBody(grocery));
		expectPlaced(res);
		expect((await stockOf(api, grocery.id)).stock).toBe(before - 3);
		expect(await cartLines(api, 'grocery', { guest })).toEqual([]);
	});

	test('buy-now takes a variation’s stock with the item’s, and leaves the cart as it was', async () => {
		const guest = await newGuest(api);
		await addToCart(
			api,
			'ecommerce',
			{ guest },
			{ item_id: tee.id, variation: [{ type: tee.details.variations[1].type }] },
		);
		const cartBefore = await cartLines(api, 'ecommerce', { guest });
		const before = await stockOf(api, tee.id);
		const size = tee.details.variations[0];
		const cart = [
			{
				item_id: tee.id,
				item_type: 'Item',
				quantity: 2,
				variation: [{ type: size.type }],
				price: 0.01,
			},
		];
		const res = await callOrder(
			api,
			'place',
			'ecommerce',
			{ guest },
			orderBody(tee, { is_buy_now: 1, cart: JSON.stringify(cart) }),
		);
		expectPlaced(res);
		const after = await stockOf(api, tee.id);
		expect(after.stock).toBe(before.stock - 2);
		expect(after.variations.map((v) => v.stock)).toEqual(
			before.variations.map((v) => (v.type === size.type ? v.stock - 2 : v.stock)),
		);
		const [line] = await api
			.db()
			.select()
			.from(orderDetails)
			.where(eq(orderDetails.orderId, res.body.order_id));
		expect(line).toMatchObject({
			variant: size.type,
			variation: [{ type: size.type }],
			price: size.price,
			quantity: 2,
		});
		const shape = (lines: { id: number; quantity: number }[]) =>
			lines.map((l) => [l.id, l.quantity]);
		expect(shape(await cartLines(api, 'ecommerce', { guest }))).toEqual(shape(cartBefore));
	});

	test('a flash-sale item is sold from the sale: its counters move and its discount is split', async () => {
		const guest = await newGuest(api);
		const [entry] = await api
			.db()
			.select()
			.from(flashSaleItems)
			.where(eq(flashSaleItems.itemId, flash.id));
		const before = (await stockOf(api, flash.id)).stock;
		await addToCart(api, 'grocery', { guest }, { item_id: flash.id, quantity: 2 });
		const res = await callOrder(api, 'place', 'grocery', { guest }, orderBody(flash));
		expectPlaced(res);
		const [after] = await api
			.db()
			.select()
			.from(flashSaleItems)
			.where(eq(flashSaleItems.id, entry?.id ?? 0));
		expect(after).toMatchObject({
			sold: (entry?.sold ?? 0) + 2,
			availableStock: (entry?.availableStock ?? 0) - 2,
		});
		expect((await stockOf(api, flash.id)).stock).toBe(before - 2);
		const [line] = await api
			.db()
			.select()
			.from(orderDetails)
			.where(eq(orderDetails.orderId, res.body.order_id));
		expect(line?.discountType).toBe('flash_sale');
		expect(line?.discountOnItem).toBeGreaterThan(0);
		const [order] = await api.db().select().from(orders).where(eq(orders.id, res.body.order_id));
		const split = (order?.flashAdminDiscountAmount ?? 0) + (order?.flashStoreDiscountAmount ?? 0);
		expect(split).toBeCloseTo((line?.discountOnItem ?? 0) * 2, 2);
	});

	test('a campaign item is ordered now from the campaign’s own stock', async () => {
		const [campaign] = await api
			.db()
			.select({
				id: itemCampaigns.id,
				storeId: itemCampaigns.storeId,
				price: itemCampaigns.price,
				store: stores,
			})
			.from(itemCampaigns)
			.innerJoin(stores, eq(stores.id, itemCampaigns.storeId))
			.where(
				and(
					eq(itemCampaigns.moduleId, MODULE_ID.grocery),
					eq(itemCampaigns.status, 1),
					sql`${itemCampaigns.startDate} <= '2026-11-21' and ${itemCampaigns.endDate} >= '2026-11-21'`,
					sql`jsonb_array_length(${itemCampaigns.variations}) = 0`,
					eq(stores.delivery, true),
					OPEN_AT_TEST_NOW,
				),
			)
			.orderBy(asc(itemCampaigns.id))
			.limit(1);
		if (!campaign) throw new Error('no running grocery campaign');
		// Enough units for the store's minimum order, and a known stock.
		const quantity = Math.max(1, Math.ceil(campaign.store.minimumOrder / campaign.price));
		await api
			.db()
			.update(itemCampaigns)
			.set({ stock: quantity + 5, maximumCartQuantity: null })
			.where(eq(itemCampaigns.id, campaign.id));
		const guest = await newGuest(api);
		const cart = [{ item_id: campaign.id, item_type: 'App\\Models\\ItemCampaign', quantity }];
		const res = await callOrder(
			api,
			'place',
			'grocery',
			{ guest },
			orderBody({ ...campaign, details: {} }, { is_buy_now: 1, cart }),
		);
		expectPlaced(res);
		const [line] = await api
			.db()
			.select()
			.from(orderDetails)
			.where(eq(orderDetails.orderId, res.body.order_id));
		expect(line).toMatchObject({ itemId: null, itemCampaignId: campaign.id, quantity });
		const [after] = await api
			.db()
			.select()
			.from(itemCampaigns)
			.where(eq(itemCampaigns.id, campaign.id));
		expect(after?.stock).toBe(5);
	});

	test('take-away charges no delivery and keeps no distance', async () => {
		const guest = await newGuest(api);
		await addToCart(api, 'grocery', { guest }, { item_id: grocery.id, quantity: 2 });
		const { distance: _d, address: _a, ...body } = orderBody(grocery, { order_type: 'take_away' });
		const res = await callOrder(api, 'place', 'grocery', { guest }, body);
		expectPlaced(res);
		const [order] = await api.db().select().from(orders).where(eq(orders.id, res.body.order_id));
		expect(order).toMatchObject({
			orderType: 'take_away',
			deliveryCharge: 0,
			originalDeliveryCharge: 0,
			distance: 0,
		});
	});

	test('a scheduled order keeps its time in the shop’s time zone', async () => {
		const guest = await newGuest(api);
		await addToCart(api, 'grocery', { guest }, { item_id: grocery.id, quantity: 2 });
		const res = await callOrder(
			api,
			'place',
			'grocery',
			{ guest },
			orderBody(grocery, { schedule_at: '2026-11-22 10:30:00' }),
		);
		expectPlaced(res);
		const [order] = await api.db().select().from(orders).where(eq(orders.id, res.body.order_id));
		expect(order?.scheduled).toBe(1);
		expect(order?.scheduleAt?.toISOString()).toBe('2026-11-22T02:30:00.000Z');
	});

	test('a form post with the buy-now cart as JSON text is placed too', async () => {
		const guest = await newGuest(api);
		const body = orderBody(grocery, {
			is_buy_now: '1',
			cart: JSON.stringify([{ item_id: grocery.id, item_type: 'App\\Models\\Item', quantity: 2 }]),
		});
		const form = Object.fromEntries(
			Object.entries({ ...body, guest_id: guest }).map(([k, v]) => [k, String(v)]),
		);
		const res = await api.call('POST', '/customer/order/place', {
			headers: { moduleId: String(MODULE_ID.grocery) },
			form,
		});
		expectPlaced(res);
		expect(res.body.message).toBe('Order placed successfully');
	});
});
