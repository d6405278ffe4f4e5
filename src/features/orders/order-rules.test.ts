import { describe, expect, test } from 'vitest';
import {
	formatOrderTime,
	isCancelable,
	knownStatus,
	nextOrderPage,
	orderParties,
	reachedStep,
	routePoints,
	shouldKeepPolling,
	showsDeliveryMan,
	timeline,
	toNumber,
	viewKey,
} from './order-rules';
import type { Order } from './order-types';

// spec §4 order tracking timeline and polling, §5 delivery-person block, §2 tracking drawer

const order = (patch: Partial<Order> = {}): Order => ({
	id: 100001,
	order_status: 'pending',
	order_amount: 25.5,
	created_at: '2025-03-05T06:00:00.000Z',
	pending: '2025-03-05T06:00:00.000Z',
	...patch,
});

describe('reachedStep', () => {
	test.each([
		['pending', 1],
		['accepted', 2],
		['confirmed', 2],
		['processing', 2],
		['handover', 2],
		['picked_up', 3],
		['delivered', 4],
		['refund_requested', 4],
		['refunded', 4],
	])('maps %s to step %i', (status, step) => {
		expect(reachedStep(order({ order_status: status }))).toBe(step);
	});

	test.each([
		[{}, 1],
		[{ confirmed: '2025-03-05T06:01:00Z' }, 2],
		[{ confirmed: '2025-03-05T06:01:00Z', picked_up: '2025-03-05T06:20:00Z' }, 3],
		[{ pending: null, created_at: null }, 0],
	])('keeps a canceled order at the last step it has a time for (%j → %i)', (times, step) => {
		expect(reachedStep(order({ order_status: 'canceled', ...times }))).toBe(step);
	});
});

describe('timeline', () => {
	test('lists the four steps with the times of those reached', () => {
		const steps = timeline(
			order({
				order_status: 'picked_up',
				confirmed: '2025-03-05T06:01:00Z',
				picked_up: '2025-03-05T06:20:00Z',
			}),
		);
		expect(steps).toEqual([
			{ step: 'placed', reached: true, current: false, time: '2025-03-05T06:00:00.000Z' },
			{ step: 'confirmed', reached: true, current: false, time: '2025-03-05T06:01:00Z' },
			{ step: 'onTheWay', reached: true, current: true, time: '2025-03-05T06:20:00Z' },
			{ step: 'delivered', reached: false, current: false, time: null },
		]);
	});

	test('falls back to created_at for Order Placed and accepted for Order Confirmed', () => {
		const [placed, confirmed] = timeline(
			order({ order_status: 'accepted', pending: null, accepted: '2025-03-05T06:02:00Z' }),
		);
		expect(placed?.time).toBe('2025-03-05T06:00:00.000Z');
		expect(confirmed?.time).toBe('2025-03-05T06:02:00Z');
	});
});

describe('formatOrderTime', () => {
	test.each([
		['2025-03-05T06:07:00Z', 'en', 'Asia/Singapore', '5 Mar, 2:07 PM'],
		['2025-03-05T16:30:00Z', 'en', 'Asia/Singapore', '6 Mar, 12:30 AM'],
		['2025-03-05T04:00:00Z', 'en', 'Asia/Singapore', '5 Mar, 12:00 PM'],
		['2025-08-17T01:05:00Z', 'id', 'Asia/Singapore', '17 Agu, 9:05 AM'],
		['2025-12-01T10:00:00Z', 'en', 'UTC', '1 Dec, 10:00 AM'],
		['2025-12-01T23:59:00+08:00', 'en', 'Asia/Singapore', '1 Dec, 11:59 PM'],
	])('writes %s in %s (%s) as %s', (value, locale, zone, expected) => {
		expect(formatOrderTime(value, locale, zone)).toBe(expected);
	});

	test.each([[null], [undefined], [''], ['not a date']])('writes %j as nothing', (value) => {
		expect(formatOrderTime(value, 'en', 'UTC')).toBe('');
	});

	test('reads the older "YYYY-MM-DD HH:mm:ss" form', () => {
		expect(formatOrderTime('2025-03-05 14:07:00', 'en')).toMatch(/^5 Mar, 2:07 PM$/);
	});
});

describe('shouldKeepPolling', () => {
	test.each([
		['pending', true],
		['confirmed', true],
		['processing', true],
		['handover', true],
		['picked_up', true],
		['delivered', false],
		['canceled', false],
		['failed', false],
		['refund_requested', false],
		['refunded', false],
		['refund_request_canceled', false],
	])('%s → %s', (status, keep) => {
		expect(shouldKeepPolling(status)).toBe(keep);
	});
});

describe('isCancelable', () => {
	test.each([
		['pending', true],
		['confirmed', false],
		['picked_up', false],
		['failed', false],
		['canceled', false],
	])('%s → %s', (status, cancelable) => {
		expect(isCancelable(status)).toBe(cancelable);
	});
});

