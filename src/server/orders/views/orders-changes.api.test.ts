import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { newCustomer, newGuest, setupCustomerApi } from '~/testing/customer';
import {
	flashSaleItems,
	itemCampaigns,
	items,
	modules,
	orderDetails,
	orders,
} from '../../db/schema';
import { firstStore, insertTestOrder, type TestOrderInput, userIdByPhone } from '~/testing/order';

// contract §8.4: order/cancel and order/payment-method.
const api = setupCustomerApi();

let customer: { token: string; userId: number };
let guest: number;

beforeAll(async () => {
	const signedUp = await newCustomer(api);
	customer = { token: signedUp.token, userId: await userIdByPhone(api.db(), signedUp.phone) };
	guest = await newGuest(api);
}, 60_000);

const mine = (extra: Partial<TestOrderInput> = {}) =>
	insertTestOrder(api.db(), { owner: { userId: customer.userId }, ...extra });

function put(path: string, body: Record<string, unknown>, who: { token?: string } = customer) {
	return api.call('PUT', `/customer/order/${path}`, {
		body,
		...(who.token ? { token: who.token } : {}),
	});
}

async function orderRow(id: number) {
	const [row] = await api.db().select().from(orders).where(eq(orders.id, id));
	if (!row) throw new Error(`no order ${id}`);
	return row;
}

async function itemRow(id: number) {
	const [row] = await api.db().select().from(items).where(eq(items.id, id));
	if (!row) throw new Error(`no item ${id}`);
	return row;
}

