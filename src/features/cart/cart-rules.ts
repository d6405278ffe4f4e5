import type { CartLine } from '~/contracts/cart';
import { round2 } from '~/lib/numbers';

/**
 * The cart's rules as the browser applies them (spec §4 cart item, cart drawer button; §5 cart
 * limits, one store; §9 free-delivery progress, leading zero). Pure: no DOM, no network. The
 * server checks limits and stores again; these only spare a request and say why at once.
 */

/** What the rules read of a cart line (a `CartLine` fits). */
export type RuleLine = Pick<
	CartLine,
	'id' | 'item_id' | 'item_type' | 'quantity' | 'variation' | 'total_price'
> & {
	item: Pick<
		CartLine['item'],
		'store_id' | 'module_type' | 'stock' | 'maximum_cart_quantity' | 'variations'
	>;
};

export type CartModel = 'Item' | 'ItemCampaign';

const ITEM_TYPES: Record<CartModel, string> = {
	Item: 'App\\Models\\Item',
	ItemCampaign: 'App\\Models\\ItemCampaign',
};

/** spec §7 cart/add: `ItemCampaign` when the item has `available_date_starts`, else `Item`. */
export function cartModel(item: { available_date_starts?: string | null | undefined }): CartModel {
	return item.available_date_starts ? 'ItemCampaign' : 'Item';
}

/** The first line of an item (of a model), as the cards and the product dialog look it up. */
export function lineForItem<L extends RuleLine>(
	lines: readonly L[],
	itemId: number,
	model: CartModel = 'Item',
): L | undefined {
	return lines.find((l) => l.item_id === itemId && l.item_type === ITEM_TYPES[model]);
}

/** The subtotal: the sum of the server's line totals (add-ons once per line, contract §11.9). */
export function cartSubtotal(lines: readonly Pick<CartLine, 'total_price'>[]): number {
	return round2(lines.reduce((sum, line) => sum + line.total_price, 0));
}

/**
 * What a line would cost without its discount: the line's `price` is the unit list price (as
 * the 6amMart clients read it, issue 19), add-ons once per line. Null when nothing is saved, so
 * the drawer shows only the server's total.
 */
export function lineListTotal(
	line: Pick<CartLine, 'price' | 'quantity' | 'add_ons_price' | 'total_price'>,
): number | null {
	const list = round2(line.price * line.quantity + line.add_ons_price);
	return list > line.total_price ? list : null;
}

/** spec §5: the cart holds one store's items; true when adding `storeId` would break that. */
export function otherStoreInCart(lines: readonly RuleLine[], storeId: number): boolean {
	return lines.some((l) => l.item.store_id !== storeId);
}

/** spec §9: quantities below 10 are shown with a leading zero ('01'). */
export function quantityLabel(quantity: number): string {
	const whole = Math.max(0, Math.trunc(quantity));
	return whole < 10 ? `0${whole}` : String(whole);
}

export interface MinimumOrderProgress {
	/** subtotal / minimum as a percentage, clamped 0–100. */
	percent: number;
	/** What is still to add before the store takes the order; 0 once reached. */
	remaining: number;
}

/**
 * The store's `minimum_order` against the cart's subtotal (issue 14 item 4), shown like the
 * free-delivery progress; null when the store sets none. The checkout refuses an order below it
 * (contract §8.1 step 8), so the cart says it first.
 */
export function minimumOrderProgress(
	subtotal: number,
	minimum: number | null | undefined,
	decimals = 2,
): MinimumOrderProgress | null {
	if (minimum == null || !Number.isFinite(minimum) || minimum <= 0) return null;
	const scale = 10 ** decimals;
	const minor = (value: number) => Math.round(Number((value * scale).toPrecision(15)));
	const amount = Math.max(0, Number.isFinite(subtotal) ? subtotal : 0);
	const percent = Math.min(100, (amount / minimum) * 100);
	return {
		percent: Math.round(percent * 10) / 10,
		remaining: Math.max(0, minor(minimum) - minor(amount)) / scale,
	};
}

/** Units a line may hold of its choice: the chosen variation's stock, else the item's. */
export function lineStock(line: RuleLine): number {
	const chosen = line.variation.find((v): v is { type: string } => 'type' in v);
	const variation = chosen && line.item.variations.find((v) => v.type === chosen.type);
	return variation ? variation.stock : line.item.stock;
}

export type StepRefusal = 'outOfStock' | 'outOfLimits';

/**
 * spec §5 cart limits: one more unit is refused when the item's maximum_cart_quantity is reached
 * across the cart ('Out of Limits'), or, outside food, when the stock is at or below the
 * quantity ('Out of Stock'). Food keeps no stock: only the maximum applies.
 */
export function increaseRefusal(line: RuleLine, lines: readonly RuleLine[]): StepRefusal | null {
	const maximum = line.item.maximum_cart_quantity;
	const units = lines
		.filter((l) => l.item_id === line.item_id && l.item_type === line.item_type)
		.reduce((sum, l) => sum + (l.id === line.id ? 0 : l.quantity), line.quantity);
	if (maximum !== null && maximum > 0 && units >= maximum) return 'outOfLimits';
	if (line.item.module_type !== 'food' && lineStock(line) <= line.quantity) return 'outOfStock';
	return null;
}

/** spec §4 cart item: at quantity 1 the minus becomes delete. */
export function decreaseAction(quantity: number): 'remove' | 'decrease' {
	return quantity <= 1 ? 'remove' : 'decrease';
}

export type CheckoutStep = 'checkout' | 'guest-prompt' | 'sign-in' | 'home';

/**
 * spec §4 cart drawer button: items and a token go to checkout; items, no token and guest
 * checkout on ask login-or-guest; items and neither go to sign-in; an empty cart goes home.
 */
export function checkoutStep(state: {
	lines: number;
	signedIn: boolean;
	guestCheckout: boolean;
}): CheckoutStep {
	if (state.lines === 0) return 'home';
	if (state.signedIn) return 'checkout';
	return state.guestCheckout ? 'guest-prompt' : 'sign-in';
}

export const CHECKOUT_PATH = '/checkout?page=cart';

/** The chosen options of a line in words: 'Size: Large, Extra: Cheese', or the variation type. */
export function variationSummary(variation: CartLine['variation']): string {
	return variation
		.map((v) =>
			'type' in v
				? v.type
				: `${v.name}: ${(Array.isArray(v.values.label) ? v.values.label : [v.values.label]).join(', ')}`,
		)
		.filter(Boolean)
		.join(' · ');
}

/** The line's add-ons as 'Cheese × 2, Egg'; names from the item, unknown ids left out. */
export function addOnSummary(line: {
	add_on_ids: number[];
	add_on_qtys: number[];
	item: { add_ons: { id: number; name: string }[] };
}): string {
	return line.add_on_ids
		.flatMap((id, i) => {
			const addOn = line.item.add_ons.find((a) => a.id === id);
			if (!addOn) return [];
			const qty = line.add_on_qtys[i] ?? 1;
			return [qty > 1 ? `${addOn.name} × ${qty}` : addOn.name];
		})
		.join(', ');
}
