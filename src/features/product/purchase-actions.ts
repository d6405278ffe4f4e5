import { pageLocale, signInPath } from '~/api-client/client';
import { addToCart, type CartLine, updateCartLine } from '~/features/cart/cart';
import { ensureGuestId } from '~/features/cart/guest-id';
import { openLocationAlert } from '~/features/location/open-location';
import { m } from '~/i18n/messages';
import { startBuyNow } from '~/state/buy-now.state';
import { hasLocation } from '~/state/location.state';
import { $token } from '~/state/session.state';
import { toast, toastAfterReload } from '~/state/toast.state';
import type { Purchase } from './product-draft';
import { cartModel, type ProductItem } from './product-item';
import { lineChanges } from './purchase-rules';

/**
 * What the panel's buttons do (spec §2 product detail, §4 add button): add or update the cart
 * line, or buy the line alone. Each resolves to a message for the panel to show (the page's
 * toasts sit under an open dialog), or null when the step went on elsewhere.
 */
export type ActionResult =
	| { done: true }
	| { done: false; message: string | null; kind: 'error' | 'info' };

const notDone = (
	message: string | null = null,
	kind: 'error' | 'info' = 'error',
): ActionResult => ({
	done: false,
	message,
	kind,
});

function cartItem(item: ProductItem) {
	return {
		id: item.id,
		store_id: item.store_id,
		name: item.name,
		module_type: item.module_type,
		module_id: item.module_id,
		available_date_starts: item.available_date_starts ?? null,
	};
}

/** Add to Cart, or Update To Cart when `line` holds this item with this variation. */
export async function saveToCart(
	item: ProductItem,
	chosen: Purchase,
	line: CartLine | undefined,
): Promise<ActionResult> {
	const { variation, add_on_ids, add_on_qtys, quantity } = chosen.payload;
	if (line) {
		const changes = lineChanges(line, { quantity, add_on_ids, add_on_qtys });
		if (!changes) return notDone(m['product.noChanges']({}, { locale: pageLocale() }), 'info');
		if (!(await updateCartLine(line, changes))) return notDone();
		toast(m['product.itemUpdated']({}, { locale: pageLocale() }), 'success');
		return { done: true };
	}
	const added = await addToCart({
		item: cartItem(item),
		quantity,
		variation,
		add_on_ids,
		add_on_qtys,
	});
	return added ? { done: true } : notDone();
}

/**
 * Buy Now (normal items) and Order Now (campaign items, which need a token: otherwise 'You are
 * not logged in' and the sign-in page): the line goes to the checkout alone.
 */
export async function buyNow(item: ProductItem, chosen: Purchase): Promise<ActionResult> {
	const locale = pageLocale();
	const model = cartModel(item);
	if (!hasLocation()) {
		void openLocationAlert();
		return notDone();
	}
	if (model === 'ItemCampaign' && !$token.get()) {
		// The sign-in page shows the message and comes back here (spec §5: Order Now requires a token).
		toastAfterReload(m['product.notLoggedIn']({}, { locale }), 'error');
		location.assign(signInPath(locale, location.pathname + location.search));
		return notDone();
	}
	// The checkout needs a token or a guest id (spec §4: a guest id is asked for when none is kept).
	if (!$token.get() && !(await ensureGuestId())) {
		toast(m['error.generic']({}, { locale }), 'error');
		return notDone();
	}
	const { variation, add_on_ids, add_on_qtys, quantity } = chosen.payload;
	startBuyNow({
		page: model === 'ItemCampaign' ? 'campaign' : 'buy_now',
		store_id: item.store_id,
		module_id: item.module_id,
		line: { item_id: item.id, item_type: model, quantity, variation, add_on_ids, add_on_qtys },
		item,
	});
	return { done: true };
}
