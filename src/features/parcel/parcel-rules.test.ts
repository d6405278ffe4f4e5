// spec §2 /parcel-delivery-info, §5 required fields
import { describe, expect, test } from 'vitest';
import {
	emptyParty,
	type PartyDraft,
	parcelOrderBody,
	partyErrors,
	routeProblem,
	scheduleAtText,
} from './parcel-rules';

const ORCHARD = { lat: 1.3048, lng: 103.8318 };
const TAMPINES = { lat: 1.353, lng: 103.945 };
const party = (extra: Partial<PartyDraft> = {}): PartyDraft => ({
	...emptyParty(),
	name: 'Siti',
	phone: '+6590001111',
	address: '1 Orchard Road',
	point: ORCHARD,
	...extra,
});

describe('partyErrors', () => {
	test.each([
		['nothing for a complete party', party(), {}],
		['the name', party({ name: ' ' }), { name: true }],
		['the phone', party({ phone: '' }), { phone: true }],
		['the address without a point', party({ point: null }), { address: true }],
		['everything for an empty party', emptyParty(), { name: true, phone: true, address: true }],
	])('asks for %s', (_, draft, expected) => {
		expect(partyErrors(draft)).toEqual(expected);
	});
});

describe('routeProblem', () => {
	test.each([
		[ORCHARD, TAMPINES, null],
		[ORCHARD, { lat: 1.30481, lng: 103.83181 }, 'samePlace'],
		[ORCHARD, null, null],
	])('%o → %o is %s', (a, b, expected) => {
		expect(routeProblem(a, b)).toBe(expected);
	});
});

describe('scheduleAtText', () => {
	test.each([
		['2026-11-21T14:30', '2026-11-21 14:30:00'],
		['', null],
		['21/11/2026 14:30', null],
	])('%s → %s', (local, expected) => {
		expect(scheduleAtText(local)).toBe(expected);
	});
});

describe('parcelOrderBody', () => {
	const input = {
		categoryId: 3,
		sender: party({ note: 'Ring twice' }),
		receiver: party({ name: 'Ahmad', address: 'Tampines Ave', point: TAMPINES }),
		payer: 'receiver' as const,
		payment: 'cash_on_delivery' as const,
		tips: 2,
		instruction: 'Handle with care',
		scheduleAt: null,
		guestId: '42',
	};

	test('waits for both points', () => {
		expect(parcelOrderBody({ ...input, receiver: party({ point: null }) })).toBeNull();
	});

	test('sends the sender as the order’s address and the receiver as JSON text', () => {
		const body = parcelOrderBody(input);
		expect(body).toMatchObject({
			order_type: 'parcel',
			parcel_category_id: 3,
			charge_payer: 'receiver',
			payment_method: 'cash_on_delivery',
			address: '1 Orchard Road',
			contact_person_name: 'Siti',
			latitude: ORCHARD.lat,
			dm_tips: 2,
			order_note: 'Ring twice',
			delivery_instruction: 'Handle with care',
			guest_id: '42',
		});
		expect(Number(body?.distance)).toBeGreaterThan(12);
		expect(JSON.parse(String(body?.receiver_details))).toMatchObject({
			contact_person_name: 'Ahmad',
			address: 'Tampines Ave',
			latitude: TAMPINES.lat,
		});
		expect(body).not.toHaveProperty('schedule_at');
	});
});
