/**
 * The cart calls (spec §7 cart, contract §7): each answers the owner's lines in the current
 * module, priced by the server. A guest id the server no longer knows is replaced once.
 */
import { api } from '~/api-client/client';
import type { CartLine } from '~/contracts/cart';
import { $guestId, $token } from '~/state/session.state';
import { cartModel } from './cart-rules';
import { ensureGuestId, ownerParams } from './guest-id';

/** A choice as cart calls send it (spec §7): food `{name, values: {label}}`, else `{type}`. */
export type CartVariationChoice = { name: string; values: { label: string[] } } | { type: string };

export interface AddToCartInput {
	item: {
		id: number;
		/** null when the caller does not know it (a card): the server's one-store rule decides. */
		store_id: number | null;
		name: string;
		module_type: string;
		/** The item's module; when it differs from the selected one, the cart follows the item. */
		module_id?: number | undefined;
		/** Set for campaign items (spec §7: model ItemCampaign). */
		available_date_starts?: string | null | undefined;
	};
	quantity: number;
	variation: CartVariationChoice[];
	add_on_ids: number[];
	add_on_qtys: number[];
}

export interface CartLineChanges {
	quantity?: number;
	variation?: CartVariationChoice[];
	add_on_ids?: number[];
	add_on_qtys?: number[];
}

export const statusOf = (error: unknown) => (error as { status?: number } | null)?.status;
export const codeOf = (error: unknown) =>
	(error as { body?: { errors?: { code?: string }[] } } | null)?.body?.errors?.[0]?.code;

/**
 * Runs a cart call for the current owner. A guest id the server no longer knows (401 without a
 * token) is replaced by a new one and the call tried once more.
 */
async function asOwner<T>(call: () => Promise<T>): Promise<T> {
	try {
		return await call();
	} catch (error) {
		if (statusOf(error) !== 401 || $token.get() || !$guestId.get()) throw error;
		$guestId.set('');
		if (!(await ensureGuestId())) throw error;
		return call();
	}
}

/** GET customer/cart/list: the owner's lines (not retried: a 401 is the caller's to judge). */
export function listLines(): Promise<unknown> {
	return api.url('/customer/cart/list').query(ownerParams()).get().json<unknown>();
}

/** POST customer/cart/add. */
export function addLine(input: AddToCartInput): Promise<unknown> {
	return asOwner(() =>
		api
			.url('/customer/cart/add')
			.post({
				...ownerParams(),
				item_id: input.item.id,
				model: cartModel(input.item),
				quantity: input.quantity,
				variation: input.variation,
				add_on_ids: input.add_on_ids,
				add_on_qtys: input.add_on_qtys,
			})
			.json<unknown>(),
	);
}

/** POST customer/cart/update: the quantity, and the choices when given. */
export function updateLine(line: CartLine, changes: CartLineChanges): Promise<unknown> {
	return asOwner(() =>
		api
			.url('/customer/cart/update')
			.post({
				...ownerParams(),
				cart_id: line.id,
				quantity: changes.quantity ?? line.quantity,
				...(changes.variation ? { variation: changes.variation } : {}),
				...(changes.add_on_ids ? { add_on_ids: changes.add_on_ids } : {}),
				...(changes.add_on_qtys ? { add_on_qtys: changes.add_on_qtys } : {}),
			})
			.json<unknown>(),
	);
}

/** DELETE customer/cart/remove-item. */
export function removeLine(lineId: number): Promise<unknown> {
	return asOwner(() =>
		api
			.url('/customer/cart/remove-item')
			.query({ ...ownerParams(), cart_id: lineId })
			.delete()
			.json<unknown>(),
	);
}

/** DELETE customer/cart/remove: the whole cart of this module. */
export function removeAll(): Promise<unknown> {
	return asOwner(() =>
		api.url('/customer/cart/remove').query(ownerParams()).delete().json<unknown>(),
	);
}
