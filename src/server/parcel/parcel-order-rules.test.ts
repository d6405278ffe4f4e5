// spec §2 parcel flow step 2 (zones on both ends), step 3 (who pays)
import { describe, expect, test } from 'vitest';
import { decideZones, parcelPaymentRejection, type ZoneAtPoint } from './parcel-order-rules';

const z = (id: number, active = true, parcel = true): ZoneAtPoint => ({ id, active, parcel });

describe('decideZones', () => {
	test.each([
		['both ends in parcel zones', [z(1)], [z(2)], { ok: true, senderZoneId: 1, receiverZoneId: 2 }],
		[
			'the smallest served zone',
			[z(5, true, false), z(1)],
			[z(3, false), z(2)],
			{ ok: true, senderZoneId: 1, receiverZoneId: 2 },
		],
		[
			'a sender outside every zone',
			[],
			[z(2)],
			{ ok: false, code: 'coordinates', reason: 'senderOutside' },
		],
		[
			'a sender in a zone without parcels',
			[z(5, true, false)],
			[z(2)],
			{ ok: false, code: 'coordinates', reason: 'senderUnserved' },
		],
		[
			'a receiver outside every zone',
			[z(1)],
			[],
			{ ok: false, code: 'receiver_details', reason: 'receiverOutside' },
		],
		[
			'a receiver in a switched-off zone',
			[z(1)],
			[z(6, false)],
			{ ok: false, code: 'receiver_details', reason: 'receiverUnserved' },
		],
	])('decides %s', (_, sender, receiver, expected) => {
		expect(decideZones(sender, receiver)).toEqual(expected);
	});
});

describe('parcelPaymentRejection', () => {
	test.each([
		['cash_on_delivery', 'sender', null],
		['digital_payment', 'sender', null],
		['cash_on_delivery', 'receiver', null],
		['digital_payment', 'receiver', 'receiverPaysCash'],
		['wallet', 'sender', 'paymentUnavailable'],
		['offline_payment', 'sender', 'paymentUnavailable'],
		[undefined, 'receiver', null],
	] as const)('%s paid by the %s → %s', (method, payer, expected) => {
		expect(parcelPaymentRejection(method, payer)).toBe(expected);
	});
});
