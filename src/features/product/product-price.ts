import { discountedPrice } from '~/lib/money';
import { round2 } from '~/lib/numbers';
import type { ProductItem } from './product-item';

// spec §5 discounts, contract §11.9–10: the panel's total is what the server will charge.

type Discounted = Pick<ProductItem, 'discount' | 'discount_type' | 'store_discount'>;

/**
 * One unit after the discount, add-ons left out (as the server's cart rules): a store-wide
 * percent when above 0, else the item's own (percent or amount; the flash sale's while one runs).
 */
export function discountedUnit(item: Discounted, basePrice: number): number {
	return item.store_discount > 0
		? discountedPrice(basePrice, item.store_discount, 'percent')
		: discountedPrice(basePrice, item.discount, item.discount_type);
}

/** The chosen add-ons: price × quantity each, charged once per cart line. */
export function addOnsTotal(
	addOns: readonly { id: number; price: number }[],
	quantities: Readonly<Record<number, number>>,
): number {
	return round2(addOns.reduce((sum, a) => sum + a.price * (quantities[a.id] ?? 0), 0));
}

export interface LineTotal {
	/** Discounted unit × quantity + add-ons. */
	total: number;
	/** The same before the discount; equal to total when none applies. */
	was: number;
}

/** A line's total: units × quantity, plus the add-ons once (not × quantity). */
export function lineTotal(
	item: Discounted,
	input: { basePrice: number; quantity: number; addOns: number },
): LineTotal {
	const unit = discountedUnit(item, input.basePrice);
	return {
		total: round2(unit * input.quantity + input.addOns),
		was: round2(input.basePrice * input.quantity + input.addOns),
	};
}
