import { and, eq, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { fundWallet, walletOf } from '~/testing/account';
import { newCustomer, newGuest, setupCustomerApi } from '~/testing/customer';
import { openPaymentPage, paymentLinkToken } from '../payment/payment-page';
import { coupons, customerAddresses, items, orders, stores, users, zones } from '../../db/schema';
import {
	addToCart,
	type Caller,
	callOrder,
	cartLines,
	findItem,
	NOT_IN_FLASH_SALE,
	orderBody,
	type TestItem,
} from '~/testing/place-order';

const api = setupCustomerApi();

// A plain dish in Central (cash on delivery up to S$150 for food) and one in the West, where the
// zone takes no cash.
let central: TestItem;
let west: TestItem;

const plainDish = and(
	sql`jsonb_array_length(${items.foodVariations}) = 0`,
	isNull(items.maximumCartQuantity),
	sql`${items.price} between 3 and 20`,
	sql`${stores.minimumOrder} <= ${items.price}`,
	sql`not ${stores.freeDelivery}`,
	NOT_IN_FLASH_SALE,
);

async function zoneId(name: string): Promise<number> {
	const [row] = await api.db().select({ id: zones.id }).from(zones).where(eq(zones.name, name));
	if (!row) throw new Error(`zone ${name} missing`);
	return row.id;
}

beforeAll(async () => {
	central = await findItem(api, 'food', and(plainDish, eq(stores.zoneId, await zoneId('central'))));
	west = await findItem(api, 'food', and(plainDish, eq(stores.zoneId, await zoneId('west'))));
}, 60_000);

/** A guest (or the given caller) with `quantity` of the dish in the food cart. */
async function withCart(quantity: number, caller?: Caller, dish = central): Promise<Caller> {
	const who = caller ?? { guest: await newGuest(api) };
	await addToCart(api, 'food', who, { item_id: dish.id, quantity });
	return who;
}

/** Enough of the dish for items worth at least `amount`. */
const unitsFor = (amount: number, dish = central) => Math.ceil(amount / dish.details.price);

async function customer(wallet = 0) {
	const { token, phone } = await newCustomer(api);
	const [user] = await api.db().select().from(users).where(eq(users.phone, phone));
	if (!user) throw new Error('customer missing');
	if (wallet > 0) await fundWallet(api.db(), user.id, wallet);
	return { token, user };
}

const place = (caller: Caller, extra: Record<string, unknown> = {}, dish = central) =>
	callOrder(api, 'place', 'food', caller, orderBody(dish, extra));

const orderOf = async (id: number) =>
	(await api.db().select().from(orders).where(eq(orders.id, id)))[0];

describe('coupons at checkout', () => {
	test('a coupon below its minimum is refused with the spec’s text, and the cart stays', async () => {
		const guest = await withCart(1);
		const res = await place(guest, { coupon_code: 'makan5' });
		expect([res.status, res.body]).toEqual([
			403,
			{
				errors: [
					{
						code: 'coupon',
						message: 'To apply this coupon, total item amount should be minimum S$40.00',
					},
				],
			},
		]);
		expect(await cartLines(api, 'food', guest)).toHaveLength(1);
	});

	test.each([
		['an unknown code', 'NOPE', 404, 'Not found'],
		['an expired coupon', 'OLD20', 407, 'Coupon expired'],
		['a first-order coupon for a guest', 'WELCOME10', 404, 'Not found'],
	])('%s is refused', async (_, code, status, message) => {
		const res = await place(await withCart(unitsFor(45)), { coupon_code: code });
		expect([res.status, res.body]).toEqual([status, { errors: [{ code: 'coupon', message }] }]);
	});

	test('an applied coupon takes its discount and counts a use', async () => {
		const [before] = await api.db().select().from(coupons).where(eq(coupons.code, 'MAKAN5'));
		const res = await place(await withCart(unitsFor(45)), { coupon_code: 'MAKAN5' });
		expect(res.status).toBe(200);
		const order = await orderOf(res.body.order_id);
		expect(order).toMatchObject({
			couponCode: 'MAKAN5',
			couponDiscountAmount: 5,
			couponDiscountTitle: before?.title,
		});
		const [after] = await api.db().select().from(coupons).where(eq(coupons.code, 'MAKAN5'));
		expect(after?.totalUses).toBe((before?.totalUses ?? 0) + 1);
	});

	test('a free-delivery coupon waives the delivery charge', async () => {
		const res = await place(await withCart(unitsFor(22)), { coupon_code: 'FREEMAKAN' });
		expect(res.status).toBe(200);
		const order = await orderOf(res.body.order_id);
		expect(order?.deliveryCharge).toBe(0);
		expect(order?.originalDeliveryCharge).toBeGreaterThan(0);
		expect(order?.freeDeliveryBy).not.toBeNull();
	});
});

describe('cash on delivery', () => {
	test('above the zone’s maximum is refused with the spec’s text', async () => {
		const guest = await withCart(unitsFor(160));
		const res = await place(guest);
		expect([res.status, res.body]).toEqual([
			203,
			{
				errors: [
					{
						code: 'order_amount',
						message:
							'The total amount of the order, exceeds maximum amount of the cash on delivery method',
					},
				],
			},
		]);
		expect(await cartLines(api, 'food', guest)).toHaveLength(1);
	});

	test('where the zone takes no cash, it is refused', async () => {
		const guest = await withCart(unitsFor(20, west), undefined, west);
		const res = await place(guest, {}, west);
		expect([res.status, res.body]).toEqual([
			403,
			{
				errors: [
					{ code: 'payment_method', message: 'Cash on delivery is not available in this zone' },
				],
			},
		]);
		const preview = await callOrder(
			api,
			'preview',
			'food',
			guest,
			orderBody(west, { payment_method: undefined }),
		);
		expect(preview.body.payment_methods).toEqual({
			cash_on_delivery: false,
			digital_payment: true,
			wallet: false,
			offline_payment: true,
		});
	});

	test('tips count when the shop takes them', async () => {
		const res = await place(await withCart(2), { dm_tips: 2.5 });
		expect(res.status).toBe(200);
		expect((await orderOf(res.body.order_id))?.dmTips).toBe(2.5);
	});
});

describe('wallet', () => {
	test('a guest has no wallet', async () => {
		const res = await place(await withCart(2), { payment_method: 'wallet' });
		expect([res.status, res.body]).toEqual([
			403,
			{ errors: [{ code: 'payment_method', message: 'Wallet payment is not available' }] },
		]);
	});

	test('too little balance answers 203 Insufficient balance', async () => {
		const { token } = await customer(1);
		const res = await place(await withCart(2, { token }), { payment_method: 'wallet' });
		expect([res.status, res.body]).toEqual([
			203,
			{ errors: [{ code: 'order_amount', message: 'Insufficient balance' }] },
		]);
	});

	test('a covered order is paid from the wallet and confirmed at once', async () => {
		const { token, user } = await customer(500);
		const res = await place(await withCart(2, { token }), { payment_method: 'wallet' });
		expect(res.status).toBe(200);
		expect(res.body.status).toBe('confirmed');
		expect(res.body.user_id).toBe(user.id);
		const order = await orderOf(res.body.order_id);
		expect(order).toMatchObject({
			orderStatus: 'confirmed',
			paymentStatus: 'paid',
			paymentMethod: 'wallet',
		});
		expect(order?.confirmed?.toISOString()).toBe('2026-11-21T02:00:00.000Z');
		expect(await walletOf(api.db(), user.id)).toBeCloseTo(500 - res.body.total_ammount, 2);
	});
});

describe('digital payment', () => {
	test('waits unpaid for the payment page, with its gateway', async () => {
		const res = await place(await withCart(2), { payment_method: 'digital_payment' });
		expect(res.status).toBe(200);
		expect(res.body.status).toBe('pending');
		expect(await orderOf(res.body.order_id)).toMatchObject({
			orderStatus: 'pending',
			paymentStatus: 'unpaid',
			paymentMethod: 'digital_payment',
			paymentGateway: 'demo_pay',
		});
	});

	test('answers the signature its payment link carries; other methods have none', async () => {
		const digital = await place(await withCart(2), { payment_method: 'digital_payment' });
		const order = await orderOf(digital.body.order_id);
		if (!order) throw new Error('the order was not saved');
		expect(digital.body.payment_token).toBe(await paymentLinkToken(api.db(), order));
		const page = await openPaymentPage(
			api.db(),
			{
				order_id: String(digital.body.order_id),
				customer_id: String(digital.body.user_id),
				callback: `/order?order_id=${digital.body.order_id}`,
				payment_token: digital.body.payment_token,
			},
			['http://shop.test'],
		);
		expect(page).toMatchObject({ ok: true, order: { id: digital.body.order_id } });
		const cash = await place(await withCart(2), { payment_method: 'cash_on_delivery' });
		expect(cash.body).not.toHaveProperty('payment_token');
	});

	test('an unknown gateway is refused', async () => {
		const res = await place(await withCart(2), {
			payment_method: 'digital_payment',
			payment_gateway: 'stripe',
		});
		expect([res.status, res.body]).toEqual([
			403,
			{
				errors: [{ code: 'payment_gateway', message: 'The selected payment gateway is invalid.' }],
			},
		]);
	});
});

describe('saved addresses (address_id)', () => {
	async function savedAddress(userId: number) {
		const [row] = await api
			.db()
			.insert(customerAddresses)
			.values({
				userId,
				addressType: 'office',
				contactPersonName: 'Office Desk',
				contactPersonNumber: '+6561110000',
				address: '1 Saved Street',
				latitude: central.store.latitude,
				longitude: central.store.longitude,
				floor: '12',
			})
			.returning();
		if (!row) throw new Error('address not saved');
		return row;
	}

	const withoutPoint = (extra: Record<string, unknown>) => ({
		...orderBody(central, extra),
		address: undefined,
		latitude: undefined,
		longitude: undefined,
	});

	test('the caller’s own address is copied into the order', async () => {
		const { token, user } = await customer();
		const address = await savedAddress(user.id);
		const res = await callOrder(
			api,
			'place',
			'food',
			await withCart(2, { token }),
			withoutPoint({ address_id: address.id }),
		);
		expect(res.status).toBe(200);
		expect((await orderOf(res.body.order_id))?.deliveryAddress).toMatchObject({
			address: '1 Saved Street',
			address_type: 'office',
			contact_person_name: 'Office Desk',
			contact_person_number: '+6561110000',
			floor: '12',
			latitude: String(central.store.latitude),
		});
	});

	test.each([
		['another customer’s address', 'customer'],
		['any address, for a guest', 'guest'],
	])('%s is refused, and the cart stays', async (_, who) => {
		const owner = await customer();
		const address = await savedAddress(owner.user.id);
		const caller: Caller =
			who === 'guest' ? { guest: await newGuest(api) } : { token: (await customer()).token };
		await withCart(2, caller);
		const res = await callOrder(
			api,
			'place',
			'food',
			caller,
			withoutPoint({ address_id: address.id }),
		);
		expect([res.status, res.body]).toEqual([
			403,
			{ errors: [{ code: 'address_id', message: 'The selected address is invalid.' }] },
		]);
		expect(await cartLines(api, 'food', caller)).toHaveLength(1);
	});
});
