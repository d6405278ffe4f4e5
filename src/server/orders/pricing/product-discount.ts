/** Product discounts (contract §8.1 step 7, §11.10; spec §5 discounts). Pure. */
import { amountOrThrow, clamp, fromMinor, percentOf, toMinor } from './money-cents';

export type DiscountSource = 'flash_sale' | 'store' | 'item' | 'none';

export interface ProductDiscount {
	/** The running flash sale's terms for this item; its presence wins even at 0 (as the item formatter). */
	flashSale?: { discount: number; discountType: string } | null;
	/** The store-wide discount running now, in percent; 0 when none. */
	storeDiscountPercent?: number;
	/** The item's own discount: `percent` of the price or a fixed `amount`. */
	discount: number;
	discountType: string;
}

function discountMinor(
	priceMinor: number,
	discount: number,
	type: string,
	decimals: number,
): number {
	if (!(discount > 0)) return 0;
	const off = type === 'percent' ? percentOf(priceMinor, discount) : toMinor(discount, decimals);
	return clamp(off, 0, priceMinor);
}

/** `unitDiscount()` in minor units, for a line's price already in minor units. */
export function unitDiscountMinor(
	priceMinor: number,
	d: ProductDiscount,
	decimals: number,
): { minor: number; source: DiscountSource } {
	if (d.flashSale) {
		const minor = discountMinor(
			priceMinor,
			d.flashSale.discount,
			d.flashSale.discountType,
			decimals,
		);
		return { minor, source: 'flash_sale' };
	}
	if ((d.storeDiscountPercent ?? 0) > 0) {
		return {
			minor: discountMinor(priceMinor, d.storeDiscountPercent ?? 0, 'percent', decimals),
			source: 'store',
		};
	}
	const minor = discountMinor(priceMinor, d.discount, d.discountType, decimals);
	return { minor, source: minor > 0 ? 'item' : 'none' };
}

/**
 * The discount on one unit by precedence: running flash sale, then store-wide percent, then the
 * item's percent or amount; never more than the price.
 */
export function unitDiscount(
	price: number,
	discount: ProductDiscount,
	decimals: number,
): { amount: number; source: DiscountSource } {
	const { minor, source } = unitDiscountMinor(
		toMinor(amountOrThrow(price, 'price'), decimals),
		discount,
		decimals,
	);
	return { amount: fromMinor(minor, decimals), source };
}
