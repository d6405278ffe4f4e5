import { describe, expect, test } from 'vitest';
import { orderPlaceRequestSchema } from '~/contracts/order-place';
import {
	chargeableDistanceKm,
	checkSchedule,
	contactErrors,
	deliveryAddress,
	initialStatus,
	localToInstant,
	orderTime,
	parseLocalDateTime,
	requiredFieldErrors,
	storeOpenAt,
	straightLineKm,
} from './order-placement-rules';

const TZ = 'Asia/Singapore';
/** Saturday 21 November 2026, 10:00 in Singapore. */
const NOW = new Date('2026-11-21T02:00:00Z');

const request = (body: Record<string, unknown>) =>
	orderPlaceRequestSchema.parse({ order_type: 'delivery', store_id: 1, ...body });

describe('requiredFieldErrors', () => {
	// contract §8.1 validation, §11.12 (take-away still needs the point)
	test.each([
		['a delivery with everything', { distance: 2, address: 'a', latitude: 1, longitude: 2 }, []],
		[
			'a delivery without address, point or distance',
			{},
			['address', 'longitude', 'latitude', 'distance'],
		],
		['a take-away without a point', { order_type: 'take_away' }, ['longitude', 'latitude']],
		['a take-away with a point', { order_type: 'take_away', latitude: 1, longitude: 2 }, []],
		['a saved address instead of a point', { address_id: 4, distance: 1 }, []],
		[
			'a buy-now without its cart',
			{ is_buy_now: 1, distance: 2, address: 'a', latitude: 1, longitude: 2 },
			['cart'],
		],
	])('%s', (_, body, codes) => {
		expect(requiredFieldErrors(request(body)).map((e) => e.code)).toEqual(codes);
	});

	test('names the field as Laravel does', () => {
		expect(requiredFieldErrors(request({ latitude: 1, longitude: 2, address: 'a' }))).toEqual([
			{ code: 'distance', message: 'The distance field is required.' },
		]);
	});
});

describe('contactErrors', () => {
	// spec §5 guest contact form
	const full = {
		contact_person_name: 'Siti',
		contact_person_number: '+65 9000 1111',
		contact_person_email: 'siti@example.com',
	};
	test.each([
		['a guest with everything', full, true, []],
		[
			'a guest with nothing',
			{},
			true,
			[
				'The contact person name field is required.',
				'The contact person number field is required.',
				'The contact person email field is required.',
			],
		],
		['a customer with nothing', {}, false, []],
		[
			'a malformed number',
			{ ...full, contact_person_number: 'call me' },
			false,
			['The contact person number format is invalid.'],
		],
		[
			'a malformed email',
			{ ...full, contact_person_email: 'siti@' },
			true,
			['The contact person email must be a valid email address.'],
		],
	])('%s', (_, body, requireAll, messages) => {
		expect(contactErrors(body, requireAll).map((e) => e.message)).toEqual(messages);
	});
});

describe('parseLocalDateTime', () => {
	test.each([
		['2026-11-21 10:30:00', { date: '2026-11-21', time: '10:30:00' }],
		['2026-11-21 10:30', { date: '2026-11-21', time: '10:30:00' }],
		['2026-11-21T23:59:59', { date: '2026-11-21', time: '23:59:59' }],
		['2026-02-30 10:00:00', null],
		['2026-11-21 24:00:00', null],
		['21/11/2026 10:00', null],
	])('%s', (text, expected) => {
		expect(parseLocalDateTime(text)).toEqual(expected);
	});
});

describe('localToInstant', () => {
	test.each([
		[{ date: '2026-11-21', time: '10:00:00' }, 'Asia/Singapore', '2026-11-21T02:00:00.000Z'],
		[{ date: '2026-11-21', time: '00:30:00' }, 'Asia/Singapore', '2026-11-20T16:30:00.000Z'],
		[{ date: '2026-07-01', time: '12:00:00' }, 'Europe/London', '2026-07-01T11:00:00.000Z'],
		[{ date: '2026-01-01', time: '12:00:00' }, 'UTC', '2026-01-01T12:00:00.000Z'],
	])('%o in %s', (local, zone, iso) => {
		expect(localToInstant(local, zone).toISOString()).toBe(iso);
	});
});

