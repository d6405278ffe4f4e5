import { MODULE_CAPABILITIES } from '~/config/modules';
import type { CartAddRequest, CartLine, CartUpdateRequest, VariationInput } from '~/contracts/cart';
import { CART_MAX_LINES } from '~/contracts/cart';
import type { Item } from '../catalog/item-format';
import { itemKey, loadItemsByKey } from '../catalog/items-by-key';
import type { CatalogScope } from '../catalog/scope';
import type { Owner } from '../http/owner';
import { ApiError, apiError } from '../http/errors';
import { isoTimestamp } from '../http/urls';
import {
	CART_MESSAGES,
	type CartRuleError,
	checkQuantity,
	checkSameStore,
	type ResolvedLine,
	type RuleResult,
	resolveLine,
} from './cart-rules';
import {
	type CartRow,
	deleteLine,
	deleteLines,
	deleteLinesById,
	findLine,
	findLines,
	insertLine,
	lockOwnerCart,
	updateLine,
} from './cart.repo';

/** Whose cart, in which module (contract §7: lines are per owner and module). */
export interface CartContext {
	owner: Owner;
	/** The module's catalogue scope, without a zone filter: a line stays whatever the zone. */
	scope: CatalogScope;
	now: Date;
}

type ItemType = 'Item' | 'ItemCampaign';

function unwrap<T>(result: RuleResult<T>): T {
	if (!result.ok) throw ruleError(result.error);
	return result.value;
}

function ruleError(error: CartRuleError): ApiError {
	return new ApiError(error.status, [{ code: error.code, message: error.message }]);
}

function keepsStock(scope: CatalogScope): boolean {
	return MODULE_CAPABILITIES[scope.moduleType].stock;
}

interface LinePrice {
	/** One unit, discounted. */
	price: number;
	/** One unit before discounts: the line's `price` on the wire (issue 19). */
	listPrice: number;
	addOnsPrice: number;
}

function priceOf(row: CartRow, item: Item, scope: CatalogScope): LinePrice {
	const line = resolveLine(
		item,
		{
			variation: row.variation as VariationInput,
			addOnIds: row.addOnIds,
			addOnQtys: row.addOnQtys,
		},
		keepsStock(scope),
	);
	// A line whose choices no longer fit the item keeps its stored price until it is changed.
	return line.ok
		? {
				price: line.value.price,
				listPrice: line.value.listPrice,
				addOnsPrice: line.value.addOnsPrice,
			}
		: { price: row.price, listPrice: row.price, addOnsPrice: 0 };
}

/** The item as a line carries it: chosen options and add-ons marked (contract §7). */
function itemOfLine(item: Item, row: CartRow) {
	const chosen = new Map<string, string[]>();
	for (const choice of row.variation)
		if ('name' in choice) chosen.set(choice.name, choice.values.label);
	const addOns = item.add_ons.map((addOn) => {
		const at = row.addOnIds.indexOf(addOn.id);
		return { ...addOn, isChecked: at >= 0, quantity: at >= 0 ? (row.addOnQtys[at] ?? 1) : 0 };
	});
	return {
		...item,
		food_variations: item.food_variations.map((group) => ({
			...group,
			values: group.values.map((v) => ({
				...v,
				isSelected: chosen.get(group.name)?.includes(v.label) ?? false,
			})),
		})),
		add_ons: addOns,
		// The chosen add-ons only: the original client sums `price × quantity` over this list at
		// checkout and sends its ids back on cart/update (issue 19).
		addons: addOns.filter((addOn) => addOn.isChecked),
	};
}

function toLine(row: CartRow, item: Item, { price, listPrice, addOnsPrice }: LinePrice): CartLine {
	return {
		id: row.id,
		user_id: row.userId ?? row.guestId ?? 0,
		module_id: row.moduleId,
		item_id: row.itemId,
		is_guest: row.guestId !== null,
		add_on_ids: row.addOnIds,
		add_on_qtys: row.addOnQtys,
		item_type: row.itemType === 'ItemCampaign' ? 'App\\Models\\ItemCampaign' : 'App\\Models\\Item',
		// The list price: clients apply the item's discount to it themselves (issue 19).
		price: listPrice,
		add_ons_price: addOnsPrice,
		total_price: Math.round((price * row.quantity + addOnsPrice) * 100) / 100,
		quantity: row.quantity,
		variation: row.variation,
		created_at: isoTimestamp(row.createdAt),
		updated_at: isoTimestamp(row.updatedAt),
		item: itemOfLine(item, row),
	};
}

/**
 * GET customer/cart/list: the owner's lines in the module, priced now. Lines whose item is gone
 * (deleted, switched off, campaign over) are dropped.
 */
export async function listCart({ owner, scope }: CartContext): Promise<CartLine[]> {
	const rows = await findLines(scope.db, owner, scope.moduleId);
	if (rows.length === 0) return [];
	const items = await loadItemsByKey(
		scope,
		rows.map((r) => ({ type: r.itemType, id: r.itemId })),
	);
	const gone = rows.filter((r) => !items.has(itemKey(r.itemType, r.itemId)));
	await deleteLinesById(
		scope.db,
		gone.map((r) => r.id),
	);
	return rows.flatMap((row) => {
		const item = items.get(itemKey(row.itemType, row.itemId));
		return item ? [toLine(row, item, priceOf(row, item, scope))] : [];
	});
}

