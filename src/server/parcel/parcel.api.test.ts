import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { newCustomer, newGuest, setupCustomerApi } from '~/testing/customer';
import { orders, parcelCategories } from '../db/schema';
import { runDispatch } from '../orders/dispatcher/dispatcher';
import { straightLineKm } from '../orders/placement/order-placement-rules';
import { callOrder } from '~/testing/place-order';
import { parcelCharge } from './parcel-pricing';
import {
	categoryNamed,
	NOVENA,
	OPEN_SEA,
	ORCHARD,
	parcelBody,
	receiverAt,
	SENTOSA,
	TAMPINES,
} from '~/testing/parcel';

// spec §2 parcel flow, contract §8.1 (order_type=parcel), §1.4 (vehicles, tips, instructions)
const api = setupCustomerApi();
let documents: { id: number };
const ordersNow = async () => Number((await api.db().select({ n: count() }).from(orders))[0]?.n);

beforeAll(async () => {
	documents = await categoryNamed(api, 'Documents');
}, 60_000);

describe('vehicles', () => {
	test('get-vehicles lists the active tiers with their coverage', async () => {
		const res = await api.call('GET', '/get-vehicles');
		expect(res.status).toBe(200);
		expect(res.body.map((v: { type: string }) => v.type)).toEqual(['Bike', 'Car', 'Van']);
		expect(res.body[1]).toMatchObject({
			extra_charges: 3,
			starting_coverage_area: 8,
			maximum_coverage_area: 20,
			status: 1,
		});
	});

	test.each([
		['5', 0],
		['12.5', 3],
		['30', 6],
		['500', 0],
	])('vehicle/extra_charge?distance=%s answers the bare number %s', async (distance, charge) => {
		const res = await api.call('GET', `/vehicle/extra_charge?distance=${distance}`);
		expect([res.status, res.body]).toEqual([200, charge]);
	});

	test('vehicle/extra_charge needs a distance', async () => {
		const res = await api.call('GET', '/vehicle/extra_charge');
		expect(res.status).toBe(403);
		expect(res.body.errors[0].code).toBe('distance');
	});
});

describe('parcel-instructions', () => {
	test('answers the instructions in the caller’s language, paged on request', async () => {
		const all = await api.call('GET', '/customer/order/parcel-instructions');
		expect(all.status).toBe(200);
		expect(all.body.total_size).toBe(5);
		expect(all.body.data[0]).toMatchObject({
			id: expect.any(Number),
			instruction: 'Handle with care',
		});
		const id = await api.call('GET', '/customer/order/parcel-instructions?limit=2&offset=2', {
			headers: { 'X-localization': 'id' },
		});
		expect(id.body).toMatchObject({ total_size: 5, limit: '2', offset: '2' });
		expect(id.body.data).toHaveLength(2);
		expect(id.body.data[0].instruction).toBe('Telepon penerima saat tiba');
	});
});

describe('parcel preview', () => {
	test('prices by the straight line when the client’s distance is shorter, plus the vehicle extra', async () => {
		const guest = await newGuest(api);
		const res = await callOrder(
			api,
			'preview',
			'parcel',
			{ guest },
			parcelBody(documents.id, receiverAt(TAMPINES), { distance: 1 }),
		);
		expect([res.status, res.body.errors]).toEqual([200, undefined]);
		const km = straightLineKm(ORCHARD, TAMPINES);
		const expected = parcelCharge({
			distanceKm: Math.round(km * 1000) / 1000,
			rates: { perKm: 0.8, minimum: 4 },
			vehicleExtra: 3,
			decimals: 2,
		});
		expect(res.body.distance).toBeCloseTo(km, 2);
		expect(res.body.pricing).toMatchObject({ delivery_charge: expected, order_amount: expected });
		expect(res.body.payment_methods).toEqual({
			cash_on_delivery: true,
			digital_payment: true,
			wallet: false,
			// Parcels are paid in cash or digitally only.
			offline_payment: false,
		});
	});

	test('a longer distance costs more, and a longer client distance is charged', async () => {
		const guest = await newGuest(api);
		const near = await callOrder(
			api,
			'preview',
			'parcel',
			{ guest },
			parcelBody(documents.id, receiverAt(NOVENA)),
		);
		const far = await callOrder(
			api,
			'preview',
			'parcel',
			{ guest },
			parcelBody(documents.id, receiverAt(TAMPINES)),
		);
		const road = await callOrder(
			api,
			'preview',
			'parcel',
			{ guest },
			parcelBody(documents.id, receiverAt(TAMPINES), { distance: 25 }),
		);
		expect(near.body.pricing.delivery_charge).toBe(4);
		expect(far.body.pricing.delivery_charge).toBeGreaterThan(near.body.pricing.delivery_charge);
		// 25 km × 0.8 + the van's 6
		expect(road.body.pricing.delivery_charge).toBe(26);
	});

	test('uses the global parcel rates for a category without its own, and adds the tip', async () => {
		const [bare] = await api
			.db()
			.insert(parcelCategories)
			.values({ name: 'Plain', description: 'No rates', moduleId: 5 })
			.returning();
		const guest = await newGuest(api);
		const res = await callOrder(
			api,
			'preview',
			'parcel',
			{ guest },
			parcelBody(bare?.id ?? 0, receiverAt(NOVENA), { distance: 6, dm_tips: 2 }),
		);
		// settings: parcel_per_km_shipping_charge 1, parcel_minimum_shipping_charge 4
		expect(res.body.pricing).toMatchObject({ delivery_charge: 6, dm_tips: 2, order_amount: 8 });
	});
});

