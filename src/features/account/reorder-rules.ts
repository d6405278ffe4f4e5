// Reorder ("Order again" on a delivered or cancelled order): which lines of the order can go back
// into the cart now, with the choices the item still offers. Prices are the cart's, that is
// today's (the server prices every cart line). Pure.
import type { AddToCartInput, CartVariationChoice } from '~/features/cart/cart.api';
import { lineName } from '~/features/orders/details/order-lines';
import type { OrderLine } from '~/features/orders/order-types';

export const REORDER_STATUSES = new Set(['delivered', 'canceled', 'refunded', 'failed']);

/** What reorder reads of `items/details/{id}` (contract §3.1). */
export interface CurrentItem {
	id: number;
	name: string;
	store_id: number;
	module_id?: number;
	module_type: string;
	status?: number;
	stock?: number | null;
	add_ons?: { id: number }[] | null;
}

export type ReorderPlan = { ok: true; input: AddToCartInput } | { ok: false; name: string };

const STOCKLESS = new Set(['food']);

function variationOf(line: OrderLine): CartVariationChoice[] {
	if (!Array.isArray(line.variation)) return line.variant ? [{ type: line.variant }] : [];
	return line.variation.filter(
		(v): v is CartVariationChoice =>
			typeof v === 'object' && v !== null && ('type' in v || 'values' in v),
	);
}

/**
 * A line goes back when its item still exists and sells (campaign items have ended their run),
 * with stock left in modules that keep stock; its add-ons only those the item still has.
 */
export function planReorderLine(line: OrderLine, item: CurrentItem | null): ReorderPlan {
	const name = item?.name ?? lineName(line);
	if (!item || line.item_campaign_id || item.status === 0) return { ok: false, name };
	if (!STOCKLESS.has(item.module_type) && (item.stock ?? 1) <= 0) return { ok: false, name };
	const offered = new Set((item.add_ons ?? []).map((a) => a.id));
	const addOns = (line.add_ons ?? []).flatMap((a) =>
		typeof a.id === 'number' && offered.has(a.id) ? [{ id: a.id, quantity: a.quantity }] : [],
	);
	return {
		ok: true,
		input: {
			item: {
				id: item.id,
				store_id: item.store_id,
				name: item.name,
				module_type: item.module_type,
				module_id: item.module_id,
			},
			quantity: Math.max(1, Math.round(Number(line.quantity) || 1)),
			variation: variationOf(line),
			add_on_ids: addOns.map((a) => a.id),
			add_on_qtys: addOns.map((a) => Math.max(1, Math.round(Number(a.quantity) || 1))),
		},
	};
}
