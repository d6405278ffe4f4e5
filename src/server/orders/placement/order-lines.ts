/**
 * The lines of an order (contract §8.1 step 6): from the server cart or a buy-now `cart`, each
 * re-read from the database and checked (available, same store, prescription, maximum quantity,
 * choices, stock, availability window), then priced from the database alone.
 */
import type { Locale } from '~/config/locales';
import { MODULE_CAPABILITIES, type ModuleType } from '~/config/modules';
import type { VariationInput } from '~/contracts/cart';
import type { BuyNowLine } from '~/contracts/order-place';
import { isWithinTimeWindow, type LocalTime } from '~/lib/local-time';
import type { CartRow } from '../../cart/cart.repo';
import {
	type CartItemFacts,
	type ChosenVariation,
	chooseAddOns,
	chooseFoodOptions,
	chooseVariation,
	type RuleResult,
} from '../../cart/cart-rules';
import type { Item } from '../../catalog/item-format';
import { itemKey, loadItemsByKey } from '../../catalog/items-by-key';
import type { CatalogScope } from '../../catalog/scope';
import type { CartVariation, OrderLineAddOn } from '../../db/schema';
import { ApiError, apiError } from '../../http/errors';
import type { LineInput } from '../pricing/line-pricing';
import { placeMessage } from './place-order-messages';
import type { ProductDiscount } from '../pricing/product-discount';

export type LineItemType = 'Item' | 'ItemCampaign';

/** One line as asked for: a cart row or a buy-now entry. */
export interface LineRequest {
	itemType: LineItemType;
	itemId: number;
	quantity: number;
	variation: VariationInput;
	addOnIds: number[];
	addOnQtys: number[];
}

export function linesFromCart(rows: CartRow[]): LineRequest[] {
	return rows.map((row) => ({
		itemType: row.itemType === 'ItemCampaign' ? 'ItemCampaign' : 'Item',
		itemId: row.itemId,
		quantity: row.quantity,
		variation: row.variation as VariationInput,
		addOnIds: row.addOnIds,
		addOnQtys: row.addOnQtys,
	}));
}

export function linesFromBuyNow(lines: BuyNowLine[]): LineRequest[] {
	return lines.map((line) => ({
		itemType: line.item_type,
		itemId: line.item_id,
		quantity: line.quantity,
		variation: line.variation,
		addOnIds: line.add_on_ids,
		addOnQtys: line.add_on_qtys,
	}));
}

/** What the rules read of an item, as the catalogue formats it (contract §3.1). */
export interface OrderItemFacts extends CartItemFacts {
	id: number;
	name: string;
	is_prescription_required: number;
	available_time_starts: string;
	available_time_ends: string;
	add_ons: { id: number; name: string; price: number; store_id: number }[];
}

export interface ResolvedOrderLine<T extends OrderItemFacts = Item> {
	request: LineRequest;
	item: T;
	variation: CartVariation;
	/** The chosen non-food variation's `type`, '' otherwise (order line `variant`). */
	variant: string;
	addOns: OrderLineAddOn[];
	/** What `priceItems()` needs: the database's unit price, add-ons and discount. */
	pricing: LineInput;
}

export interface LineContext {
	storeId: number;
	moduleType: ModuleType;
	/** When the order is for (`schedule_at` or now), in the shop's time zone. */
	orderTime: LocalTime;
	locale: Locale;
	/** A prescription image came with the order (a preview is priced as if it had). */
	prescriptionAttached: boolean;
}

/** The items behind the lines, formatted as the catalogue serves them now, by `itemKey`. */
export function loadLineItems(
	scope: CatalogScope,
	requests: LineRequest[],
): Promise<Map<string, Item>> {
	return loadItemsByKey(
		scope,
		requests.map((r) => ({ type: r.itemType, id: r.itemId })),
	);
}

function choose(item: OrderItemFacts, variation: VariationInput): RuleResult<ChosenVariation> {
	const food = item.food_variations !== '' && item.food_variations.length > 0;
	return food ? chooseFoodOptions(item, variation) : chooseVariation(item, variation);
}

/** spec §5 discounts, contract §11.10: the formatter already swapped in the flash-sale terms. */
function discountOf(item: OrderItemFacts): ProductDiscount {
	return {
		flashSale: item.flash_sale
			? { discount: item.discount, discountType: item.discount_type }
			: null,
		storeDiscountPercent: item.store_discount,
		discount: item.discount,
		discountType: item.discount_type,
	};
}

