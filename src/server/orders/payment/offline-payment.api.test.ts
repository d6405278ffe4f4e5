import { and, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { TEST_NOW } from '~/testing/api';
import { newCustomer, newGuest, setupCustomerApi } from '~/testing/customer';
import { items, orderOfflinePayments, orders, stores, users } from '../../db/schema';
import { runDispatch } from '../dispatcher/dispatcher';
import { insertTestOrder } from '~/testing/order';
import { addToCart, callOrder, findItem, orderBody } from '~/testing/place-order';

const api = setupCustomerApi();
const PACE = 20_000;
const later = (ms: number) => new Date(TEST_NOW.getTime() + ms);

async function userIdOf(phone: string): Promise<number> {
	const [row] = await api.db().select({ id: users.id }).from(users).where(eq(users.phone, phone));
	if (!row) throw new Error('no user');
	return row.id;
}

async function methods() {
	const res = await api.call('GET', '/offline_payment_method_list');
	expect(res.status).toBe(200);
	return res.body as {
		id: number;
		method_name: string;
		method_fields: { input_name: string; input_data: string }[];
		method_informations: {
			customer_input: string;
			customer_placeholder: string;
			is_required: number;
		}[];
	}[];
}

describe('offline payment (contract §1.4, §8.4)', () => {
	test('the demo lists its methods in the original shape, each with the fields to fill', async () => {
		const list = await methods();
		expect(list.map((m) => m.method_name)).toEqual(['Bank transfer', 'Pay at counter']);
		for (const method of list) {
			expect(method).toMatchObject({ id: expect.any(Number), status: 1 });
			expect(method.method_fields.length).toBeGreaterThan(0);
			for (const info of method.method_informations)
				expect(info).toEqual({
					customer_input: expect.any(String),
					customer_placeholder: expect.any(String),
					is_required: expect.any(Number),
				});
		}
	});

	test('a customer places an order paid offline; it waits in pending, unpaid', async () => {
		const { token } = await newCustomer(api);
		const plainDish = and(
			sql`jsonb_array_length(${items.foodVariations}) = 0`,
			isNull(items.maximumCartQuantity),
			sql`${items.price} between 3 and 20`,
			sql`${stores.minimumOrder} <= ${items.price}`,
			eq(stores.zoneId, 1),
		);
		const item = await findItem(api, 'food', plainDish);
		await addToCart(api, 'food', { token }, { item_id: item.id, model: 'Item' });
		const res = await callOrder(
			api,
			'place',
			'food',
			{ token },
			orderBody(item, { payment_method: 'offline_payment' }),
		);
		expect(res.status, JSON.stringify(res.body)).toBe(200);
		expect(res.body.status).toBe('pending');
		const [row] = await api.db().select().from(orders).where(eq(orders.id, res.body.order_id));
		expect(row).toMatchObject({ paymentMethod: 'offline_payment', paymentStatus: 'unpaid' });
	});

	test('missing required fields are refused one by one and nothing is saved', async () => {
		const { token, phone } = await newCustomer(api);
		const orderId = await insertTestOrder(api.db(), {
			owner: { userId: await userIdOf(phone) },
			paymentMethod: 'offline_payment',
		});
		const [bank] = await methods();
		const res = await api.call('PUT', '/customer/order/offline-payment', {
			token,
			body: { order_id: orderId, method_id: bank?.id, transaction_reference: ' ' },
		});
		expect(res.status).toBe(403);
		expect(res.body.errors).toEqual([
			{ code: 'transaction_reference', message: 'The transaction reference field is required.' },
			{ code: 'account_holder_name', message: 'The account holder name field is required.' },
		]);
		const saved = await api
			.db()
			.select()
			.from(orderOfflinePayments)
			.where(eq(orderOfflinePayments.orderId, orderId));
		expect(saved).toEqual([]);
	});

	test('the filled fields are kept; the store confirms one step later and the order moves on', async () => {
		const { token, phone } = await newCustomer(api);
		const orderId = await insertTestOrder(api.db(), {
			owner: { userId: await userIdOf(phone) },
			paymentMethod: 'offline_payment',
		});
		const [bank] = await methods();
		const res = await api.call('PUT', '/customer/order/offline-payment', {
			token,
			form: {
				order_id: String(orderId),
				method_id: String(bank?.id),
				transaction_reference: 'DBS-998877',
				account_holder_name: 'Tan Mei Ling',
				customer_note: 'Paid at 10:02',
			},
		});
		expect(res.status, JSON.stringify(res.body)).toBe(200);
		expect(res.body).toEqual({ payment: 'success' });

		const waiting = await api.call('GET', `/customer/order/track?order_id=${orderId}`, { token });
		expect(waiting.body.order_status).toBe('pending');
		expect(waiting.body.offline_payment).toEqual({
			input: [
				{ user_input: 'transaction_reference', user_data: 'DBS-998877' },
				{ user_input: 'account_holder_name', user_data: 'Tan Mei Ling' },
			],
			data: {
				status: 'pending',
				method_id: bank?.id,
				method_name: 'Bank transfer',
				customer_note: 'Paid at 10:02',
				admin_note: null,
			},
			method_fields: bank?.method_fields,
		});

		// Not before its step: the store has not looked yet.
		await runDispatch(api.db(), later(PACE - 1000), PACE);
		const early = await api.db().select().from(orders).where(eq(orders.id, orderId));
		expect(early[0]?.orderStatus).toBe('pending');

		// Two rounds at once (two processes): confirmed once.
		await Promise.all([
			runDispatch(api.db(), later(PACE), PACE),
			runDispatch(api.db(), later(PACE), PACE),
		]);
		const confirmed = await api.call('GET', `/customer/order/track?order_id=${orderId}`, { token });
		expect(confirmed.body).toMatchObject({
			order_status: 'confirmed',
			payment_status: 'paid',
			offline_payment: { data: { status: 'verified' } },
		});

		const again = await api.call('PUT', '/customer/order/offline-payment', {
			token,
			body: {
				order_id: orderId,
				method_id: bank?.id,
				transaction_reference: 'x',
				account_holder_name: 'y',
			},
		});
		expect(again.status).toBe(403);
	});

	test('a guest sends the fields with guest_id; someone else’s order or a cash order is refused', async () => {
		const guest = await newGuest(api);
		const orderId = await insertTestOrder(api.db(), {
			owner: { guestId: guest },
			paymentMethod: 'offline_payment',
		});
		const [, counter] = await methods();
		const body = { order_id: orderId, method_id: counter?.id, receipt_number: 'R-1001' };
		const stranger = await newGuest(api);
		const other = await api.call('PUT', '/customer/order/offline-payment', {
			body: { ...body, guest_id: stranger },
		});
		expect(other.status).toBe(404);
		const ok = await api.call('PUT', '/customer/order/offline-payment', {
			body: { ...body, guest_id: guest },
		});
		expect(ok.status, JSON.stringify(ok.body)).toBe(200);
		const update = await api.call('PUT', '/customer/order/offline-payment-update', {
			body: { ...body, receipt_number: 'R-1002', guest_id: guest },
		});
		expect(update.body).toEqual({ payment: 'Payment_Info_Updated_successfully' });
		const [saved] = await api
			.db()
			.select()
			.from(orderOfflinePayments)
			.where(and(eq(orderOfflinePayments.orderId, orderId)));
		expect(saved?.paymentInfo).toEqual([{ user_input: 'receipt_number', user_data: 'R-1002' }]);

		const cashOrder = await insertTestOrder(api.db(), { owner: { guestId: guest } });
		const cash = await api.call('PUT', '/customer/order/offline-payment', {
			body: { ...body, order_id: cashOrder, guest_id: guest },
		});
		expect(cash.status).toBe(403);
		expect(cash.body.errors[0].code).toBe('order_id');
	});
});
