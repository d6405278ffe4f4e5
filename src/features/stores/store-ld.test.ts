import { describe, expect, test } from 'vitest';
import { openingHours, type StoreLdInput, storeJsonLd } from './store-ld';

const store: StoreLdInput = {
	name: 'Ah Seng Hainanese Chicken Rice',
	address: '1 Kadayanallur St, Singapore',
	phone: '+6561234567',
	latitude: '1.2804',
	longitude: '103.8442',
	logo_full_url: 'https://shop.example/images/store/logo.webp',
	cover_photo_full_url: null,
	module_type: 'food',
	avg_rating: 4.43,
	rating_count: 37,
	schedules: [
		{ day: 1, opening_time: '10:00:00', closing_time: '20:00:00' },
		{ day: 0, opening_time: '10:00:00', closing_time: '20:00:00' },
		{ day: 6, opening_time: '09:00:00', closing_time: '22:30:00' },
	],
};

describe('openingHours', () => {
	test('groups the days that share a window', () => {
		expect(openingHours(store.schedules)).toEqual([
			{
				'@type': 'OpeningHoursSpecification',
				dayOfWeek: ['https://schema.org/Sunday', 'https://schema.org/Monday'],
				opens: '10:00',
				closes: '20:00',
			},
			{
				'@type': 'OpeningHoursSpecification',
				dayOfWeek: ['https://schema.org/Saturday'],
				opens: '09:00',
				closes: '22:30',
			},
		]);
	});
});

describe('storeJsonLd', () => {
	test.each([
		['food', 'Restaurant'],
		['grocery', 'GroceryStore'],
		['pharmacy', 'Pharmacy'],
		['ecommerce', 'Store'],
		['parcel', 'Store'],
	])('a %s store is a schema.org %s', (moduleType, type) => {
		expect(storeJsonLd({ ...store, module_type: moduleType }, 'https://x')['@type']).toBe(type);
	});

	test('describes the store with address, place, rating and hours', () => {
		const ld = storeJsonLd(store, 'https://shop.example/store/ah-seng');
		expect(ld).toMatchObject({
			name: store.name,
			url: 'https://shop.example/store/ah-seng',
			telephone: '+6561234567',
			address: { '@type': 'PostalAddress', streetAddress: store.address },
			geo: { latitude: 1.2804, longitude: 103.8442 },
			aggregateRating: { ratingValue: 4.43, reviewCount: 37 },
		});
		expect(ld.openingHoursSpecification).toHaveLength(2);
	});

	test('leaves out what the store does not have', () => {
		const ld = storeJsonLd(
			{ ...store, rating_count: 0, schedules: [], phone: null, latitude: '0', longitude: '0' },
			'https://x',
		);
		expect(ld).not.toHaveProperty('aggregateRating');
		expect(ld).not.toHaveProperty('openingHoursSpecification');
		expect(ld).not.toHaveProperty('telephone');
		expect(ld).not.toHaveProperty('geo');
	});
});
