import type { VariationInput } from '~/contracts/cart';
import { discountedPrice } from '~/lib/money';
import { MAX_ADD_ON_QTY } from '~/config/constants';
import { round2 } from '~/lib/numbers';
import type { CartVariation } from '../db/schema';

/**
 * What may go into a cart line, and at what price (spec §5 cart limits and variation groups,
 * contract §7 and §11.9–10). Pure: the service feeds it the formatted item and the request.
 */

export interface FoodGroup {
	name: string;
	type: 'single' | 'multi';
	min: number;
	max: number;
	required: 'on' | 'off';
	values: { label: string; optionPrice: number }[];
}

/** The parts of a formatted item (contract §3.1) the rules read. */
export interface CartItemFacts {
	price: number;
	discount: number;
	discount_type: string;
	store_discount: number;
	store_id: number;
	stock: number;
	flash_sale: number;
	maximum_cart_quantity: number | null;
	variations: { type: string; price: number; stock: number }[];
	choice_options: { title: string }[];
	food_variations: FoodGroup[] | '';
	add_ons: { id: number; price: number; store_id: number }[];
}

export interface CartRuleError {
	status: 403;
	code: string;
	message: string;
}

export type RuleResult<T> = { ok: true; value: T } | { ok: false; error: CartRuleError };

const ok = <T>(value: T): RuleResult<T> => ({ ok: true, value });
const fail = (code: string, message: string): RuleResult<never> => ({
	ok: false,
	error: { status: 403, code, message },
});

/** The spec's texts (§5, §8). */
export const CART_MESSAGES = {
	outOfStock: 'Out of Stock',
	outOfLimits: 'Out of Limits',
	variationOutOfStock:
		'This variation is out of stock. Choose another variation to proceed further.',
	between: (name: string, min: number, max: number) =>
		`Selected variation named ${name} must be in between Minimum ${min} and Maximum ${max}`,
	required: (name: string) => `Variation ${name} can not remain without selection`,
	unknownVariation: 'The selected variation is not available.',
	unknownAddOn: 'The selected add-on is not available for this item.',
	duplicate: 'Item already exists',
	otherStore:
		'Your cart has items from another store. Clear the cart to add items from this store.',
	full: 'Your cart is full.',
} as const;

export interface ChosenVariation {
	variation: CartVariation;
	/** Price of one unit before discount: the variation's (non-food) or base plus options (food). */
	basePrice: number;
	/** Units available for this choice; null when stock does not apply. */
	stock: number | null;
}

/** Food option groups (spec §5 variation groups): required, min/max, existing labels. */
export function chooseFoodOptions(
	item: Pick<CartItemFacts, 'price' | 'food_variations'>,
	input: VariationInput,
): RuleResult<ChosenVariation> {
	const groups = item.food_variations || [];
	const picked = new Map<string, Set<string>>();
	for (const choice of input) {
		if (!('name' in choice)) return fail('variation', CART_MESSAGES.unknownVariation);
		const group = groups.find((g) => g.name === choice.name);
		if (!group || picked.has(group.name)) return fail('variation', CART_MESSAGES.unknownVariation);
		const labels = new Set(choice.values.label);
		if ([...labels].some((l) => !group.values.some((v) => v.label === l)))
			return fail('variation', CART_MESSAGES.unknownVariation);
		picked.set(group.name, labels);
	}
	let basePrice = item.price;
	const variation: { name: string; values: { label: string[] } }[] = [];
	for (const group of groups) {
		const labels = picked.get(group.name) ?? new Set<string>();
		const count = labels.size;
		const min = group.type === 'single' ? Math.min(1, Math.max(group.min, 0)) : group.min;
		const max = group.type === 'single' ? 1 : group.max;
		if (count === 0) {
			if (group.required === 'on') return fail('variation', CART_MESSAGES.required(group.name));
			continue;
		}
		if (count > max || count < min)
			return fail('variation', CART_MESSAGES.between(group.name, min, max));
		const values = group.values.filter((v) => labels.has(v.label));
		basePrice += values.reduce((sum, v) => sum + v.optionPrice, 0);
		variation.push({ name: group.name, values: { label: values.map((v) => v.label) } });
	}
	return ok({ variation, basePrice, stock: null });
}

/** Non-food variations (contract §7): one `type` that exists; its price replaces the base price. */
export function chooseVariation(
	item: Pick<CartItemFacts, 'price' | 'stock' | 'flash_sale' | 'variations' | 'choice_options'>,
	input: VariationInput,
): RuleResult<ChosenVariation> {
	if (item.variations.length === 0) {
		if (input.length > 0) return fail('variation', CART_MESSAGES.unknownVariation);
		return ok({ variation: [], basePrice: item.price, stock: item.stock });
	}
	const [choice, ...rest] = input;
	if (!choice) {
		const name = item.choice_options.map((o) => o.title).join(', ') || 'type';
		return fail('variation', CART_MESSAGES.required(name));
	}
	if (rest.length > 0 || !('type' in choice))
		return fail('variation', CART_MESSAGES.unknownVariation);
	const found = item.variations.find((v) => v.type === choice.type);
	if (!found) return fail('variation', CART_MESSAGES.unknownVariation);
	// While a flash sale runs, the item's stock is what the sale has left (contract §11.10).
	const stock = item.flash_sale ? Math.min(found.stock, item.stock) : found.stock;
	if (stock <= 0) return fail('stock', CART_MESSAGES.variationOutOfStock);
	return ok({ variation: [{ type: found.type }], basePrice: found.price, stock });
}

