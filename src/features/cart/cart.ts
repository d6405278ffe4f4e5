/**
 * The browser's cart (spec §2 cart, §4 cart item and add button, §5 cart limits and one store):
 * `$cart` mirrors the server's lines for the token or guest id in the current module. Every
 * change goes through the API (cart.api.ts), which prices the lines; the answer replaces `$cart`
 * and `document` gets a `cart:changed` event. The dialogs load on first use.
 */
import { atom } from 'nanostores';
import { handleApiError, pageLocale } from '~/api-client/client';
import { isModuleType } from '~/config/modules';
import type { CartLine } from '~/contracts/cart';
import { m } from '~/i18n/messages';
import { hasLocation } from '~/state/location.state';
import { $module, selectModule } from '~/state/module.state';
import { openOverlay } from '~/state/overlay.state';
import { $guestId, $token } from '~/state/session.state';
import { toast } from '~/state/toast.state';
import {
	type AddToCartInput,
	addLine,
	type CartLineChanges,
	codeOf,
	listLines,
	removeAll,
	removeLine,
	statusOf,
	updateLine,
} from './cart.api';
import { installCartHost } from './cart-host';
import { type CartModel, lineForItem, otherStoreInCart } from './cart-rules';
import { ensureGuestId } from './guest-id';

export type { CartLine } from '~/contracts/cart';

/** The cart lines of the current owner and module, as the server last answered them. */
export const $cart = atom<CartLine[]>([]);
/** True once `$cart` holds the server's answer (or is known empty: no owner, no module). */
export const $cartLoaded = atom(false);

const CART_CHANGED = 'cart:changed';

function changed(): void {
	document.dispatchEvent(new CustomEvent(CART_CHANGED, { detail: { count: $cart.get().length } }));
}

function setLines(lines: unknown): void {
	$cart.set(Array.isArray(lines) ? (lines as CartLine[]) : []);
	$cartLoaded.set(true);
}

let loading: Promise<void> | null = null;

async function fetchCart(): Promise<void> {
	if (!($token.get() || $guestId.get()) || !$module.get()) {
		setLines([]);
		return;
	}
	try {
		setLines(await listLines());
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

/** Empties the cart of this module; false (and toasted) on failure. */
async function emptyCart(): Promise<boolean> {
	try {
		await removeAll();
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
		setLines(await addLine(input));
		toast(m['cart.clearedAndAdded']({}, { locale: pageLocale() }), 'success');
		changed();
		return true;
	} catch (error) {
		handleApiError(error);
		for (const line of previous) {
			await addLine(readdInput(line))
				.then(setLines)
				.catch(() => undefined);
		}
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
		setLines(await addLine(input));
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
		setLines(await updateLine(line, changes));
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
		setLines(await removeLine(lineId));
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
