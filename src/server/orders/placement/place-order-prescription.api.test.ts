// contract §8.2 customer/order/prescription/place, §8.3 order/details of an order without lines
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, test } from 'vitest';
import { newGuest, setupCustomerApi } from '~/testing/customer';
import { items, stores } from '../../db/schema';
import {
	addToCart,
	cartLines,
	findItem,
	headersOf,
	type Module,
	orderBody,
	type TestItem,
} from '~/testing/place-order';

const api = setupCustomerApi();

let medicine: TestItem;
let grocery: TestItem;

beforeAll(async () => {
	medicine = await findItem(
		api,
		'pharmacy',
		sql`${stores.prescriptionOrder} and jsonb_array_length(${items.variations}) = 0 and ${items.stock} > 0`,
	);
	grocery = await findItem(api, 'grocery', undefined);
}, 60_000);

const image = async () =>
	new File(
		[
			new Uint8Array(
				await sharp({ create: { width: 60, height: 40, channels: 3, background: '#eee' } })
					.png()
					.toBuffer(),
			),
		],
		'prescription.png',
		{ type: 'image/png' },
	);

async function placePrescription(
	guest: number,
	fields: Record<string, unknown>,
	files: File[],
	module: Module = 'pharmacy',
) {
	const form = new FormData();
	for (const [key, value] of Object.entries({ guest_id: guest, ...fields }))
		form.append(key, String(value));
	for (const f of files) form.append('order_attachment[]', f);
	return api.call('POST', '/customer/order/prescription/place', {
		headers: headersOf(module),
		multipart: form,
	});
}

/** The store's doorstep, a guest's contact, and nothing about items or payment. */
const addressOf = (item: TestItem) => {
	const {
		order_amount: _amount,
		payment_method: _method,
		order_type: _type,
		...rest
	} = orderBody(item);
	return rest;
};

describe('prescription-only orders', () => {
	test('a guest sends only a prescription: a delivery paid in cash, priced at the delivery and tips', async () => {
		const guest = await newGuest(api);
		await addToCart(api, 'pharmacy', { guest }, { item_id: medicine.id });
		const placed = await placePrescription(
			guest,
			{ ...addressOf(medicine), dm_tips: 2, order_note: 'Two weeks, please' },
			[await image()],
		);
		expect(placed.status, JSON.stringify(placed.body)).toBe(200);
		expect(placed.body).toMatchObject({ message: 'Order placed successfully', status: 'pending' });

		const details = await api.call(
			'GET',
			`/customer/order/details?order_id=${placed.body.order_id}&guest_id=${guest}`,
			{ headers: headersOf('pharmacy') },
		);
		expect(details.status).toBe(200);
		expect(Array.isArray(details.body)).toBe(false);
		const order = details.body;
		expect(order).toMatchObject({
			id: placed.body.order_id,
			prescription_order: true,
			order_type: 'delivery',
			payment_method: 'cash_on_delivery',
			order_note: 'Two weeks, please',
			dm_tips: 2,
			details_count: 0,
		});
		expect(order.order_amount).toBeCloseTo(order.delivery_charge + 2 + order.additional_charge, 2);
		expect(order.order_attachment_full_url).toHaveLength(1);
		// The cart is not what was ordered: it stays.
		expect(await cartLines(api, 'pharmacy', { guest })).toHaveLength(1);
	});

	test('a coupon, a buy-now line or another payment in the body change nothing', async () => {
		const guest = await newGuest(api);
		const placed = await placePrescription(
			guest,
			{
				...addressOf(medicine),
				coupon_code: 'NO-SUCH-CODE',
				payment_method: 'digital_payment',
				order_type: 'take_away',
				is_buy_now: 1,
				cart: JSON.stringify([{ item_id: medicine.id, item_type: 'Item', quantity: 1 }]),
			},
			[await image()],
		);
		expect(placed.status, JSON.stringify(placed.body)).toBe(200);
		expect(placed.body.payment_token).toBeUndefined();
		const details = await api.call(
			'GET',
			`/customer/order/details?order_id=${placed.body.order_id}&guest_id=${guest}`,
			{ headers: headersOf('pharmacy') },
		);
		expect(details.body).toMatchObject({
			payment_method: 'cash_on_delivery',
			order_type: 'delivery',
			coupon_code: null,
			details_count: 0,
		});
	});

	test('without an image it is refused', async () => {
		const guest = await newGuest(api);
		const refused = await placePrescription(guest, addressOf(medicine), []);
		expect([refused.status, refused.body]).toEqual([
			403,
			{ errors: [{ code: 'order_attachment', message: 'Please upload your prescription image' }] },
		]);
	});

	test('a store that takes no prescription orders refuses one', async () => {
		const guest = await newGuest(api);
		const fromGrocery = await placePrescription(
			guest,
			addressOf(grocery),
			[await image()],
			'grocery',
		);
		expect([fromGrocery.status, fromGrocery.body]).toEqual([
			403,
			{
				errors: [
					{ code: 'prescription_order', message: 'This store does not take prescription orders' },
				],
			},
		]);
		const db = api.db();
		await db
			.update(stores)
			.set({ prescriptionOrder: false })
			.where(eq(stores.id, medicine.storeId));
		try {
			const refused = await placePrescription(guest, addressOf(medicine), [await image()]);
			expect(refused.body.errors[0].code).toBe('prescription_order');
		} finally {
			await db
				.update(stores)
				.set({ prescriptionOrder: true })
				.where(eq(stores.id, medicine.storeId));
		}
	});

	test('the preview prices a prescription-only order without items or minimum', async () => {
		const guest = await newGuest(api);
		const preview = await api.call('POST', '/customer/order/preview', {
			headers: headersOf('pharmacy'),
			body: {
				...addressOf(medicine),
				order_type: 'delivery',
				guest_id: guest,
				prescription_order: 1,
				dm_tips: 1,
			},
		});
		expect(preview.status, JSON.stringify(preview.body)).toBe(200);
		const { pricing } = preview.body;
		expect(pricing.item_total).toBe(0);
		expect(pricing.order_amount).toBeCloseTo(
			pricing.delivery_charge + 1 + pricing.additional_charge,
			2,
		);
		expect(preview.body.payment_methods.cash_on_delivery).toBe(true);
	});
});
