import { describe, expect, test } from 'vitest';
import {
	type AddressDraft,
	addressesForZone,
	effectiveAddressType,
	emptyAddressDraft,
	firstErrorField,
	isValidEmail,
	validateAddress,
	validateGuestContact,
} from './address-rules';

// spec §5 address form and guest contact form

const filled: AddressDraft = emptyAddressDraft({
	address: 'Orchard Road, Singapore',
	point: { lat: 1.3048, lng: 103.8318 },
	contactName: 'Siti',
	contactPhone: '+6591234567',
	contactEmail: 'siti@example.com',
});

describe('validateAddress', () => {
	test.each([
		['a complete form', {}, false, {}],
		['no address', { address: '  ' }, false, { address: 'addressRequired' }],
		['no name', { contactName: '' }, false, { contactName: 'nameRequired' }],
		['no phone', { contactPhone: ' ' }, false, { contactPhone: 'phoneRequired' }],
		['no point on the map', { point: null }, false, { point: 'locationRequired' }],
		['a signed-in shopper without email', { contactEmail: '' }, false, {}],
		['a guest without email', { contactEmail: '' }, true, { contactEmail: 'emailRequired' }],
		['a guest with a bad email', { contactEmail: 'siti@' }, true, { contactEmail: 'emailInvalid' }],
		['a guest with a good email', {}, true, {}],
	] as const)('%s', (_name, change, guest, errors) => {
		expect(validateAddress({ ...filled, ...change }, { guest })).toEqual(errors);
	});

	test('reports every missing field at once', () => {
		expect(validateAddress(emptyAddressDraft(), { guest: true })).toEqual({
			address: 'addressRequired',
			point: 'locationRequired',
			contactName: 'nameRequired',
			contactPhone: 'phoneRequired',
			contactEmail: 'emailRequired',
		});
	});
});

describe('validateGuestContact', () => {
	test.each([
		[{ contactName: 'A', contactPhone: '1', contactEmail: 'a@b.co' }, {}],
		[
			{ contactName: '', contactPhone: '', contactEmail: '' },
			{ contactName: 'nameRequired', contactPhone: 'phoneRequired', contactEmail: 'emailRequired' },
		],
		[
			{ contactName: 'A', contactPhone: '1', contactEmail: 'nope' },
			{ contactEmail: 'emailInvalid' },
		],
	])('%j → %j', (contact, errors) => {
		expect(validateGuestContact(contact)).toEqual(errors);
	});
});

describe('isValidEmail', () => {
	test.each([
		['demo@kampungmart.test', true],
		[' demo@kampungmart.test ', true],
		['demo@kampungmart', false],
		['demo kampung@mart.test', false],
		[`${'a'.repeat(250)}@b.com`, false],
	])('%s → %s', (email, valid) => {
		expect(isValidEmail(email)).toBe(valid);
	});
});

describe('effectiveAddressType', () => {
	test.each([
		['home', '', 'home'],
		['office', 'Ignored', 'office'],
		['other', '', 'other'],
		['other', '  Mum’s place ', 'Mum’s place'],
	] as const)('%s with label %j is %j', (type, label, result) => {
		expect(effectiveAddressType(type, label)).toBe(result);
	});
});

describe('firstErrorField', () => {
	test('follows the form order', () => {
		expect(firstErrorField({ contactEmail: 'emailRequired', address: 'addressRequired' })).toBe(
			'address',
		);
		expect(firstErrorField({})).toBeNull();
	});
});

describe('addressesForZone', () => {
	const list = [
		{ id: 1, zone_ids: [1, 2] },
		{ id: 2, zone_ids: [3] },
		{ id: 3, zone_ids: null },
	];
	test.each([
		[1, [1]],
		[3, [2]],
		[6, []],
		[null, [1, 2, 3]],
	])('zone %j keeps %j', (zone, ids) => {
		expect(addressesForZone(list, zone).map((a) => a.id)).toEqual(ids);
	});
});
