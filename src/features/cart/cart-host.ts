import { loadIsland } from '~/components/ui/load-island';
import { hostOverlay } from '~/state/overlay-host';

const load = () => import('./CartDrawer');

/**
 * Opens the cart drawer whenever `$overlay` becomes 'cart' (the header's cart button, or
 * `openCart()`), loading the drawer's island (and React) on first use. Safe to call twice.
 */
export function installCartHost(): void {
	hostOverlay(
		'cart',
		() => loadIsland(load),
		(drawer) => drawer.showCartDrawer(),
	);
}
