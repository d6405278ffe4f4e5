import { discountedPrice } from '~/lib/money';

/** What a product page shows about price and stock, from the item as the API serialises it. */
export interface ProductItem {
	price: number;
	discount: number;
	discount_type: string;
	store_discount: number;
	stock: number;
	module_type: string;
	variations: { type: string; price: number; stock: number }[];
}

/** Price before and after the discount that applies (flash sale or item, else the store's). */
export function productPrice(item: ProductItem): {
	was: number;
	now: number;
	label: string | null;
} {
	const [discount, type] =
		item.discount > 0 ? [item.discount, item.discount_type] : [item.store_discount, 'percent'];
	const base = item.variations.length
		? Math.min(...item.variations.map((v) => v.price))
		: item.price;
	const now = discountedPrice(base, discount, type);
	if (now >= base) return { was: base, now: base, label: null };
	return { was: base, now, label: type === 'percent' ? `${discount}%` : null };
}

/** Food has no stock; other modules are in stock while the item or any variation has some. */
export function inStock(item: ProductItem): boolean {
	if (item.module_type === 'food') return true;
	if (item.variations.length) return item.variations.some((v) => v.stock > 0);
	return item.stock > 0;
}
