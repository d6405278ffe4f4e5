import { describe, expect, test } from 'vitest';
import type { Wishlist } from '~/contracts/wishlist';
import type { MoneyFormat } from '~/lib/money';
import {
	entryCount,
	isWishlisted,
	itemPriceText,
	type WishlistItem,
	withoutEntry,
} from './wishlist-rules';

// spec §2 wishlist drawer and header count, §4 'empty heart becomes filled', §5 discounts.

const SGD: MoneyFormat = { symbol: 'S$', position: 'left', decimals: 2 };

const item = (id: number, extra: Partial<WishlistItem> = {}) =>
	({
		id,
		price: 10,
		discount: 0,
		discount_type: 'percent',
		store_discount: 0,
		variations: [],
		available_time_starts: '00:00:00',
		available_time_ends: '23:59:59',
		...extra,
	}) as WishlistItem;
const store = (id: number) => ({ id }) as Wishlist['store'][number];

const list: Wishlist = { item: [item(7), item(9)], store: [store(3)] };

describe('membership', () => {
	test.each([
		[{ itemId: 7 }, true],
		[{ itemId: 3 }, false],
		[{ storeId: 3 }, true],
		[{ storeId: 7 }, false],
	])('%o is wishlisted: %s', (target, expected) => {
		expect(isWishlisted(list, target)).toBe(expected);
	});

	test('nothing is wishlisted before the list is known', () => {
		expect(isWishlisted(null, { itemId: 7 })).toBe(false);
	});

	test('removing an entry keeps the others, items and stores apart', () => {
		expect(withoutEntry(list, { itemId: 7 })).toEqual({ item: [item(9)], store: [store(3)] });
		expect(withoutEntry(list, { storeId: 3 })).toEqual({ item: list.item, store: [] });
		expect(withoutEntry(list, { itemId: 3 })).toEqual(list);
	});

	test.each([
		[null, 0],
		[{ item: [], store: [] }, 0],
		[list, 3],
	])('the header counts items and stores together (%#)', (value, count) => {
		expect(entryCount(value)).toBe(count);
	});
});

describe('an item’s price in the drawer', () => {
	test.each([
		['a plain price', {}, 'S$10.00', null],
		['an item discount in percent', { discount: 20 }, 'S$8.00', 'S$10.00'],
		['an item discount in money', { discount: 2.5, discount_type: 'amount' }, 'S$7.50', 'S$10.00'],
		[
			'the store discount before the item’s',
			{ discount: 50, store_discount: 10 },
			'S$9.00',
			'S$10.00',
		],
		[
			'a range when variations differ',
			{
				variations: [
					{ type: 'S', price: 4, stock: 1 },
					{ type: 'L', price: 6, stock: 1 },
				],
			},
			'S$4.00 – S$6.00',
			null,
		],
	])('%s', (_, extra, now, was) => {
		expect(itemPriceText(item(1, extra as Partial<WishlistItem>), SGD)).toEqual({ now, was });
	});
});