describe('parcel place', () => {
	test('a guest sends a parcel once per Idempotency-Key and tracks it with both blocks', async () => {
		const guest = await newGuest(api);
		const before = await ordersNow();
		const body = parcelBody(documents.id, receiverAt(TAMPINES), {
			dm_tips: 3,
			delivery_instruction: 'Handle with care',
		});
		const headers = { 'Idempotency-Key': 'parcel-guest-1' };
		const first = await callOrder(api, 'place', 'parcel', { guest }, body, headers);
		expect([first.status, first.body.errors]).toEqual([200, undefined]);
		const again = await callOrder(api, 'place', 'parcel', { guest }, body, headers);
		expect(again.body.order_id).toBe(first.body.order_id);
		expect(await ordersNow()).toBe(before + 1);

		const track = await api.call(
			'GET',
			`/customer/order/track?order_id=${first.body.order_id}&guest_id=${guest}&contact_number=%2B6590001111`,
		);
		expect(track.status).toBe(200);
		expect(track.body).toMatchObject({
			order_type: 'parcel',
			store_id: null,
			store: null,
			charge_payer: 'sender',
			dm_tips: 3,
			parcel_category_id: documents.id,
			parcel_category: { id: documents.id, name: 'Documents' },
			delivery_instruction: 'Handle with care',
			delivery_address: {
				contact_person_name: 'Siti Sender',
				address: '1 Orchard Road',
				latitude: String(ORCHARD.lat),
			},
			receiver_details: {
				contact_person_name: 'Ahmad Receiver',
				contact_person_number: '+6597770000',
				latitude: String(TAMPINES.lat),
				zone_id: 2,
			},
		});
		const details = await api.call(
			'GET',
			`/customer/order/details?order_id=${first.body.order_id}&guest_id=${guest}`,
		);
		expect(details.body).toMatchObject({
			id: first.body.order_id,
			receiver_details: { address: 'Receiver Street 5' },
		});
	});

	test('a signed-in customer pays a parcel digitally, and the receiver may pay in cash', async () => {
		const { token } = await newCustomer(api);
		const digital = await callOrder(
			api,
			'place',
			'parcel',
			{ token },
			parcelBody(documents.id, receiverAt(NOVENA), { payment_method: 'digital_payment' }),
		);
		expect([digital.status, digital.body.status]).toEqual([200, 'pending']);
		expect(digital.body.payment_token).toEqual(expect.any(String));
		const cash = await callOrder(
			api,
			'place',
			'parcel',
			{ token },
			parcelBody(documents.id, receiverAt(NOVENA), { charge_payer: 'receiver', dm_tips: 3 }),
		);
		expect(cash.status).toBe(200);
		const list = await api.call('GET', '/customer/order/running-orders?limit=10&offset=1', {
			token,
		});
		expect(list.body.orders[0]).toMatchObject({
			id: cash.body.order_id,
			charge_payer: 'receiver',
			order_type: 'parcel',
		});
	});

	test('most-tips answers the tip given most often', async () => {
		const res = await api.call('GET', '/most-tips');
		expect(res.body).toEqual({ most_tips_amount: 3 });
	});

	test('the dispatcher takes a parcel from the sender to the receiver', async () => {
		const guest = await newGuest(api);
		const placed = await callOrder(
			api,
			'place',
			'parcel',
			{ guest },
			parcelBody(documents.id, receiverAt(TAMPINES)),
		);
		const id = placed.body.order_id as number;
		const pace = 1000;
		let now = Date.now() + 60_000;
		for (let i = 0; i < 8; i++) {
			await runDispatch(api.db(), new Date(now), pace);
			now += 2 * pace;
		}
		const track = await api.call(
			'GET',
			`/customer/order/track?order_id=${id}&guest_id=${guest}&contact_number=%2B6590001111`,
		);
		expect(track.body.order_status).toBe('delivered');
		expect(track.body.picked_up).not.toBeNull();
		expect(track.body.delivery_man).toMatchObject({ lat: TAMPINES.lat, lng: TAMPINES.lng });
	});
});

