/** Pure rules of the wishlist: membership, removal, what an entry shows (spec §2, §4, §5). */
import type { Wishlist } from '~/contracts/wishlist';
import { priceRange } from '~/features/catalog/card-rules';
import { formatMoney, type MoneyFormat } from '~/lib/money';

export type WishlistTarget = { itemId: number } | { storeId: number };
export type WishlistItem = Wishlist['item'][number];
export type WishlistStore = Wishlist['store'][number];
export type WishlistTab = 'items' | 'stores';

export function isWishlisted(list: Wishlist | null, target: WishlistTarget): boolean {
	if (!list) return false;
	return 'itemId' in target
		? list.item.some((i) => i.id === target.itemId)
		: list.store.some((s) => s.id === target.storeId);
}

/** The list without one entry. */
export function withoutEntry(list: Wishlist, target: WishlistTarget): Wishlist {
	return 'itemId' in target
		? { ...list, item: list.item.filter((i) => i.id !== target.itemId) }
		: { ...list, store: list.store.filter((s) => s.id !== target.storeId) };
}

/** How many entries the header counts: items and stores together. */
export function entryCount(list: Wishlist | null): number {
	return list ? list.item.length + list.store.length : 0;
}

/**
 * An item's price as its card shows it (spec §2): after the discount, a range when variations
 * differ, and the undiscounted price to strike through when a discount applies.
 */
export function itemPriceText(
	item: Pick<
		WishlistItem,
		| 'price'
		| 'discount'
		| 'discount_type'
		| 'store_discount'
		| 'variations'
		| 'available_time_starts'
		| 'available_time_ends'
	>,
	money: MoneyFormat,
): { now: string; was: string | null } {
	const price = priceRange(item);
	const text = (min: number, max: number) =>
		min === max
			? formatMoney(min, money)
			: `${formatMoney(min, money)} – ${formatMoney(max, money)}`;
	return {
		now: text(price.min, price.max),
		was: price.discounted ? text(price.wasMin, price.wasMax) : null,
	};
}
