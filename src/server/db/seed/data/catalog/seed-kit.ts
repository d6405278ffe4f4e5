/**
 * Small, deterministic helpers shared by the catalogue files: a seeded PRNG, item constructors,
 * and the per-store "stocking" step that gives each shop its own selection, prices and stock.
 * Nothing here reads the clock or Math.random, so every build of the catalogue is identical.
 */

import { round2 } from '~/lib/numbers';
import type {
	AddOnSeed,
	CatalogModule,
	CategorySeed,
	ChoiceOptionSeed,
	FoodVariationSeed,
	ItemSeed,
	Localized,
	StoreSeed,
	VariationSeed,
} from './types';

/** A text in English and Indonesian; proper names may pass one argument. */
export const t = (en: string, id: string = en): Localized => ({ en, id });

/** mulberry32: a tiny seeded PRNG returning numbers in [0, 1). */
export function mulberry32(seed: number): () => number {
	let a = seed >>> 0;
	return () => {
		a = (a + 0x6d2b79f5) >>> 0;
		let r = Math.imul(a ^ (a >>> 15), 1 | a);
		r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
		return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
	};
}

/** FNV-1a, used to derive a stable PRNG seed from a store slug. */
export function hashString(text: string): number {
	let h = 0x811c9dc5;
	for (let i = 0; i < text.length; i++) {
		h ^= text.charCodeAt(i);
		h = Math.imul(h, 0x01000193);
	}
	return h >>> 0;
}

/** Rounds to a multiple of `step` (e.g. 0.05), without floating-point tails. */
export function roundTo(value: number, step: number): number {
	const rounded = Math.round(value / step) * step;
	return round2(rounded);
}

/** Picks `count` entries of `pool` with a seeded shuffle, returned in pool order. */
export function pickSome<T>(pool: readonly T[], count: number, rng: () => number): T[] {
	const order = pool.map((_, i) => i);
	for (let i = order.length - 1; i > 0; i--) {
		const j = Math.floor(rng() * (i + 1));
		const a = order[i] as number;
		order[i] = order[j] as number;
		order[j] = a;
	}
	return order
		.slice(0, Math.min(count, order.length))
		.sort((a, b) => a - b)
		.map((i) => pool[i] as T);
}

/** Every combination of the choice options, joined with "-" in option order. */
export function combinations(choiceOptions: readonly ChoiceOptionSeed[]): string[] {
	let result: string[][] = [[]];
	for (const option of choiceOptions) {
		result = result.flatMap((prefix) => option.options.map((value) => [...prefix, value]));
	}
	return result.map((parts) => parts.join('-'));
}

export type ItemExtra = Omit<
	ItemSeed,
	'name' | 'description' | 'category' | 'price' | 'variations' | 'choiceOptions'
>;

/** An item without variations. */
export function item(
	en: string,
	id: string,
	descEn: string,
	descId: string,
	category: string,
	price: number,
	extra: ItemExtra = {},
): ItemSeed {
	return { name: t(en, id), description: t(descEn, descId), category, price, ...extra };
}

/**
 * An item sold in variants. `choices` are [title, values] pairs; `prices` is one price for all
 * variants or one per value of the first choice; variant stock derives from `stock` (0 = every
 * variant out of stock). The item's price is its cheapest variant and its stock their sum.
 */
export function variantItem(
	en: string,
	id: string,
	descEn: string,
	descId: string,
	category: string,
	choices: [string, string[]][],
	prices: number | number[],
	stock: number,
	extra: Omit<ItemExtra, 'stock'> = {},
): ItemSeed {
	const choiceOptions = choices.map(([title, options]) => ({ title, options: [...options] }));
	const types = combinations(choiceOptions);
	const inner = types.length / (choiceOptions[0]?.options.length ?? 1);
	const variations: VariationSeed[] = types.map((type, i) => {
		const price = typeof prices === 'number' ? prices : (prices[Math.floor(i / inner)] ?? 0);
		const variantStock = stock === 0 ? 0 : Math.max(1, stock - ((i * 7) % 11));
		return { type, price, stock: variantStock };
	});
	return {
		name: t(en, id),
		description: t(descEn, descId),
		category,
		price: Math.min(...variations.map((v) => v.price)),
		...extra,
		stock: variations.reduce((sum, v) => sum + v.stock, 0),
		choiceOptions,
		variations,
	};
}

type ProductExtra = Omit<ItemExtra, 'unit' | 'stock'>;

/** A stocked product (grocery, pharmacy) without variants. */
export function product(
	en: string,
	id: string,
	descEn: string,
	descId: string,
	category: string,
	price: number,
	unit: string,
	stock: number,
	extra: ProductExtra = {},
): ItemSeed {
	return item(en, id, descEn, descId, category, price, { unit, stock, ...extra });
}

/** A stocked product sold in sizes, packs, flavours or scents (see variantItem). */
export function productVariants(
	en: string,
	id: string,
	descEn: string,
	descId: string,
	category: string,
	choices: [string, string[]][],
	prices: number | number[],
	unit: string,
	stock: number,
	extra: ProductExtra = {},
): ItemSeed {
	return variantItem(en, id, descEn, descId, category, choices, prices, stock, { unit, ...extra });
}

