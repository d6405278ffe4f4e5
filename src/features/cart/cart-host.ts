import { installReactPreambleInDev } from '~/components/ui/react-preamble';
import { hostOverlay } from '~/state/overlay-host';

/**
 * Opens the cart drawer whenever `$overlay` becomes 'cart' (the header's cart button, or
 * `openCart()`), loading the drawer's island (and React) on first use. Safe to call twice.
 * (Not `loadIsland()`: this module is on every page, and that one is kept off them.)
 */
export function installCartHost(): void {
	hostOverlay(
		'cart',
		() => installReactPreambleInDev().then(() => import('./CartDrawer')),
		(drawer) => drawer.showCartDrawer(),
	);
}