async function loadItem(scope: CatalogScope, type: ItemType, id: number): Promise<Item> {
	const item = (await loadItemsByKey(scope, [{ type, id }])).get(itemKey(type, id));
	// Unknown, switched off, or of another module than the moduleId header.
	if (!item) throw apiError(403, 'item_id', 'The selected item id is invalid.');
	return item;
}

/** Units of the same item on the cart's other lines (spec §5: the maximum is per item). */
function unitsElsewhere(lines: CartRow[], type: string, itemId: number, exceptId?: number) {
	return lines
		.filter((l) => l.itemType === type && l.itemId === itemId && l.id !== exceptId)
		.reduce((sum, l) => sum + l.quantity, 0);
}

function checkLine(
	lines: CartRow[],
	item: Item,
	type: ItemType,
	line: ResolvedLine,
	quantity: number,
	exceptId?: number,
): void {
	const others = lines.filter((l) => l.id !== exceptId);
	unwrap(
		checkSameStore(
			others.map((l) => l.storeId),
			item.store_id,
		),
	);
	if (
		others.some(
			(l) => l.itemType === type && l.itemId === item.id && l.variationKey === line.variationKey,
		)
	)
		throw apiError(403, 'cart_item', CART_MESSAGES.duplicate);
	unwrap(
		checkQuantity({
			quantity,
			otherLines: unitsElsewhere(lines, type, item.id, exceptId),
			maximum: item.maximum_cart_quantity,
			stock: line.stock,
		}),
	);
}

/** POST customer/cart/add: validated and priced by the server (the client's price is ignored). */
export async function addToCart(ctx: CartContext, input: CartAddRequest): Promise<CartLine[]> {
	const { owner, scope, now } = ctx;
	const item = await loadItem(scope, input.model, input.item_id);
	const line = unwrap(
		resolveLine(
			item,
			{ variation: input.variation, addOnIds: input.add_on_ids, addOnQtys: input.add_on_qtys },
			keepsStock(scope),
		),
	);
	await scope.db.transaction(async (tx) => {
		await lockOwnerCart(tx, owner);
		const lines = await findLines(tx, owner, scope.moduleId);
		checkLine(lines, item, input.model, line, input.quantity);
		if (lines.length >= CART_MAX_LINES) throw apiError(403, 'cart', CART_MESSAGES.full);
		await insertLine(tx, owner, {
			moduleId: scope.moduleId,
			storeId: item.store_id,
			itemType: input.model,
			itemId: item.id,
			variation: line.variation,
			variationKey: line.variationKey,
			addOnIds: line.addOnIds,
			addOnQtys: line.addOnQtys,
			price: line.price,
			quantity: input.quantity,
			createdAt: now,
			updatedAt: now,
		});
	});
	return listCart(ctx);
}

function notInCart(): ApiError {
	return apiError(404, 'cart_id', 'Cart item not found.');
}

/** POST customer/cart/update: quantity, and the choices when sent; checked as on add. */
export async function updateCart(ctx: CartContext, input: CartUpdateRequest): Promise<CartLine[]> {
	const { owner, scope, now } = ctx;
	const row = await findLine(scope.db, owner, input.cart_id);
	if (!row || row.moduleId !== scope.moduleId) throw notInCart();
	const type = row.itemType as ItemType;
	const item = await loadItem(scope, type, row.itemId);
	const line = unwrap(
		resolveLine(
			item,
			{
				variation: input.variation ?? (row.variation as VariationInput),
				addOnIds: input.add_on_ids ?? row.addOnIds,
				addOnQtys: input.add_on_qtys ?? (input.add_on_ids ? [] : row.addOnQtys),
			},
			keepsStock(scope),
		),
	);
	await scope.db.transaction(async (tx) => {
		await lockOwnerCart(tx, owner);
		const lines = await findLines(tx, owner, scope.moduleId);
		if (!lines.some((l) => l.id === row.id)) throw notInCart();
		checkLine(lines, item, type, line, input.quantity, row.id);
		await updateLine(tx, row.id, {
			variation: line.variation,
			variationKey: line.variationKey,
			addOnIds: line.addOnIds,
			addOnQtys: line.addOnQtys,
			price: line.price,
			quantity: input.quantity,
			updatedAt: now,
		});
	});
	return listCart(ctx);
}

/** DELETE customer/cart/remove-item: only the owner's own line. */
export async function removeCartLine(ctx: CartContext, cartId: number): Promise<CartLine[]> {
	const row = await findLine(ctx.scope.db, ctx.owner, cartId);
	if (!row || row.moduleId !== ctx.scope.moduleId) throw notInCart();
	await deleteLine(ctx.scope.db, ctx.owner, cartId);
	return listCart(ctx);
}

/** DELETE customer/cart/remove: empties this module's cart; other modules' carts stay. */
export async function clearCart({ owner, scope }: CartContext): Promise<[]> {
	await deleteLines(scope.db, owner, scope.moduleId);
	return [];
}
