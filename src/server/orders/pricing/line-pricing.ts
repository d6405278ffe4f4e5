/**
 * Unit prices (contract §8.1 step 6, §11.9), lines and the items subtotal (contract §8.1 steps
 * 6-8). Pure.
 */
import type { ModuleType } from '~/config/modules';
import { amountOrThrow, fromMinor, toMinor } from './money-cents';
import { type DiscountSource, type ProductDiscount, unitDiscountMinor } from './product-discount';

export interface PricedItem {
	moduleType: ModuleType;
	price: number;
	variations: { type: string; price: number }[];
	foodVariations: { name: string; values: { label: string; optionPrice: number }[] }[];
}

export interface ItemChoice {
	/** Other modules: the chosen variation's `type`, e.g. "S-Red" (cart `variation: [{type}]`). */
	variant?: string | null;
	/** Food: the chosen labels per group (cart `variation: [{name, values: {label: [...]}}]`). */
	foodOptions?: { name: string; labels: string[] }[];
}

/**
 * The unit price the server charges (never the client's): food adds the chosen options' prices to
 * the base price; other modules with variations charge the chosen variation's price instead; an
 * item without variations charges its base price. Null when a chosen group, label or variation
 * does not exist, or an item with variations comes without one.
 */
export function unitPrice(item: PricedItem, choice: ItemChoice = {}): number | null {
	if (item.moduleType === 'food') {
		let total = item.price;
		for (const option of choice.foodOptions ?? []) {
			const group = item.foodVariations.find((g) => g.name === option.name);
			if (!group) return null;
			for (const label of option.labels) {
				const value = group.values.find((v) => v.label === label);
				if (!value) return null;
				total += value.optionPrice;
			}
		}
		return total;
	}
	if (item.variations.length === 0) return item.price;
	const variation = item.variations.find((v) => v.type === choice.variant);
	return variation ? variation.price : null;
}

export interface LineInput {
	/** From `unitPrice()`. */
	unitPrice: number;
	/** Whole units, at least 1. */
	quantity: number;
	/** Add-ons with their quantities; charged once per line, not per unit (contract §11.9). */
	addOns?: { price: number; quantity: number }[];
	discount: ProductDiscount;
}

export interface PricedLine {
	unit_price: number;
	quantity: number;
	/** Per unit, as order lines store it. */
	discount_on_item: number;
	discount_source: DiscountSource;
	total_add_on_price: number;
	/** unit price × quantity + add-ons, before discounts. */
	subtotal: number;
	/** discount_on_item × quantity. */
	discount: number;
	/** subtotal − discount. */
	total: number;
}

interface LineMinor {
	unit: number;
	quantity: number;
	discountUnit: number;
	source: DiscountSource;
	addOns: number;
}

function lineMinor(line: LineInput, decimals: number): LineMinor {
	if (!Number.isInteger(line.quantity) || line.quantity < 1) {
		throw new RangeError('quantity must be a whole number ≥ 1');
	}
	const unit = toMinor(amountOrThrow(line.unitPrice, 'unit price'), decimals);
	const addOns = (line.addOns ?? []).reduce((sum, a) => {
		if (!Number.isInteger(a.quantity) || a.quantity < 0) {
			throw new RangeError('add-on quantity must be a whole number ≥ 0');
		}
		return sum + toMinor(amountOrThrow(a.price, 'add-on price'), decimals) * a.quantity;
	}, 0);
	const { minor, source } = unitDiscountMinor(unit, line.discount, decimals);
	return { unit, quantity: line.quantity, discountUnit: minor, source, addOns };
}

function toPricedLine(l: LineMinor, decimals: number): PricedLine {
	const money = (minor: number) => fromMinor(minor, decimals);
	const subtotal = l.unit * l.quantity + l.addOns;
	const discount = l.discountUnit * l.quantity;
	return {
		unit_price: money(l.unit),
		quantity: l.quantity,
		discount_on_item: money(l.discountUnit),
		discount_source: l.source,
		total_add_on_price: money(l.addOns),
		subtotal: money(subtotal),
		discount: money(discount),
		total: money(subtotal - discount),
	};
}

/** One line's money (contract §8.1 steps 6-7). */
export function priceLine(line: LineInput, decimals: number): PricedLine {
	return toPricedLine(lineMinor(line, decimals), decimals);
}

/** The terms of the store's running store-wide discount (store_discounts row). */
export interface StoreDiscountTerms {
	minPurchase: number;
	/** 0 = no cap. */
	maxDiscount: number;
}

export interface ItemsPricing {
	lines: PricedLine[];
	items_subtotal: number;
	add_ons_subtotal: number;
	/** items + add-ons before discounts: the store's `minimum_order` is compared with it. */
	subtotal: number;
	product_discount_amount: number;
	store_discount_amount: number;
	flash_sale_discount_amount: number;
	/** subtotal − product discounts: the coupon's base and its `min_purchase` test. */
	item_total: number;
}

/**
 * The lines of an order and their sums. The store-wide discount is dropped when items + add-ons
 * stay under its `min_purchase` (those lines then carry no discount) and capped at its
 * `max_discount` (the cap shows in `store_discount_amount`; lines keep the per-unit discount).
 */
export function priceItems(
	lines: LineInput[],
	storeDiscount: StoreDiscountTerms | null,
	decimals: number,
): ItemsPricing {
	const minors = lines.map((line) => lineMinor(line, decimals));
	const itemsSubtotal = minors.reduce((s, l) => s + l.unit * l.quantity, 0);
	const addOnsSubtotal = minors.reduce((s, l) => s + l.addOns, 0);
	const subtotal = itemsSubtotal + addOnsSubtotal;
	const sumBy = (source: DiscountSource) =>
		minors.filter((l) => l.source === source).reduce((s, l) => s + l.discountUnit * l.quantity, 0);
	let store = sumBy('store');
	if (storeDiscount && store > 0) {
		if (subtotal < toMinor(storeDiscount.minPurchase, decimals)) {
			for (const l of minors) {
				if (l.source === 'store') Object.assign(l, { discountUnit: 0, source: 'none' });
			}
			store = 0;
		} else if (storeDiscount.maxDiscount > 0) {
			store = Math.min(store, toMinor(storeDiscount.maxDiscount, decimals));
		}
	}
	const flash = sumBy('flash_sale');
	const product = flash + store + sumBy('item');
	const money = (minor: number) => fromMinor(minor, decimals);
	return {
		lines: minors.map((l) => toPricedLine(l, decimals)),
		items_subtotal: money(itemsSubtotal),
		add_ons_subtotal: money(addOnsSubtotal),
		subtotal: money(subtotal),
		product_discount_amount: money(product),
		store_discount_amount: money(store),
		flash_sale_discount_amount: money(flash),
		item_total: money(subtotal - product),
	};
}

/** contract §8.1 step 8: the store's `minimum_order` against items + add-ons (406 when short). */
export function meetsMinimumOrder(
	subtotal: number,
	minimumOrder: number,
	decimals: number,
): boolean {
	return minimumOrder <= 0 || toMinor(subtotal, decimals) >= toMinor(minimumOrder, decimals);
}
