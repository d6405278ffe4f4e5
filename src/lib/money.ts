/** How the shop writes money (config: currency_symbol, its side, digit_after_decimal_point). */
import { round2 } from './numbers';

export interface MoneyFormat {
	symbol: string;
	position: 'left' | 'right';
	decimals: number;
}

export function formatMoney(amount: number, format: MoneyFormat): string {
	const fixed = Math.abs(amount).toLocaleString('en-US', {
		minimumFractionDigits: format.decimals,
		maximumFractionDigits: format.decimals,
	});
	const sign = amount < 0 ? '-' : '';
	return format.position === 'left'
		? `${sign}${format.symbol}${fixed}`
		: `${sign}${fixed}${format.symbol}`;
}

/** The price after a percent or amount discount, never below zero (spec §5 discounts). */
export function discountedPrice(price: number, discount: number, type: string): number {
	if (discount <= 0) return price;
	const off = type === 'percent' ? (price * discount) / 100 : discount;
	return Math.max(0, round2(price - off));
}
