/**
 * The browser's cart (spec §2 cart, §4 cart item and add button, §5 cart limits and one store,
 * §7 cart calls): `$cart` mirrors the server's lines for the token or guest id in the current
 * module. Every change goes through the API, which prices the lines; the answer replaces `$cart`
 * and `document` gets a `cart:changed` event. The dialogs load on first use.
 */
import { atom } from 'nanostores';
import { api, handleApiError, pageLocale } from '~/api-client/client';
import { isModuleType } from '~/config/modules';
import type { CartLine } from '~/contracts/cart';
import { m } from '~/i18n/messages';
import { hasLocation } from '~/state/location.state';
import { $module, selectModule } from '~/state/module.state';
import { openOverlay } from '~/state/overlay.state';
import { $guestId, $token } from '~/state/session.state';
import { toast } from '~/state/toast.state';
import { installCartHost } from './cart-host';
import { type CartModel, cartModel, lineForItem, otherStoreInCart } from './cart-rules';

export type { CartLine } from '~/contracts/cart';

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

/** The cart lines of the current owner and module, as the server last answered them. */
export const $cart = atom<CartLine[]>([]);
/** True once `$cart` holds the server's answer (or is known empty: no owner, no module). */
export const $cartLoaded = atom(false);

export const CART_CHANGED = 'cart:changed';

function changed(): void {
	document.dispatchEvent(new CustomEvent(CART_CHANGED, { detail: { count: $cart.get().length } }));
}

function setLines(lines: unknown): void {
	$cart.set(Array.isArray(lines) ? (lines as CartLine[]) : []);
	$cartLoaded.set(true);
}

/** `guest_id` for guests (query or body); nothing for a customer, whose token says who. */
function ownerParams(): { guest_id?: string } {
	const guestId = $guestId.get();
	return $token.get() || !guestId ? {} : { guest_id: guestId };
}

const statusOf = (error: unknown) => (error as { status?: number } | null)?.status;
const codeOf = (error: unknown) =>
	(error as { body?: { errors?: { code?: string }[] } } | null)?.body?.errors?.[0]?.code;

let guestRequest: Promise<string> | null = null;

/**
 * spec §4 guest id: without a token or a stored guest_id, asks `auth/guest/request` for one and
 * stores it. Resolves with the guest id ('' for a customer, or when the request failed: spec §8
 * says such failures go to the console only).
 */
export function ensureGuestId(): Promise<string> {
	if ($token.get()) return Promise.resolve('');
	const known = $guestId.get();
	if (known) return Promise.resolve(known);
	guestRequest ??= api
		.url('/auth/guest/request')
		.post({})
		.json<{ guest_id: number }>()
		.then((body) => {
			const id = String(body.guest_id);
			$guestId.set(id);
			return id;
		})
		.catch((error: unknown) => {
			console.error('guest id request failed', error);
			return '';
		})
		.finally(() => {
			guestRequest = null;
		});
	return guestRequest;
}

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

let loading: Promise<void> | null = null;

async function fetchCart(): Promise<void> {
	if (!($token.get() || $guestId.get()) || !$module.get()) {
		setLines([]);
		return;
	}
	try {
		setLines(await api.url('/customer/cart/list').query(ownerParams()).get().json<unknown>());
	} catch (error) {
		if (statusOf(error) === 401 && !$token.get()) {
			// The server does not know this guest (a new database): start afresh.
			$guestId.set('');
			setLines([]);
		} else if (statusOf(error) === 401) handleApiError(error);
		else console.error('cart list failed', error);
	}
}

/**
 * Reads the cart from the server into `$cart` (one request at a time). Never rejects: an expired
 * token signs out (spec §8), other failures leave `$cartLoaded` false and go to the console.
 */
export function loadCart(): Promise<void> {
	loading ??= fetchCart().finally(() => {
		loading = null;
	});
	return loading;
}

/** The first line of an item in the cart (cards and the product dialog use it). */
export function cartLineForItem(itemId: number, model: CartModel = 'Item'): CartLine | undefined {
	return lineForItem($cart.get(), itemId, model);
}

/** Opens the cart drawer (spec §2), loading its code on first use. */
export function openCart(): void {
	installCartHost();
	openOverlay('cart');
}

function postAdd(input: AddToCartInput): Promise<void> {
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
			.json<unknown>()
			.then(setLines),
	);
}

/** DELETE customer/cart/remove: the whole cart of this module; false (and toasted) on failure. */
async function emptyCart(): Promise<boolean> {
	try {
		await asOwner(() =>
			api.url('/customer/cart/remove').query(ownerParams()).delete().json<unknown>(),
		);
		setLines([]);
		changed();
		return true;
	} catch (error) {
		handleApiError(error);
		return false;
	}
}

