import { describe, expect, test } from 'vitest';
import {
	type CardItem,
	discountLabel,
	flashSaleBadge,
	flashSaleProgress,
	formatDistanceKm,
	formatRating,
	isAvailableNow,
	itemFlags,
	itemPath,
	priceRange,
	shortTime,
	storePath,
	truncate,
} from './card-rules';

const sgd = { symbol: 'S$', position: 'left' as const, decimals: 2 };
const base: CardItem = {
	price: 10,
	discount: 0,
	discount_type: 'percent',
	store_discount: 0,
	variations: [],
	available_time_starts: '00:00:00',
	available_time_ends: '23:59:59',
};

// spec §5 flash sale badge
describe('flashSaleBadge', () => {
	test.each([
		[{}, null],
		[{ discount: 15 }, { kind: 'percent', value: 15 }],
		[
			{ discount: 2, discount_type: 'amount' },
			{ kind: 'amount', value: 2 },
		],
		[{ store_discount: 10 }, { kind: 'percent', value: 10 }],
		[
			{ store_discount: 10, discount: 30 },
			{ kind: 'percent', value: 10 },
		],
		[
			{ store_discount: 0, discount: 3, discount_type: 'amount' },
			{ kind: 'amount', value: 3 },
		],
	])('%j → %j', (change, badge) => {
		expect(flashSaleBadge({ ...base, ...change })).toEqual(badge);
	});
});

describe('discountLabel', () => {
	test.each([
		[{}, null],
		[{ discount: 15 }, '15%'],
		[{ discount: 12.5 }, '12.5%'],
		[{ discount: 2, discount_type: 'amount' }, 'S$2.00'],
		[{ store_discount: 5, discount: 2, discount_type: 'amount' }, '5%'],
	])('%j → %s', (change, label) => {
		expect(discountLabel({ ...base, ...change }, sgd)).toBe(label);
	});
});

// spec §2 cards: discounted price with the original struck through, or a range
describe('priceRange', () => {
	test.each([
		[{}, { min: 10, max: 10, wasMin: 10, wasMax: 10, discounted: false, range: false }],
		[{ discount: 20 }, { min: 8, max: 8, wasMin: 10, wasMax: 10, discounted: true, range: false }],
		[
			{ discount: 3, discount_type: 'amount' },
			{ min: 7, max: 7, wasMin: 10, wasMax: 10, discounted: true, range: false },
		],
		[
			{ variations: [{ price: 4 }, { price: 12 }] },
			{ min: 4, max: 12, wasMin: 4, wasMax: 12, discounted: false, range: true },
		],
		[
			{ store_discount: 50, variations: [{ price: 4 }, { price: 12 }] },
			{ min: 2, max: 6, wasMin: 4, wasMax: 12, discounted: true, range: true },
		],
		[
			{ variations: [{ price: 5 }, { price: 5 }] },
			{ min: 5, max: 5, wasMin: 5, wasMax: 5, discounted: false, range: false },
		],
	])('%j → %j', (change, price) => {
		expect(priceRange({ ...base, ...change })).toEqual(price);
	});
});

// spec §5: available only within available_time_starts and ends
describe('isAvailableNow', () => {
	test.each([
		['10:00:00', '22:00:00', '12:30:00', true],
		['10:00:00', '22:00:00', '10:00:00', true],
		['10:00:00', '22:00:00', '22:00:00', true],
		['10:00:00', '22:00:00', '09:59:59', false],
		['10:00:00', '22:00:00', '22:00:01', false],
		['18:00:00', '02:00:00', '23:00:00', true],
		['18:00:00', '02:00:00', '01:30:00', true],
		['18:00:00', '02:00:00', '12:00:00', false],
		['00:00:00', '23:59:59', '23:59:30', true],
		['', '', '12:00:00', true],
		['10:00', '14:00', '15:00:00', false],
	])('%s–%s at %s → %s', (starts, ends, now, available) => {
		expect(isAvailableNow({ available_time_starts: starts, available_time_ends: ends }, now)).toBe(
			available,
		);
	});
});

