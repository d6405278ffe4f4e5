import { showHeaderCount } from '~/components/layout/header-count';
import { $module } from '~/state/module.state';
import { $guestId, $token } from '~/state/session.state';
import { $cart, $cartLoaded, loadCart } from './cart';

let installed = false;

/**
 * The header's cart count (spec §2): the lines of `$cart`, kept current by every cart change.
 * The cart is read once per page, and only when it has an owner (token or guest id) and a module.
 */
export function installCartCount(): void {
	if (installed) return;
	installed = true;
	$cart.subscribe((lines) => showHeaderCount('cart', lines.length));
	if (($token.get() || $guestId.get()) && $module.get() && !$cartLoaded.get()) void loadCart();
}