describe('orderTime', () => {
	test('without schedule_at the order is for now', () => {
		expect(orderTime(undefined, NOW, TZ)).toEqual({
			instant: NOW,
			local: { date: '2026-11-21', time: '10:00:00', weekday: 6 },
			scheduled: false,
		});
	});

	test('schedule_at is the shop’s wall-clock time', () => {
		const at = orderTime('2026-11-22 12:15:00', NOW, TZ);
		expect(at?.instant.toISOString()).toBe('2026-11-22T04:15:00.000Z');
		expect(at?.local).toEqual({ date: '2026-11-22', time: '12:15:00', weekday: 0 });
		expect(at?.scheduled).toBe(true);
	});

	test('an impossible date is null', () => {
		expect(orderTime('2026-11-31 10:00:00', NOW, TZ)).toBeNull();
	});
});

describe('checkSchedule', () => {
	// contract §8.1 step 4: past → 406 order_time; not allowed → 406 schedule_at
	const at = (text: string | undefined) => {
		const time = orderTime(text, NOW, TZ);
		if (!time) throw new Error('bad time');
		return time;
	};
	test.each([
		['now', undefined, false, null],
		['an hour ahead', '2026-11-21 11:00:00', true, null],
		['an hour ahead where scheduling is off', '2026-11-21 11:00:00', false, 'not_allowed'],
		['an hour ago', '2026-11-21 09:00:00', true, 'past'],
		['an hour ago where scheduling is off', '2026-11-21 09:00:00', false, 'past'],
		['30 s ago (the slot just began)', '2026-11-21 09:59:30', true, null],
	])('%s', (_, text, allowed, expected) => {
		expect(checkSchedule(at(text), NOW, allowed)).toBe(expected);
	});
});

describe('storeOpenAt', () => {
	// contract §11.13
	const saturday = [{ day: 6, openingTime: '09:00:00', closingTime: '21:00:00' }];
	const at = (text: string | undefined) =>
		orderTime(text, NOW, TZ) ?? orderTime(undefined, NOW, TZ);
	test.each([
		['inside today’s window', saturday, undefined, true, true],
		['paused by the vendor, now', saturday, undefined, false, false],
		['paused, but scheduled for later today', saturday, '2026-11-21 15:00:00', false, true],
		['after closing', saturday, '2026-11-21 21:00:00', true, false],
		['at opening', saturday, '2026-11-28 09:00', true, true],
		['another weekday without a window', saturday, '2026-11-22 12:00:00', true, false],
		['no schedule at all', [], undefined, true, false],
	])('%s', (_, schedules, text, active, open) => {
		const time = at(text);
		if (!time) throw new Error('bad time');
		expect(storeOpenAt(schedules, time, active)).toBe(open);
	});
});

describe('deliveryAddress', () => {
	// contract §8.3 delivery_address
	const body = {
		address: '1 Body Street',
		latitude: 1.3,
		longitude: 103.8,
		contact_person_name: 'Body Name',
		contact_person_number: '+65 9000-1111',
	};
	const profile = {
		fName: 'Tan',
		lName: 'Mei Ling',
		phone: '+6591234567',
		email: 'tan@example.com',
	};
	const saved = {
		addressType: 'home',
		contactPersonName: 'Saved Name',
		contactPersonNumber: '+6598887777',
		address: '2 Saved Road',
		latitude: 1.31,
		longitude: 103.81,
		floor: '3',
		road: null,
		house: '12A',
	};

	test('a guest’s body address, type Delivery by default', () => {
		expect(deliveryAddress({ ...body, contact_person_email: 'g@example.com' }, null, null)).toEqual(
			{
				contact_person_name: 'Body Name',
				contact_person_number: '+6590001111',
				contact_person_email: 'g@example.com',
				address_type: 'Delivery',
				address: '1 Body Street',
				floor: null,
				road: null,
				house: null,
				longitude: '103.8',
				latitude: '1.3',
			},
		);
	});

	test('a signed-in customer’s contact comes from the profile when not given', () => {
		const address = deliveryAddress({ address: 'x', latitude: 1, longitude: 2 }, null, profile);
		expect(address).toMatchObject({
			contact_person_name: 'Tan Mei Ling',
			contact_person_number: '+6591234567',
			contact_person_email: 'tan@example.com',
		});
	});

	test('a saved address is copied, whatever the body says', () => {
		expect(deliveryAddress(body, saved, profile)).toEqual({
			contact_person_name: 'Saved Name',
			contact_person_number: '+6598887777',
			contact_person_email: 'tan@example.com',
			address_type: 'home',
			address: '2 Saved Road',
			floor: '3',
			road: null,
			house: '12A',
			longitude: '103.81',
			latitude: '1.31',
		});
	});
});

