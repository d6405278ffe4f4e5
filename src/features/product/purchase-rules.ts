import { MAX_ADD_ON_QTY } from '~/config/constants';
import { isAvailableNow, shortTime, truncate } from '~/features/catalog/card-rules';
import type { ProductItem } from './product-item';
import { type VariationChoice, variationKey } from './variation-rules';

// spec §2 product detail, §4 add button, §5 cart limits, §9 defaults: what the panel allows.

export const DEFAULT_QUANTITY = 1;
export { MAX_ADD_ON_QTY };
/** spec §9: the detail description is truncated at 130 characters. */
export const DESCRIPTION_CHARS = 130;

export type QuantityProblem = 'outOfStock' | 'outOfLimits';

/**
 * spec §5 cart limits: the quantity is at least 1; above `maximum_cart_quantity` (counting the
 * item's other cart lines) it is 'Out of Limits'; above the stock of a stock-keeping module,
 * 'Out of Stock'. A refused step keeps the quantity.
 */
export function stepQuantity(input: {
	quantity: number;
	delta: number;
	maximum: number | null;
	/** null: the module keeps no stock. */
	stock: number | null;
	otherLines?: number;
}): { quantity: number; problem: QuantityProblem | null } {
	const next = Math.max(DEFAULT_QUANTITY, input.quantity + input.delta);
	if (input.delta > 0) {
		const max = input.maximum ?? 0;
		if (max > 0 && next + (input.otherLines ?? 0) > max)
			return { quantity: input.quantity, problem: 'outOfLimits' };
		if (input.stock !== null && next > input.stock)
			return { quantity: input.quantity, problem: 'outOfStock' };
	}
	return { quantity: next, problem: null };
}

export type AddOnQuantities = Readonly<Record<number, number>>;

const clampAddOn = (qty: number) => Math.min(MAX_ADD_ON_QTY, Math.max(0, qty));

/** An add-on's checkbox: checking raises its quantity by one, unchecking lowers it by one. */
export function toggleAddOn(qtys: AddOnQuantities, id: number, checked: boolean): AddOnQuantities {
	return { ...qtys, [id]: clampAddOn((qtys[id] ?? 0) + (checked ? 1 : -1)) };
}

/** An add-on's plus and minus steppers (0 leaves it unchosen). */
export function stepAddOn(qtys: AddOnQuantities, id: number, delta: number): AddOnQuantities {
	return { ...qtys, [id]: clampAddOn((qtys[id] ?? 0) + delta) };
}

/** The cart's add_on_ids and add_on_qtys: chosen add-ons only, by id. */
export function addOnPayload(
	addOns: readonly { id: number }[],
	qtys: AddOnQuantities,
): { add_on_ids: number[]; add_on_qtys: number[] } {
	const chosen = addOns
		.map((a) => a.id)
		.filter((id) => (qtys[id] ?? 0) > 0)
		.sort((a, b) => a - b);
	return { add_on_ids: chosen, add_on_qtys: chosen.map((id) => qtys[id] ?? 0) };
}

/** Add-on quantities from a cart line's ids and quantities (1 when a quantity is missing). */
export function addOnQuantities(ids: readonly number[], qtys: readonly number[]): AddOnQuantities {
	return Object.fromEntries(ids.map((id, i) => [id, qtys[i] ?? 1]));
}

export type Availability =
	| { kind: 'open' }
	| { kind: 'closed'; start: string; end: string; orderLater: boolean };

/**
 * spec §2, §5: an item is available only within available_time_starts..ends (shop time). Outside
 * it, 'Not Available now' with the range, or, when the store takes scheduled orders, a note that
 * it can be ordered for later (adding and buying stay allowed then).
 */
export function availability(
	item: Pick<ProductItem, 'available_time_starts' | 'available_time_ends' | 'schedule_order'>,
	now: string,
): Availability {
	if (isAvailableNow(item, now)) return { kind: 'open' };
	return {
		kind: 'closed',
		start: shortTime(item.available_time_starts),
		end: shortTime(item.available_time_ends),
		orderLater: Boolean(item.schedule_order),
	};
}

export type PurchaseBlock = 'outOfStock' | 'variationOutOfStock' | 'unavailable' | null;

/**
 * Whether the shopper may add or buy, and whether the In Stock chip shows (spec §2, §4):
 * stock-keeping items at 0 are Out of Stock; a chosen variation at 0 says so; an item outside
 * its hours without scheduling is not available.
 */
export function purchaseBlock(input: {
	keepsStock: boolean;
	hasVariations: boolean;
	itemStock: number;
	variationStock: number | null;
	availability: Availability;
}): { block: PurchaseBlock; inStock: boolean } {
	const stock = input.hasVariations ? (input.variationStock ?? 0) : input.itemStock;
	const inStock = input.keepsStock && input.itemStock > 0 && stock > 0;
	let block: PurchaseBlock = null;
	if (input.keepsStock && !input.hasVariations && input.itemStock <= 0) block = 'outOfStock';
	else if (input.keepsStock && input.hasVariations && stock <= 0) block = 'variationOutOfStock';
	else if (input.availability.kind === 'closed' && !input.availability.orderLater)
		block = 'unavailable';
	return { block, inStock };
}

/** The parts of a cart line (contract §7) the panel compares with. */
export interface CartLineLike {
	id: number;
	item_id: number;
	item_type: string;
	quantity: number;
	variation: readonly VariationChoice[];
	add_on_ids: readonly number[];
	add_on_qtys: readonly number[];
}

const isCampaignLine = (line: CartLineLike) => line.item_type.endsWith('ItemCampaign');

/** The cart's lines of this item (and model), first the one with this exact variation. */
export function linesOfItem<T extends CartLineLike>(
	lines: readonly T[],
	itemId: number,
	model: 'Item' | 'ItemCampaign',
): T[] {
	return lines.filter(
		(l) => l.item_id === itemId && isCampaignLine(l) === (model === 'ItemCampaign'),
	);
}

/** spec §2 Update To Cart: the line holding this item with this very variation, if any. */
export function lineForChoice<T extends CartLineLike>(
	lines: readonly T[],
	itemId: number,
	model: 'Item' | 'ItemCampaign',
	variation: readonly VariationChoice[],
): T | undefined {
	const key = variationKey(variation);
	return linesOfItem(lines, itemId, model).find((l) => variationKey(l.variation) === key);
}

export interface LineChanges {
	quantity?: number;
	add_on_ids?: number[];
	add_on_qtys?: number[];
}

/** What an update would change on a line; null: 'No changes found to update.' */
export function lineChanges(
	line: CartLineLike,
	draft: { quantity: number; add_on_ids: number[]; add_on_qtys: number[] },
): LineChanges | null {
	const changes: LineChanges = {};
	if (line.quantity !== draft.quantity) changes.quantity = draft.quantity;
	const before = addOnPayload(
		line.add_on_ids.map((id) => ({ id })),
		addOnQuantities(line.add_on_ids, line.add_on_qtys),
	);
	const sameAddOns =
		before.add_on_ids.join() === draft.add_on_ids.join() &&
		before.add_on_qtys.join() === draft.add_on_qtys.join();
	if (!sameAddOns) {
		changes.add_on_ids = draft.add_on_ids;
		changes.add_on_qtys = draft.add_on_qtys;
	}
	return Object.keys(changes).length ? changes : null;
}

/** spec §9: the description cut at 130 characters, and whether it was cut. */
export function shortDescription(text: string): { text: string; cut: boolean } {
	const short = truncate(text, DESCRIPTION_CHARS);
	return { text: short, cut: short !== text };
}