/** A single-choice food option group that must be answered. */
export function single(name: Localized, values: [Localized, number][]): FoodVariationSeed {
	return {
		name,
		type: 'single',
		min: 1,
		max: 1,
		required: true,
		values: values.map(([label, optionPrice]) => ({ label, optionPrice })),
	};
}

/** A single-choice food option group that may be skipped. */
export function optionalSingle(name: Localized, values: [Localized, number][]): FoodVariationSeed {
	return { ...single(name, values), min: 0, required: false };
}

/** A multi-choice food option group; required when `min` is at least 1. */
export function multi(
	name: Localized,
	min: number,
	max: number,
	values: [Localized, number][],
): FoodVariationSeed {
	return {
		name,
		type: 'multi',
		min,
		max,
		required: min > 0,
		values: values.map(([label, optionPrice]) => ({ label, optionPrice })),
	};
}

export const addOn = (en: string, id: string, price: number): AddOnSeed => ({
	name: t(en, id),
	price,
});

export interface StockingOptions {
	/** Largest relative price change, e.g. 0.04 for ±4 %. */
	priceJitter: number;
	/** Prices round to this step, e.g. 0.05 or 0.1. */
	priceStep: number;
	/** Whether the module keeps stock (everything but food). */
	stocked: boolean;
}

/**
 * Copies a pool item for one store: prices move by a few percent, stock by up to ±40 %
 * (0 stays 0). Variation prices move with the item so the cheapest variant stays the price.
 */
export function stockItem(base: ItemSeed, rng: () => number, options: StockingOptions): ItemSeed {
	const copy = structuredClone(base);
	const factor = 1 + (rng() * 2 - 1) * options.priceJitter;
	const price = (value: number) =>
		Math.max(options.priceStep, roundTo(value * factor, options.priceStep));
	const stock = (value: number) =>
		value === 0 ? 0 : Math.max(1, Math.round(value * (0.6 + rng() * 0.8)));
	copy.price = price(base.price);
	if (copy.variations && copy.variations.length > 0) {
		copy.variations = copy.variations.map((v) => ({
			type: v.type,
			price: price(v.price),
			stock: options.stocked ? stock(v.stock) : v.stock,
		}));
		copy.price = Math.min(...copy.variations.map((v) => v.price));
		if (options.stocked) copy.stock = copy.variations.reduce((sum, v) => sum + v.stock, 0);
	} else if (options.stocked && base.stock !== undefined) {
		copy.stock = stock(base.stock);
	}
	if (copy.discount?.type === 'amount' && copy.discount.value >= copy.price) {
		copy.discount = { type: 'percent', value: 10 };
	}
	return copy;
}

const DISCOUNT_PERCENTS = [5, 10, 10, 15, 15, 20, 25, 30];

/**
 * Gives about `rate` of items a discount: mostly percent (5–30), sometimes a fixed amount
 * well below the price. Items that already carry a discount keep it.
 */
export function maybeDiscount(target: ItemSeed, rng: () => number, rate: number): void {
	const roll = rng();
	const kind = rng();
	const pick = rng();
	if (target.discount || roll >= rate) return;
	if (kind < 0.25 && target.price >= 4) {
		const amount = Math.max(0.5, roundTo(target.price * 0.12, 0.5));
		target.discount = { type: 'amount', value: amount };
		return;
	}
	const percent = DISCOUNT_PERCENTS[Math.floor(pick * DISCOUNT_PERCENTS.length)] ?? 10;
	target.discount = { type: 'percent', value: percent };
}

/** The top category of a slug (itself when it has no parent). */
export function topCategory(categories: readonly CategorySeed[], slug: string): string {
	return categories.find((c) => c.slug === slug)?.parent ?? slug;
}

export interface StockedStoreSpec extends Omit<StoreSeed, 'module' | 'items'> {
	/** Category slugs (top or sub) the store carries; absent = everything. */
	carries?: string[];
	/** Further filter on pool products, e.g. organic only. */
	accept?: (item: ItemSeed) => boolean;
	/** How many products the store lists (fewer if fewer qualify). */
	count: number;
}

/**
 * One store of a stocked module: a seeded pick of the pool products it carries, each with its
 * own price (±`priceJitter`), stock and, for some, a discount.
 */
export function buildStockedStore(
	module: CatalogModule,
	spec: StockedStoreSpec,
	pool: readonly ItemSeed[],
	categories: readonly CategorySeed[],
	options: { priceJitter: number; priceStep: number; discountRate: number },
): StoreSeed {
	const { carries, accept, count, ...store } = spec;
	const rng = mulberry32(hashString(`${module}:${spec.slug}`));
	const candidates = pool.filter(
		(product) =>
			(!carries ||
				carries.includes(product.category) ||
				carries.includes(topCategory(categories, product.category))) &&
			(!accept || accept(product)),
	);
	const items = pickSome(candidates, count, rng).map((base) => {
		const copy = stockItem(base, rng, {
			priceJitter: options.priceJitter,
			priceStep: options.priceStep,
			stocked: true,
		});
		maybeDiscount(copy, rng, options.discountRate);
		return copy;
	});
	return { ...store, module, items };
}
