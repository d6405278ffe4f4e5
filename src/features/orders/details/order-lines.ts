// The order details screen (spec §2 orders; contract §8.3 `order/details` lines): how a line
// and the order's money read. Add-ons are charged once per line (contract §11.9).

import { round2 } from '~/lib/numbers';
import { toNumber } from '../order-rules';
import type { Order, OrderLine } from '../order-types';

const num = (value: unknown) => toNumber(value) ?? 0;
const round = round2;

/** The item's name as it was ordered (`item_details.name`), or ''. */
export function lineName(line: OrderLine): string {
	const name = line.item_details?.['name'];
	return typeof name === 'string' ? name : '';
}

/** The line's picture: its own, else the item's as it was ordered; null when neither. */
export function lineImage(line: OrderLine): string | null {
	const image = line.item_details?.['image_full_url'];
	return line.image_full_url ?? (typeof image === 'string' ? image : null);
}

/** "Size: Large, Toppings: Egg, Chilli" (food variations), "S-Red" (a variant), or ''. */
export function variationText(line: OrderLine): string {
	const variation = Array.isArray(line.variation) ? (line.variation as unknown[]) : [];
	const parts = variation.flatMap((entry) => {
		if (!entry || typeof entry !== 'object') return [];
		const { name, values, type } = entry as {
			name?: unknown;
			values?: { label?: unknown };
			type?: unknown;
		};
		if (typeof type === 'string' && type) return [type];
		const labels = Array.isArray(values?.label) ? values.label.filter(Boolean) : [];
		if (typeof name !== 'string' || labels.length === 0) return [];
		return [`${name}: ${labels.join(', ')}`];
	});
	if (parts.length === 0 && line.variant) return line.variant;
	return parts.join(', ');
}

/** "Cheese (×2), Egg" */
export function addOnsText(line: OrderLine): string {
	return (line.add_ons ?? [])
		.map((a) => (num(a.quantity) > 1 ? `${a.name} (×${num(a.quantity)})` : a.name))
		.join(', ');
}

/** What the line costs before discounts: unit price × quantity + its add-ons once. */
export function lineTotal(line: OrderLine): number {
	return round(num(line.price) * num(line.quantity) + num(line.total_add_on_price));
}

export interface OrderSummary {
	itemsPrice: number;
	addOns: number;
	/** Product discounts of every line (per unit × quantity). */
	discount: number;
	couponDiscount: number;
	/** The new customer's first-order discount (ADR 030). */
	firstOrderDiscount: number;
	/** Tax added to the total; an included tax is reported as 0 here and `taxIncluded`. */
	tax: number;
	taxIncluded: boolean;
	deliveryFee: number;
	tips: number;
	/** Service charge and extra packaging. */
	otherCharges: number;
	/** The server's `order_amount`: never recomputed in the browser. */
	total: number;
	/** A partial payment: what the wallet paid, and the rest (paid in cash); 0 and 0 otherwise. */
	walletPaid: number;
	due: number;
}

export function orderSummary(order: Order, lines: OrderLine[]): OrderSummary {
	const taxIncluded = order.tax_status === 'included';
	return {
		itemsPrice: round(lines.reduce((sum, l) => sum + num(l.price) * num(l.quantity), 0)),
		addOns: round(lines.reduce((sum, l) => sum + num(l.total_add_on_price), 0)),
		discount: round(lines.reduce((sum, l) => sum + num(l.discount_on_item) * num(l.quantity), 0)),
		couponDiscount: num(order.coupon_discount_amount),
		tax: taxIncluded ? 0 : num(order.total_tax_amount),
		taxIncluded,
		deliveryFee: num(order.delivery_charge),
		tips: num(order.dm_tips),
		otherCharges: round(num(order.additional_charge) + num(order.extra_packaging_amount)),
		total: num(order.order_amount),
		firstOrderDiscount: num(order.ref_bonus_amount),
		walletPaid: num(order.partially_paid_amount),
		due:
			num(order.partially_paid_amount) > 0
				? round(num(order.order_amount) - num(order.partially_paid_amount))
				: 0,
	};
}