describe('cancelling an order', () => {
	test('a pending order is canceled by the customer, with the reason, and its stock comes back', async () => {
		const { itemId } = await firstStore(api.db(), 'grocery');
		const before = await itemRow(itemId);
		const id = await mine({ module: 'grocery', lines: [{ itemId, quantity: 3 }] });
		const res = await put('cancel', { order_id: id, reason: 'Ordered by mistake' });
		expect([res.status, res.body]).toEqual([200, { message: 'Order canceled successfully' }]);
		expect(await orderRow(id)).toMatchObject({
			orderStatus: 'canceled',
			canceledBy: 'customer',
			cancellationReason: 'Ordered by mistake',
			canceled: expect.any(Date),
		});
		expect((await itemRow(itemId)).stock).toBe(before.stock + 3);
	});

	test('the chosen variation gets its units back too', async () => {
		const [item] = await api
			.db()
			.select({ id: items.id, storeId: items.storeId })
			.from(items)
			.innerJoin(modules, eq(modules.id, items.moduleId))
			.where(
				and(eq(modules.moduleType, 'ecommerce'), sql`jsonb_array_length(${items.variations}) >= 2`),
			)
			.orderBy(asc(items.id))
			.limit(1);
		if (!item) throw new Error('no ecommerce item with variations');
		const before = await itemRow(item.id);
		const variant = before.variations[1]?.type ?? '';
		const id = await mine({
			module: 'ecommerce',
			storeId: item.storeId,
			lines: [{ itemId: item.id, quantity: 2, variant }],
		});
		expect((await put('cancel', { order_id: id, reason: 'Other' })).status).toBe(200);
		const after = await itemRow(item.id);
		expect(after.variations[1]?.stock).toBe((before.variations[1]?.stock ?? 0) + 2);
		expect(after.variations[0]).toEqual(before.variations[0]);
		expect(after.stock).toBe(before.stock + 2);
	});

	test.each([
		['a stock-keeping module', sql`${modules.moduleType} <> 'food'`],
		['food (no stock, but the sale counts)', sql`${modules.moduleType} = 'food'`],
	])('an item of %s in a running flash sale gives back what the sale sold', async (_, kind) => {
		const [entry] = await api
			.db()
			.select({ entry: flashSaleItems, storeId: items.storeId, type: modules.moduleType })
			.from(flashSaleItems)
			.innerJoin(items, eq(items.id, flashSaleItems.itemId))
			.innerJoin(modules, eq(modules.id, items.moduleId))
			.where(
				and(gt(flashSaleItems.sold, 2), kind, sql`jsonb_array_length(${items.variations}) = 0`),
			)
			.orderBy(asc(flashSaleItems.id))
			.limit(1);
		if (!entry) throw new Error('no flash-sale entry with sales');
		const id = await mine({
			module: entry.type as 'grocery',
			storeId: entry.storeId,
			lines: [{ itemId: entry.entry.itemId, quantity: 2 }],
		});
		expect((await put('cancel', { order_id: id, reason: 'Other' })).status).toBe(200);
		const [after] = await api
			.db()
			.select()
			.from(flashSaleItems)
			.where(eq(flashSaleItems.id, entry.entry.id));
		expect(after).toMatchObject({
			sold: entry.entry.sold - 2,
			availableStock: Math.min(entry.entry.availableStock + 2, entry.entry.stock),
		});
	});

	test('a campaign line gives the campaign its units back as placement took them (no variation stock)', async () => {
		const [campaign] = await api
			.db()
			.select({ id: itemCampaigns.id, storeId: itemCampaigns.storeId, price: itemCampaigns.price })
			.from(itemCampaigns)
			.innerJoin(modules, eq(modules.id, itemCampaigns.moduleId))
			.where(eq(modules.moduleType, 'grocery'))
			.orderBy(asc(itemCampaigns.id))
			.limit(1);
		if (!campaign) throw new Error('no grocery campaign');
		const variations = [{ type: 'Large', price: campaign.price, stock: 4 }];
		await api
			.db()
			.update(itemCampaigns)
			.set({ stock: 10, variations })
			.where(eq(itemCampaigns.id, campaign.id));
		const id = await mine({ module: 'grocery', storeId: campaign.storeId });
		await api
			.db()
			.insert(orderDetails)
			.values({
				orderId: id,
				itemCampaignId: campaign.id,
				price: campaign.price,
				quantity: 2,
				variant: 'Large',
				variation: [{ type: 'Large' }],
				addOns: [],
				itemDetails: {},
			});
		expect((await put('cancel', { order_id: id, reason: 'Other' })).status).toBe(200);
		const [after] = await api
			.db()
			.select({ stock: itemCampaigns.stock, variations: itemCampaigns.variations })
			.from(itemCampaigns)
			.where(eq(itemCampaigns.id, campaign.id));
		expect(after).toEqual({ stock: 12, variations });
	});

	test('food keeps no stock: nothing is given back', async () => {
		const { itemId } = await firstStore(api.db(), 'food');
		const before = await itemRow(itemId);
		const id = await mine({ lines: [{ itemId, quantity: 2 }] });
		expect((await put('cancel', { order_id: id, reason: 'Other' })).status).toBe(200);
		expect((await itemRow(itemId)).stock).toBe(before.stock);
	});

	test('an order whose payment failed may be canceled', async () => {
		const id = await mine({ orderStatus: 'failed', paymentMethod: 'digital_payment' });
		const res = await put('cancel', { order_id: id, reason: 'Order payment canceled' });
		expect(res.status).toBe(200);
		expect((await orderRow(id)).orderStatus).toBe('canceled');
	});

	test.each(['confirmed', 'processing', 'picked_up', 'delivered', 'canceled'])(
		'a %s order cannot be canceled (403)',
		async (status) => {
			const id = await mine({ orderStatus: status });
			const res = await put('cancel', { order_id: id, reason: 'Other' });
			expect([res.status, res.body]).toEqual([
				403,
				{ errors: [{ code: 'order', message: 'You can not cancel after confirm' }] },
			]);
			expect((await orderRow(id)).orderStatus).toBe(status);
		},
	);

	test('another owner’s order is refused like an unknown one', async () => {
		const id = await insertTestOrder(api.db(), { owner: { guestId: guest } });
		const res = await put('cancel', { order_id: id, reason: 'Other' });
		expect([res.status, res.body.errors[0].code]).toEqual([403, 'order']);
		expect((await orderRow(id)).orderStatus).toBe('pending');
	});

	test('a guest cancels with POST, _method=put and guest_id in a form (contract §0.1)', async () => {
		const id = await insertTestOrder(api.db(), { owner: { guestId: guest } });
		const res = await api.call('POST', '/customer/order/cancel', {
			form: { _method: 'put', order_id: String(id), guest_id: String(guest), reason: 'Other' },
		});
		expect([res.status, res.body.message]).toEqual([200, 'Order canceled successfully']);
	});

	test('the reason is required', async () => {
		const id = await mine();
		const res = await put('cancel', { order_id: id });
		expect([res.status, res.body.errors[0].code]).toEqual([403, 'reason']);
	});
});