describe('shortTime', () => {
	test.each([
		['09:30:00', '09:30'],
		['18:00', '18:00'],
		['soon', 'soon'],
	])('%s → %s', (time, short) => {
		expect(shortTime(time)).toBe(short);
	});
});

// spec §9: distance in km with configured decimals, '1k+ km' above 1000
describe('formatDistanceKm', () => {
	test.each([
		[690, 2, '0.69 km'],
		[1234.5, 2, '1.23 km'],
		[1234.5, 0, '1 km'],
		[12_000, 1, '12.0 km'],
		[1_000_000, 2, '1000.00 km'],
		[1_000_001, 2, '1k+ km'],
		[5_000_000, 2, '1k+ km'],
		[0, 2, '0.00 km'],
	])('%d m with %d decimals → %s', (metres, decimals, text) => {
		expect(formatDistanceKm(metres, decimals)).toBe(text);
	});
});

// spec §9: ratings with 1 decimal in half-star precision
describe('formatRating', () => {
	test.each([
		[4.56, '4.6', 9],
		[4.24, '4.2', 8],
		[4.25, '4.3', 9],
		[0, '0.0', 0],
		[5, '5.0', 10],
		[7, '5.0', 10],
		[-1, '0.0', 0],
		[Number.NaN, '0.0', 0],
	])('%d → %s with %d half stars', (rating, text, halfStars) => {
		expect(formatRating(rating)).toEqual({ text, halfStars });
	});
});

// spec §9: flash sale progress = sold / stock × 100
describe('flashSaleProgress', () => {
	test.each([
		[11, 30, 37],
		[0, 30, 0],
		[30, 30, 100],
		[40, 30, 100],
		[0, 0, 0],
		[3, 0, 100],
	])('%d sold of %d → %d%%', (sold, stock, percent) => {
		expect(flashSaleProgress(sold, stock)).toBe(percent);
	});
});

// spec §9: names cut at 25 characters in the flash teaser
describe('truncate', () => {
	test.each([
		['Ground Kopi Powder 500g', 25, 'Ground Kopi Powder 500g'],
		['Chocolate Milk 200ml (6-pack)', 25, 'Chocolate Milk 200ml (6-p…'],
		['Exactly twenty-five chars', 25, 'Exactly twenty-five chars'],
		['Trailing space   more', 17, 'Trailing space…'],
		['', 5, ''],
	])('%s at %d → %s', (text, max, cut) => {
		expect(truncate(text, max)).toBe(cut);
	});
});

describe('itemFlags', () => {
	const item = {
		module_type: 'grocery',
		organic: 0,
		halal_tag_status: 0,
		recommended: 0,
		veg: 0,
	};
	test.each([
		[{}, { organic: false, halal: false, recommended: false, diet: null }],
		[
			{ organic: 1, recommended: 1 },
			{ organic: true, halal: false, recommended: true, diet: null },
		],
		[{ halal_tag_status: 1 }, { organic: false, halal: true, recommended: false, diet: null }],
		[
			{ halal_tag_status: 1, is_halal: 0 },
			{ organic: false, halal: false, recommended: false, diet: null },
		],
		[
			{ halal_tag_status: 0, is_halal: 1 },
			{ organic: false, halal: false, recommended: false, diet: null },
		],
		[
			{ module_type: 'food', veg: 1 },
			{ organic: false, halal: false, recommended: false, diet: 'veg' },
		],
		[
			{ module_type: 'food', veg: 0 },
			{ organic: false, halal: false, recommended: false, diet: 'non-veg' },
		],
	])('%j → %j', (change, flags) => {
		expect(itemFlags({ ...item, ...change })).toEqual(flags);
	});
});

// spec §2 routes: the slug when present, else the id
describe('itemPath and storePath', () => {
	test.each([
		[{ id: 7, slug: 'kaya-toast' }, '/product/kaya-toast', '/store/kaya-toast'],
		[{ id: 7, slug: '' }, '/product/7', '/store/7'],
		[{ id: 7, slug: null }, '/product/7', '/store/7'],
	])('%j → %s, %s', (thing, item, store) => {
		expect(itemPath(thing)).toBe(item);
		expect(storePath(thing)).toBe(store);
	});
});