describe('knownStatus', () => {
	test.each([
		['picked_up', 'picked_up'],
		['refunded', 'refunded'],
		['out_for_lunch', null],
	])('%s → %s', (status, known) => {
		expect(knownStatus(status)).toBe(known);
	});
});

describe('toNumber', () => {
	test.each([
		[1.5, 1.5],
		['1.3048', 1.3048],
		['', null],
		[null, null],
		['abc', null],
		[Number.NaN, null],
	])('%j → %j', (value, expected) => {
		expect(toNumber(value)).toBe(expected);
	});
});

const tracked = order({
	order_status: 'picked_up',
	order_type: 'delivery',
	store: {
		id: 3,
		name: 'Kopi Corner',
		address: '1 Orchard Rd',
		latitude: '1.30',
		longitude: '103.83',
	},
	delivery_address: {
		contact_person_name: 'Ana',
		contact_person_number: '+6591234567',
		address: '10 Bayfront Ave',
		latitude: '1.28',
		longitude: '103.86',
	},
	delivery_man: { id: 1, f_name: 'Raj', lat: '1.29', lng: 103.85 },
});

describe('orderParties', () => {
	test('sends a store order from the store to the delivery address', () => {
		const { sender, receiver } = orderParties(tracked);
		expect(sender).toMatchObject({ name: 'Kopi Corner', point: { lat: 1.3, lng: 103.83 } });
		expect(receiver).toMatchObject({
			name: 'Ana',
			phone: '+6591234567',
			address: '10 Bayfront Ave',
		});
	});

	test('sends a parcel from the delivery address to the receiver', () => {
		const parcel = {
			...tracked,
			order_type: 'parcel',
			receiver_details: {
				contact_person_name: 'Ben',
				address: 'Sentosa',
				latitude: 1.25,
				longitude: 103.82,
			},
		};
		const { sender, receiver } = orderParties(parcel);
		expect(sender.name).toBe('Ana');
		expect(receiver).toMatchObject({ name: 'Ben', point: { lat: 1.25, lng: 103.82 } });
	});
});

describe('routePoints', () => {
	test('draws store → delivery person → customer', () => {
		expect(routePoints(tracked).line).toEqual([
			{ lat: 1.3, lng: 103.83 },
			{ lat: 1.29, lng: 103.85 },
			{ lat: 1.28, lng: 103.86 },
		]);
	});

	test('skips a delivery person without a position', () => {
		const route = routePoints({ ...tracked, delivery_man: null });
		expect(route.deliveryMan).toBeNull();
		expect(route.line).toHaveLength(2);
	});
});

describe('showsDeliveryMan', () => {
	test.each([
		[true, true, true],
		[true, false, false],
		[false, true, false],
	])('delivery man %s, signed in %s → %s', (hasMan, signedIn, shown) => {
		const o = hasMan ? tracked : { ...tracked, delivery_man: null };
		expect(showsDeliveryMan(o, signedIn)).toBe(shown);
	});
});

describe('viewKey', () => {
	const man = { id: 7, f_name: 'Ravi', phone: '+6590000000', lat: 1.3, lng: 103.8 };
	const moving = order({ order_status: 'picked_up', delivery_man: man });
	test('stays the same while only the delivery person moves', () => {
		const moved = {
			...moving,
			delivery_man: { ...man, lat: 1.31, lng: 103.81 },
			route_progress: 0.4,
			updated_at: '2025-03-05T06:30:00Z',
		} as Order;
		expect(viewKey(moved)).toBe(viewKey(moving));
	});
	test.each([
		['the status', { order_status: 'delivered', delivered: '2025-03-05T06:40:00Z' }],
		['the total', { order_amount: 30 }],
		['the delivery person', { delivery_man: { ...man, id: 8, f_name: 'Mei' } }],
		['the address', { delivery_address: { address: '1 Orchard Rd' } }],
	])('changes with %s', (_what, patch) => {
		expect(viewKey({ ...moving, ...patch } as Order)).not.toBe(viewKey(moving));
	});
});

describe('nextOrderPage', () => {
	const page = (total: number, ...ids: number[]) => ({
		total_size: total,
		orders: ids.map((id) => ({ id })),
	});
	test.each([
		['a full first page of more', [page(25, 1, 2, 3)], 1, 2],
		['an empty page', [page(25, 1, 2, 3), page(25)], 2, undefined],
		['every order read', [page(4, 1, 2), page(4, 3, 4)], 2, undefined],
		['an order repeated on the next page', [page(4, 1, 2), page(4, 2, 3)], 2, 3],
		['no orders at all', [page(0)], 1, undefined],
	])('%s', (_, pages, lastPage, next) => {
		expect(nextOrderPage(pages, lastPage)).toBe(next);
	});
});
