import { describe, expect, test } from 'vitest';
import { buyNowCheckoutPath, decodeBuyNow } from './buy-now.state';

const entry = {
	page: 'buy_now',
	store_id: 44,
	module_id: 4,
	line: {
		item_id: 1256,
		item_type: 'Item',
		quantity: 1,
		variation: [{ type: 'M-Rose' }],
		add_on_ids: [],
		add_on_qtys: [],
	},
	item: { id: 1256, name: 'Modern Kebaya Top' },
};

// spec §2 Buy Now / Order Now: the line the checkout's buy_now and campaign pages order.
describe('decodeBuyNow', () => {
	test.each([
		['a stored entry', JSON.stringify(entry), entry],
		['nothing stored', null, null],
		['malformed text', '{', null],
		['another page', JSON.stringify({ ...entry, page: 'cart' }), null],
		['a zero quantity', JSON.stringify({ ...entry, line: { ...entry.line, quantity: 0 } }), null],
		['no item', JSON.stringify({ ...entry, item: null }), null],
	])('%s', (_, raw, expected) => {
		expect(decodeBuyNow(raw)).toEqual(expected);
	});
});

describe('buyNowCheckoutPath', () => {
	test('keeps the page language', () => {
		expect(buyNowCheckoutPath({ page: 'buy_now' }, 'en')).toBe('/checkout?page=buy_now');
		expect(buyNowCheckoutPath({ page: 'campaign' }, 'id')).toBe('/id/checkout?page=campaign');
	});
});
