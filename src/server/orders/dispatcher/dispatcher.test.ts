import { describe, expect, test } from 'vitest';
import { type LatLng, polygonContains, polygonFromPoints } from '~/lib/geo';
import { ZONE_SEEDS } from '../../db/seed/data/zones';
import { DELIVERY_MAN_SEEDS, DEMO_ADDRESS_SEEDS } from '../../db/seed/orders';
import { advanceOrder, type DispatchOrder, orderStepSeconds, pointAlong } from './dispatcher';

// ARCHITECTURE decision 11, contract §10.1: the order life of the embedded server.
const PACE = 20_000;
const T0 = new Date('2026-11-21T02:00:00Z');
const later = (ms: number) => new Date(T0.getTime() + ms);

const order = (extra: Partial<DispatchOrder> = {}): DispatchOrder => ({
	orderType: 'delivery',
	orderStatus: 'pending',
	paymentMethod: 'cash_on_delivery',
	paymentStatus: 'unpaid',
	scheduleAt: null,
	createdAt: T0,
	pending: T0,
	confirmed: null,
	processing: null,
	handover: null,
	pickedUp: null,
	routeProgress: 0,
	...extra,
});

describe('advanceOrder', () => {
	test.each([
		['pending', {}, 'confirmed', false],
		['confirmed', { confirmed: T0 }, 'processing', true],
		['processing', { processing: T0 }, 'picked_up', true],
		['picked_up', { pickedUp: T0 }, 'delivered', false],
	] as const)(
		'a delivery order moves from %s to %s after one step',
		(status, stamps, next, assign) => {
			const o = order({ orderStatus: status, ...stamps });
			expect(advanceOrder(o, later(PACE - 1), PACE)?.kind ?? null).not.toBe('status');
			expect(advanceOrder(o, later(PACE + 5000), PACE)).toEqual({
				kind: 'status',
				status: next,
				at: later(PACE),
				assignDeliveryMan: assign,
			});
		},
	);

	test.each([
		['processing', { processing: T0 }, 'handover'],
		['handover', { handover: T0 }, 'delivered'],
	] as const)('a take-away order goes from %s to %s (no ride)', (status, stamps, next) => {
		const o = order({ orderType: 'take_away', orderStatus: status, ...stamps });
		expect(advanceOrder(o, later(PACE), PACE)).toMatchObject({
			status: next,
			assignDeliveryMan: false,
		});
	});

	test('a take-away order is not given a delivery person when processing starts', () => {
		const o = order({ orderType: 'take_away', orderStatus: 'confirmed', confirmed: T0 });
		expect(advanceOrder(o, later(PACE), PACE)).toMatchObject({ assignDeliveryMan: false });
	});

	test('the delivery person covers the route over the picked-up step', () => {
		const o = order({ orderStatus: 'picked_up', pickedUp: T0, routeProgress: 0.25 });
		expect(advanceOrder(o, later(PACE / 2), PACE)).toEqual({ kind: 'move', progress: 0.5 });
		expect(advanceOrder(o, later(PACE / 8), PACE)).toBeNull(); // never backwards
	});

	test.each([
		['digital_payment', 'unpaid', null],
		['offline_payment', 'unpaid', null],
		['digital_payment', 'paid', 'confirmed'],
		['wallet', 'paid', 'confirmed'],
		['cash_on_delivery', 'unpaid', 'confirmed'],
	] as const)('a pending %s (%s) order: %s', (paymentMethod, paymentStatus, next) => {
		const o = order({ paymentMethod, paymentStatus });
		const advance = advanceOrder(o, later(10 * PACE), PACE);
		expect(advance && advance.kind === 'status' ? advance.status : null).toBe(next);
	});

	test.each(['delivered', 'canceled', 'failed', 'refunded'])('a %s order stays', (status) => {
		expect(advanceOrder(order({ orderStatus: status }), later(10 * PACE), PACE)).toBeNull();
	});

	test('a scheduled order waits until three steps before its time', () => {
		const o = order({ scheduleAt: later(10 * PACE) });
		expect(advanceOrder(o, later(7 * PACE), PACE)).toBeNull();
		expect(advanceOrder(o, later(8 * PACE), PACE)).toMatchObject({
			status: 'confirmed',
			at: later(8 * PACE),
		});
	});

	test('pace 0 turns the dispatcher off', () => {
		expect(advanceOrder(order(), later(10 * PACE), 0)).toBeNull();
	});
});

describe('pointAlong', () => {
	test.each([
		[0, { lat: 1.3, lng: 103.8 }],
		[0.5, { lat: 1.32, lng: 103.85 }],
		[1, { lat: 1.34, lng: 103.9 }],
		[2, { lat: 1.34, lng: 103.9 }],
	])('at %s of the way', (progress, point) => {
		expect(pointAlong({ lat: 1.3, lng: 103.8 }, { lat: 1.34, lng: 103.9 }, progress)).toEqual(
			point,
		);
	});
});

describe('orderStepSeconds', () => {
	test.each([
		[undefined, 20],
		['', 20],
		['5', 5],
		['0', 0],
		['-3', 20],
		['soon', 20],
	])('ORDER_STEP_SECONDS=%s gives %s', (raw, seconds) => {
		expect(orderStepSeconds({ ORDER_STEP_SECONDS: raw })).toBe(seconds);
	});
});

describe('seeded places', () => {
	const zone = (name: string) => {
		const seed = ZONE_SEEDS.find((z) => z.name === name);
		if (!seed) throw new Error(`no zone ${name}`);
		return polygonFromPoints(seed.outline);
	};
	const inside = (name: string, point: LatLng) => polygonContains(zone(name), point);

	test.each(DELIVERY_MAN_SEEDS.map((m) => [`${m.fName} ${m.lName}`, m] as const))(
		'%s waits inside their zone',
		(_, man) => {
			expect(inside(man.zone, { lat: man.lat, lng: man.lng })).toBe(true);
		},
	);

	test.each(DEMO_ADDRESS_SEEDS.map((a) => [a.addressType, a] as const))(
		'the demo customer’s %s address lies in its zone',
		(_, address) => {
			expect(inside(address.zone, { lat: address.latitude, lng: address.longitude })).toBe(true);
		},
	);
});