describe('chargeableDistanceKm', () => {
	// contract §11.11, never below the straight line
	test.each([
		[5, 3.2, 5],
		[0, 3.2, 3.2],
		[undefined, 1.23456, 1.235],
	])('client %s km, straight %s km → %s km', (client, straight, expected) => {
		expect(chargeableDistanceKm(client, straight)).toBe(expected);
	});

	test('straightLineKm measures Orchard Road to Marina Bay Sands', () => {
		const km = straightLineKm({ lat: 1.3048, lng: 103.8318 }, { lat: 1.2834, lng: 103.8607 });
		expect(km).toBeGreaterThan(3.9);
		expect(km).toBeLessThan(4.1);
	});
});

describe('initialStatus', () => {
	// contract §8.1 step 12, §11.14
	test.each([
		['wallet', 'confirmed', 'paid'],
		['cash_on_delivery', 'pending', 'unpaid'],
		['digital_payment', 'pending', 'unpaid'],
	])('%s → %s, %s', (method, orderStatus, paymentStatus) => {
		expect(initialStatus(method)).toEqual({ orderStatus, paymentStatus });
	});
});

describe('orderPlaceRequestSchema', () => {
	// contract §8.1 validation, §0.1 (form bodies carry text)
	test('names what is missing, Laravel-style', () => {
		const result = orderPlaceRequestSchema.safeParse({});
		expect(result.success).toBe(false);
		expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
			['order_type', 'The order type field is required.'],
			['store_id', 'The store id field is required.'],
		]);
	});

	test('reads a form post: numbers, flags and the buy-now cart as text', () => {
		const input = orderPlaceRequestSchema.parse({
			order_type: 'delivery',
			store_id: '12',
			distance: '2.5',
			latitude: '1.3',
			longitude: '103.8',
			cutlery: '1',
			is_buy_now: '1',
			order_amount: '0.01',
			cart: JSON.stringify([
				{ item_id: '7', item_type: 'App\\Models\\ItemCampaign', quantity: '2', add_on_ids: '[3]' },
			]),
		});
		expect(input).toMatchObject({
			store_id: 12,
			distance: 2.5,
			latitude: 1.3,
			cutlery: true,
			is_buy_now: true,
			partial_payment: false,
			cart: [
				{
					item_id: 7,
					item_type: 'ItemCampaign',
					quantity: 2,
					variation: [],
					add_on_ids: [3],
					add_on_qtys: [],
				},
			],
		});
		expect(input).not.toHaveProperty('order_amount');
	});

	test.each([
		['0', 'The quantity must be at least 1.'],
		[-2, 'The quantity must be at least 1.'],
		[1.5, 'The quantity must be an integer.'],
	])('refuses a buy-now quantity of %j', (quantity, message) => {
		const result = orderPlaceRequestSchema.safeParse({
			order_type: 'delivery',
			store_id: 1,
			cart: [{ item_id: 1, quantity }],
		});
		expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
			['cart.0.quantity', message],
		]);
	});
});
