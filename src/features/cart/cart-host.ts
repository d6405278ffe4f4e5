import { hostOverlay } from '~/state/overlay-host';

/**
 * Opens the cart drawer whenever `$overlay` becomes 'cart' (the header's cart button, or
 * `openCart()`), loading the drawer's island (and React) on first use. Safe to call twice.
 */
export function installCartHost(): void {
	hostOverlay(
		'cart',
		() => import('./load-cart-drawer').then((loader) => loader.loadCartDrawer()),
		(drawer) => drawer.showCartDrawer(),
	);
}
