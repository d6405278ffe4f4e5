import { describe, expect, test } from 'vitest';
import { m } from './messages';

// issue 14 item 9: every count spoken or shown follows the language's plural rules
describe('plural messages', () => {
	test.each([
		['header.cartCount', 1, 'en', 'Cart, 1 item'],
		['header.cartCount', 3, 'en', 'Cart, 3 items'],
		['header.wishlistCount', 1, 'en', 'Wishlist, 1 item'],
		['cards.ratingCount', 1, 'en', '1 rating'],
		['cards.ratingCount', 12, 'en', '12 ratings'],
		['cart.itemCount', 1, 'en', '1 item'],
		['storePage.reviews', 1, 'en', '1 review'],
		['product.reviews', 1, 'en', '1 review'],
		['storeList.restaurantsCount', 1, 'en', '1 Restaurant'],
		['categoryList.products', 1, 'en', '1 item'],
		['header.cartCount', 1, 'id', 'Keranjang, 1 barang'],
		['cards.ratingCount', 1, 'id', '1 penilaian'],
	] as const)('%s with %d in %s → %s', (key, count, locale, expected) => {
		const message = m[key] as (i: { count: number }, o: { locale: 'en' | 'id' }) => string;
		expect(message({ count }, { locale })).toBe(expected);
	});

	test('an unrated item says so', () => {
		expect(m['cards.noRatings']({}, { locale: 'en' })).toBe('No ratings yet');
	});
});
