import { hostOverlay } from '~/state/overlay-host';

/**
 * Opens the cart drawer whenever `$overlay` becomes 'cart' (the header's cart button, or
 * `openCart()`), loading the drawer's code on first use. Safe to call twice.
 */
export function installCartHost(): void {
	hostOverlay(
		'cart',
		() => import('./cart-drawer'),
		(drawer) => drawer.showCartDrawer(),
	);
}