export { MAX_ADD_ON_QTY };

export interface ChosenAddOns {
	ids: number[];
	qtys: number[];
	/** Add-on prices × their quantities. */
	total: number;
}

/**
 * Add-ons (contract §7, §11.9): each must be offered by the item and belong to its store;
 * quantities pair with ids in the order sent (default 1), and the line keeps them by id.
 */
export function chooseAddOns(
	item: Pick<CartItemFacts, 'store_id' | 'add_ons'>,
	ids: number[],
	qtys: number[],
): RuleResult<ChosenAddOns> {
	if (new Set(ids).size !== ids.length) return fail('add_on_ids', CART_MESSAGES.unknownAddOn);
	if (qtys.length > ids.length) return fail('add_on_qtys', CART_MESSAGES.unknownAddOn);
	const pairs: [number, number, number][] = [];
	for (const [i, id] of ids.entries()) {
		const addOn = item.add_ons.find((a) => a.id === id);
		if (!addOn || addOn.store_id !== item.store_id)
			return fail('add_on_ids', CART_MESSAGES.unknownAddOn);
		const qty = qtys[i] ?? 1;
		if (qty > MAX_ADD_ON_QTY) return fail('add_on_qtys', CART_MESSAGES.outOfLimits);
		pairs.push([id, qty, addOn.price]);
	}
	pairs.sort((a, b) => a[0] - b[0]);
	const total = pairs.reduce((sum, [, qty, price]) => sum + qty * price, 0);
	return ok({ ids: pairs.map((p) => p[0]), qtys: pairs.map((p) => p[1]), total: round2(total) });
}

/**
 * One unit's price (contract §11.10): the chosen base price less the discount the item formatter
 * reports (a store-wide percent when above 0, else the item's or the flash sale's own), plus the
 * add-ons. Never below the add-ons alone.
 */
export function unitPrice(
	item: Pick<CartItemFacts, 'discount' | 'discount_type' | 'store_discount'>,
	basePrice: number,
	addOnTotal: number,
): number {
	const net =
		item.store_discount > 0
			? discountedPrice(basePrice, item.store_discount, 'percent')
			: discountedPrice(basePrice, item.discount, item.discount_type);
	return round2(net + addOnTotal);
}

/**
 * Spec §5 cart limits: quantity at least 1; at most `maximum_cart_quantity` of the item across
 * the cart ('Out of Limits'); for modules that keep stock, not above the stock ('Out of Stock').
 * Food keeps no stock: only the maximum applies.
 */
export function checkQuantity(input: {
	quantity: number;
	/** Units of the same item on the cart's other lines. */
	otherLines: number;
	maximum: number | null;
	/** null: the module keeps no stock. */
	stock: number | null;
}): RuleResult<true> {
	if (!Number.isInteger(input.quantity) || input.quantity < 1)
		return fail('quantity', 'The quantity must be at least 1.');
	if (
		input.maximum !== null &&
		input.maximum > 0 &&
		input.quantity + input.otherLines > input.maximum
	)
		return fail('cart_item_limit', CART_MESSAGES.outOfLimits);
	if (input.stock !== null && input.quantity > input.stock)
		return fail('stock', CART_MESSAGES.outOfStock);
	return ok(true);
}

/** Spec §5: one store per cart. */
export function checkSameStore(cartStoreIds: number[], storeId: number): RuleResult<true> {
	return cartStoreIds.every((id) => id === storeId)
		? ok(true)
		: fail('cart_store', CART_MESSAGES.otherStore);
}

/** Two lines of one item may not share a variation (contract §7 `cart_item`). */
export function variationKey(variation: CartVariation): string {
	return JSON.stringify(variation);
}

export interface ResolvedLine {
	variation: CartVariation;
	variationKey: string;
	addOnIds: number[];
	addOnQtys: number[];
	/** One unit, discounted, without add-ons: what the line costs (stored on the row). */
	price: number;
	/**
	 * One unit before any discount (the variation's price, or base plus food options): the line's
	 * `price` on the wire, which the original clients treat as the list price (issue 19).
	 */
	listPrice: number;
	/** The add-ons' prices × their quantities, charged once per line (contract §11.9). */
	addOnsPrice: number;
	stock: number | null;
}

/** Everything about a line that depends on the item alone: choices, stock and unit price. */
export function resolveLine(
	item: CartItemFacts,
	input: { variation: VariationInput; addOnIds: number[]; addOnQtys: number[] },
	keepsStock: boolean,
): RuleResult<ResolvedLine> {
	const food = item.food_variations !== '' && item.food_variations.length > 0;
	const chosen = food
		? chooseFoodOptions(item, input.variation)
		: chooseVariation(item, input.variation);
	if (!chosen.ok) return chosen;
	const addOns = chooseAddOns(item, input.addOnIds, input.addOnQtys);
	if (!addOns.ok) return addOns;
	const { variation, basePrice, stock } = chosen.value;
	return ok({
		variation,
		variationKey: variationKey(variation),
		addOnIds: addOns.value.ids,
		addOnQtys: addOns.value.qtys,
		price: unitPrice(item, basePrice, 0),
		listPrice: round2(basePrice),
		addOnsPrice: addOns.value.total,
		stock: keepsStock ? (stock ?? item.stock) : null,
	});
}
