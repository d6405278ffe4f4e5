import { describe, expect, test } from 'vitest';
import { addressListSchema } from '~/contracts/address';
import { parseSavedAddresses } from './location.api';

// spec §3 address entity, §7 GET /customer/address/list

const home = {
	id: 7,
	address: '10 Bayfront Avenue, Singapore 018956',
	address_type: 'home',
	latitude: '1.2834',
	longitude: '103.8607',
	contact_person_name: 'Siti',
};

describe('parseSavedAddresses', () => {
	test.each([
		['a paginated body', { total_size: 1, limit: 10, offset: 1, addresses: [home] }],
		['a bare list', [home]],
	])('reads %s, with coordinates as numbers', (_, body) => {
		expect(parseSavedAddresses(body)).toEqual([
			{
				id: 7,
				address: home.address,
				address_type: 'home',
				latitude: 1.2834,
				longitude: 103.8607,
			},
		]);
	});

	test.each([
		['no addresses key', {}],
		['null', null],
	])('reads %s as an empty list', (_, body) => {
		expect(parseSavedAddresses(body)).toEqual([]);
	});

	test('drops addresses without usable coordinates', () => {
		expect(parseSavedAddresses([{ ...home, latitude: 'unknown' }])).toEqual([]);
	});

	test('reads an address list as the contract defines it (the browser schema agrees)', () => {
		const body = addressListSchema.parse({
			total_size: 1,
			limit: 50,
			offset: 1,
			addresses: [
				{
					...home,
					user_id: 3,
					contact_person_number: '+6591234567',
					additional_information: null,
					zone_id: 1,
					zone_ids: [1],
					floor: null,
					road: null,
					house: null,
					created_at: '2026-11-20T08:00:00.000Z',
					updated_at: '2026-11-20T08:00:00.000Z',
				},
			],
		});
		expect(parseSavedAddresses(body)).toEqual([
			{ id: 7, address: home.address, address_type: 'home', latitude: 1.2834, longitude: 103.8607 },
		]);
	});
});