describe('switching to cash on delivery', () => {
	test.each(['failed', 'pending'])(
		'a %s digital-payment order becomes a pending cash order',
		async (status) => {
			const id = await mine({ orderStatus: status, paymentMethod: 'digital_payment' });
			const res = await put('payment-method', { order_id: id });
			expect([res.status, res.body]).toEqual([200, { message: 'Payment method updated' }]);
			expect(await orderRow(id)).toMatchObject({
				paymentMethod: 'cash_on_delivery',
				orderStatus: 'pending',
				paymentStatus: 'unpaid',
			});
		},
	);

	test('a partial payment keeps its method; its rest becomes cash', async () => {
		const id = await mine({ orderStatus: 'failed', paymentMethod: 'partial_payment' });
		expect((await put('payment-method', { order_id: id })).status).toBe(200);
		expect((await orderRow(id)).paymentMethod).toBe('partial_payment');
	});

	test('a zone without cash on delivery refuses (403 cod)', async () => {
		const id = await mine({ orderStatus: 'failed', paymentMethod: 'digital_payment' });
		// Jurong & West takes no cash (seed zones).
		await api.db().update(orders).set({ zoneId: 3 }).where(eq(orders.id, id));
		const res = await put('payment-method', { order_id: id });
		expect([res.status, res.body.errors[0].code]).toEqual([403, 'cod']);
		expect((await orderRow(id)).paymentMethod).toBe('digital_payment');
	});

	test('an order above the zone’s cash maximum refuses with the spec §8 message', async () => {
		const id = await mine({
			orderStatus: 'failed',
			paymentMethod: 'digital_payment',
			orderAmount: 400,
		});
		const res = await put('payment-method', { order_id: id });
		expect([res.status, res.body.errors[0]]).toEqual([
			403,
			{
				code: 'cod',
				message:
					'The total amount of the order, exceeds maximum amount of the cash on delivery method',
			},
		]);
	});

	test('a paid, confirmed order keeps its payment (403 order)', async () => {
		const id = await mine({
			orderStatus: 'confirmed',
			paymentMethod: 'digital_payment',
			paymentStatus: 'paid',
		});
		const res = await put('payment-method', { order_id: id });
		expect([res.status, res.body.errors[0].code]).toEqual([403, 'order']);
	});

	test('an unknown order is not found', async () => {
		const res = await put('payment-method', { order_id: 999_999 });
		expect([res.status, res.body.errors[0].code]).toEqual([404, 'order']);
	});

	test('a guest switches with POST {_method: put, guest_id} in JSON, as the storefront sends it', async () => {
		const id = await insertTestOrder(api.db(), {
			owner: { guestId: guest },
			orderStatus: 'failed',
			paymentMethod: 'digital_payment',
		});
		const res = await api.call('POST', '/customer/order/payment-method', {
			body: { _method: 'put', order_id: id, guest_id: guest },
		});
		expect([res.status, res.body.message]).toEqual([200, 'Payment method updated']);
	});
});