describe('parcel bad input', () => {
	const refusals: [string, () => Record<string, unknown>, string][] = [
		[
			'a receiver without a position',
			() => parcelBody(documents.id, receiverAt(TAMPINES, { latitude: undefined })),
			'receiver_details.latitude',
		],
		[
			'a receiver outside every zone',
			() => parcelBody(documents.id, receiverAt(OPEN_SEA)),
			'receiver_details',
		],
		[
			'a receiver the sender’s zone does not serve',
			() => parcelBody(documents.id, receiverAt(SENTOSA)),
			'receiver_details',
		],
		[
			'a sender outside every zone',
			() =>
				parcelBody(documents.id, receiverAt(TAMPINES), {
					latitude: OPEN_SEA.lat,
					longitude: OPEN_SEA.lng,
				}),
			'coordinates',
		],
		[
			'the sender as the receiver',
			() => parcelBody(documents.id, receiverAt(ORCHARD)),
			'receiver_details',
		],
		[
			'negative tips',
			() => parcelBody(documents.id, receiverAt(TAMPINES), { dm_tips: -1 }),
			'dm_tips',
		],
		[
			'a receiver paying digitally',
			() =>
				parcelBody(documents.id, receiverAt(TAMPINES), {
					charge_payer: 'receiver',
					payment_method: 'digital_payment',
				}),
			'charge_payer',
		],
		[
			'a wallet payment',
			() => parcelBody(documents.id, receiverAt(TAMPINES), { payment_method: 'wallet' }),
			'payment_method',
		],
		['an unknown category', () => parcelBody(999_999, receiverAt(TAMPINES)), 'parcel_category_id'],
	];

	test.each(refusals)('refuses %s with 403, storing nothing', async (_, body, code) => {
		const guest = await newGuest(api);
		const before = await ordersNow();
		const res = await callOrder(api, 'place', 'parcel', { guest }, body());
		expect(res.status).toBe(403);
		expect(res.body.errors.map((e: { code: string }) => e.code)).toContain(code);
		expect(res.body.errors[0].message).toEqual(expect.any(String));
		expect(await ordersNow()).toBe(before);
	});

	test('refuses a category of another module', async () => {
		const [food] = await api
			.db()
			.insert(parcelCategories)
			.values({ name: 'Misfiled', description: 'x', moduleId: 1 })
			.returning();
		const guest = await newGuest(api);
		const res = await callOrder(
			api,
			'place',
			'parcel',
			{ guest },
			parcelBody(food?.id ?? 0, receiverAt(TAMPINES)),
		);
		expect([res.status, res.body.errors[0].code]).toEqual([403, 'parcel_category_id']);
		const wrongModule = await callOrder(
			api,
			'preview',
			'food',
			{ guest },
			parcelBody(documents.id, receiverAt(TAMPINES)),
		);
		expect([wrongModule.status, wrongModule.body.errors[0].code]).toEqual([403, 'moduleId']);
	});

	test('answers in Indonesian when asked', async () => {
		const guest = await newGuest(api);
		const res = await callOrder(
			api,
			'place',
			'parcel',
			{ guest },
			parcelBody(documents.id, receiverAt(SENTOSA)),
			{ 'X-localization': 'id' },
		);
		expect(res.body.errors[0].message).toBe(
			'Paket dari zona pengirim tidak diantar ke area penerima',
		);
	});

	test('keeps store orders as they were: a parcel body needs order_type=parcel', async () => {
		const guest = await newGuest(api);
		const before = await ordersNow();
		const res = await callOrder(
			api,
			'place',
			'parcel',
			{ guest },
			{ ...parcelBody(documents.id, receiverAt(TAMPINES)), order_type: 'delivery' },
		);
		expect(res.status).toBe(403);
		expect(res.body.errors.map((e: { code: string }) => e.code)).toContain('store_id');
		expect(await ordersNow()).toBe(before);
	});
});

describe('parcel home banners', () => {
	const headers = { moduleId: '5', zoneId: '[1]' };

	test('other-banners, why-choose and video-content answer in the shapes the parcel home reads', async () => {
		const other = await api.call('GET', '/other-banners', { headers });
		expect(other.body.promotional_banner_url).toMatch(/\/images\/promotional_banner$/);
		expect(other.body.banners[0]).toMatchObject({ value: 'parcel-on-time.webp' });
		const why = await api.call('GET', '/other-banners/why-choose', { headers });
		expect(why.body.why_choose_url).toMatch(/\/images\/promotional_banner$/);
		expect(why.body.banners).toHaveLength(3);
		expect(why.body.banners[0]).toMatchObject({
			title: 'Priced by distance',
			image: 'parcel-why-price.webp',
		});
		const video = await api.call('GET', '/other-banners/video-content', { headers });
		expect(video.body).toMatchObject({
			banner_type: 'image',
			banner_image: 'parcel-steps.webp',
			banner_video: null,
			banner_video_content: null,
			promotional_banner_url: expect.stringMatching(/promotional_banner$/),
		});
		expect(video.body.banner_contents).toHaveLength(6);
	});

	test('other-banners of a store module carry promotional_banner_url beside the file map', async () => {
		const res = await api.call('GET', '/other-banners', {
			headers: { moduleId: '1', zoneId: '[1]' },
		});
		expect(res.body.promotional_banner_url).toMatch(/promotional_banner$/);
		expect(res.body.best_reviewed_section_banner).toEqual(expect.any(String));
	});
});