/** The lines of a cart as an add request puts them back. */
function readdInput(line: CartLine): AddToCartInput {
	return {
		item: {
			id: line.item_id,
			store_id: line.item.store_id,
			name: line.item.name,
			module_type: line.item.module_type,
			// The model follows the campaign dates (cartModel): a campaign line stays a campaign line.
			available_date_starts: line.item_type.endsWith('ItemCampaign')
				? String(line.item.available_date_starts || 'campaign')
				: null,
		},
		quantity: line.quantity,
		variation: line.variation,
		add_on_ids: line.add_on_ids,
		add_on_qtys: line.add_on_qtys,
	};
}

/**
 * spec §4: another store's item asks first; confirming empties the cart, then adds. When the new
 * item cannot be added after all (stock, limits), the previous lines are put back: nothing is lost.
 */
async function replaceCartWith(input: AddToCartInput): Promise<boolean> {
	const { confirmClearCart } = await import('./clear-cart-dialog');
	if (!(await confirmClearCart())) return false;
	const previous = $cart.get();
	if (!(await emptyCart())) return false;
	try {
		await postAdd(input);
		toast(m['cart.clearedAndAdded']({}, { locale: pageLocale() }), 'success');
		changed();
		return true;
	} catch (error) {
		handleApiError(error);
		for (const line of previous) await postAdd(readdInput(line)).catch(() => undefined);
		changed();
		return false;
	}
}

/** The cart follows the item's module (carts are per module, contract §7). */
function followModule(item: AddToCartInput['item']): void {
	const current = $module.get();
	if (!item.module_id || current?.id === item.module_id) return;
	if (!isModuleType(item.module_type)) return;
	selectModule({ id: item.module_id, module_type: item.module_type, module_name: '' });
	$cart.set([]);
	$cartLoaded.set(false);
}

/**
 * Adds a line (spec §4 add button): asks for a location first (spec §5), gets a guest id when
 * needed, confirms clearing another store's cart, and says 'Item added to cart'. Resolves true
 * when the line was added; failures are toasted.
 */
export async function addToCart(input: AddToCartInput): Promise<boolean> {
	if (!hasLocation()) {
		// Loaded here, not up front: every page's header loads this module for its count.
		const { openLocationAlert } = await import('~/features/location/open-location');
		void openLocationAlert();
		return false;
	}
	followModule(input.item);
	if (!$token.get() && !(await ensureGuestId())) {
		toast(m['error.generic']({}, { locale: pageLocale() }), 'error');
		return false;
	}
	if (!$cartLoaded.get()) await loadCart();
	const storeId = input.item.store_id;
	if (storeId !== null && otherStoreInCart($cart.get(), storeId)) return replaceCartWith(input);
	try {
		await postAdd(input);
	} catch (error) {
		if (statusOf(error) === 403 && codeOf(error) === 'cart_store') return replaceCartWith(input);
		handleApiError(error);
		return false;
	}
	toast(m['cart.itemAdded']({}, { locale: pageLocale() }), 'success');
	changed();
	return true;
}

/**
 * Changes a line (quantity, and the choices when given); the server checks stock and limits.
 * Resolves true on success; failures ('Out of Stock', 'Out of Limits', …) are toasted. Says
 * nothing on success: the product dialog adds 'Item updated successfully' itself.
 */
export async function updateCartLine(line: CartLine, changes: CartLineChanges): Promise<boolean> {
	try {
		await asOwner(() =>
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
				.json<unknown>()
				.then(setLines),
		);
	} catch (error) {
		handleApiError(error);
		return false;
	}
	changed();
	return true;
}

/**
 * Removes one line. Toasts `message` on success ('Removed from cart.' unless told otherwise;
 * null for silence); failures are toasted.
 */
export async function removeCartLine(
	lineId: number,
	message: string | null = m['cart.removed']({}, { locale: pageLocale() }),
): Promise<boolean> {
	try {
		await asOwner(() =>
			api
				.url('/customer/cart/remove-item')
				.query({ ...ownerParams(), cart_id: lineId })
				.delete()
				.json<unknown>()
				.then(setLines),
		);
	} catch (error) {
		handleApiError(error);
		return false;
	}
	if (message) toast(message, 'success');
	changed();
	return true;
}

/** Empties the cart of the current module on the server and here; failures are toasted. */
export async function clearCart(): Promise<void> {
	if (!($token.get() || $guestId.get())) {
		setLines([]);
		return;
	}
	await emptyCart();
}

// Wherever the cart is in use (the header's count loads this module on every page), the header's
// cart button opens the drawer; CartHost.astro does the same for pages that never load it here.
if (typeof document !== 'undefined') installCartHost();