/** The non-food variation type a line asks for, '' when none. */
function requestedType(request: LineRequest): string {
	const first = request.variation[0];
	return first && 'type' in first ? first.type : '';
}

function sumBy<K>(requests: LineRequest[], key: (r: LineRequest) => K): Map<K, number> {
	const sums = new Map<K, number>();
	for (const r of requests) sums.set(key(r), (sums.get(key(r)) ?? 0) + r.quantity);
	return sums;
}

/**
 * contract §8.1 step 6, in the original's order per line: the item must be active (404
 * `item`/`campaign`), of the ordered store (403 `different_stores`), without a prescription
 * requirement unless an image came with the order (403 `prescription`), within `maximum_cart_quantity`
 * across the order (406 `quantity`), with valid choices (403, the cart's messages) and, for
 * modules that keep stock, in stock (406 `campaign` 'Out of Stock'). Food must be available at
 * the order time (spec §5: item available only within its time window). An empty order is 403
 * `order_details`.
 */
export function resolveOrderLines<T extends OrderItemFacts>(
	requests: LineRequest[],
	items: Map<string, T>,
	ctx: LineContext,
): ResolvedOrderLine<T>[] {
	const m = (key: Parameters<typeof placeMessage>[0], name?: string) =>
		placeMessage(key, ctx.locale, name === undefined ? {} : { name });
	if (requests.length === 0) throw apiError(403, 'order_details', m('emptyOrder'));
	const capabilities = MODULE_CAPABILITIES[ctx.moduleType];
	const perItem = sumBy(requests, (r) => itemKey(r.itemType, r.itemId));
	const lines: ResolvedOrderLine<T>[] = [];
	for (const request of requests) {
		const key = itemKey(request.itemType, request.itemId);
		const item = items.get(key);
		if (!item) {
			const code = request.itemType === 'ItemCampaign' ? 'campaign' : 'item';
			throw apiError(404, code, m('productUnavailable'));
		}
		if (item.store_id !== ctx.storeId)
			throw apiError(403, 'different_stores', m('differentStores'));
		if (item.is_prescription_required === 1 && !ctx.prescriptionAttached)
			throw apiError(403, 'prescription', m('prescription'));
		const maximum = item.maximum_cart_quantity;
		if (maximum !== null && maximum > 0 && (perItem.get(key) ?? 0) > maximum)
			throw apiError(406, 'quantity', m('outOfLimits'));
		const choice = choose(item, request.variation);
		if (!choice.ok) {
			if (choice.error.code === 'stock') throw apiError(406, 'campaign', m('outOfStock'));
			throw new ApiError(choice.error.status, [choice.error]);
		}
		const addOns = chooseAddOns(item, request.addOnIds, request.addOnQtys);
		if (!addOns.ok) throw new ApiError(addOns.error.status, [addOns.error]);
		const variant =
			choice.value.variation[0] && 'type' in choice.value.variation[0]
				? choice.value.variation[0].type
				: '';
		if (capabilities.stock) {
			const sameChoice = requests
				.filter(
					(r) =>
						itemKey(r.itemType, r.itemId) === key &&
						(variant === '' || requestedType(r) === variant),
				)
				.reduce((sum, r) => sum + r.quantity, 0);
			const left = choice.value.stock ?? item.stock;
			if (sameChoice > left || (perItem.get(key) ?? 0) > item.stock)
				throw apiError(406, 'campaign', m('outOfStock'));
		}
		if (
			capabilities.item_available_time &&
			!isWithinTimeWindow(ctx.orderTime.time, item.available_time_starts, item.available_time_ends)
		)
			throw apiError(406, 'item', m('notAvailableNow', item.name));
		const lineAddOns = addOns.value.ids.map((id, i) => {
			const addOn = item.add_ons.find((a) => a.id === id);
			return {
				id,
				name: addOn?.name ?? '',
				price: addOn?.price ?? 0,
				quantity: addOns.value.qtys[i] ?? 1,
			};
		});
		lines.push({
			request,
			item,
			variation: choice.value.variation,
			variant,
			addOns: lineAddOns,
			pricing: {
				unitPrice: choice.value.basePrice,
				quantity: request.quantity,
				addOns: lineAddOns.map((a) => ({ price: a.price, quantity: a.quantity })),
				discount: discountOf(item),
			},
		});
	}
	return lines;
}
