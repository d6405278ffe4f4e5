/** Tax (contract §8.1 steps 8 and 10). Pure. */
import { fromMinor, roundHalfAway, toMinor } from './money-cents';

/** `taxAmount()` in minor units (R5), for `priceOrder()`. */
export function taxMinor(baseMinor: number, percent: number, included: boolean): number {
	if (!(percent > 0) || baseMinor <= 0) return 0;
	return roundHalfAway(
		included ? (baseMinor * percent) / (100 + percent) : (baseMinor * percent) / 100,
	);
}

/**
 * The store's tax on the discounted items. With `tax_included` the prices already hold it: the
 * amount is only reported (base × p / (100 + p)); otherwise it is added (base × p / 100).
 */
export function taxAmount(
	base: number,
	percent: number,
	included: boolean,
	decimals: number,
): number {
	return fromMinor(taxMinor(toMinor(base, decimals), percent, included), decimals);
}
