import { installReactPreambleInDev } from '~/components/ui/react-preamble';
import { hostOverlay } from '~/state/overlay-host';

/**
 * Opens the wishlist drawer whenever `$overlay` becomes 'wishlist', loading its island (and
 * React) on first use. (Not `loadIsland()`: this module is on every page.)
 */
export function installWishlistHost(): void {
	hostOverlay(
		'wishlist',
		() => installReactPreambleInDev().then(() => import('./WishlistDrawer')),
		(drawer) => drawer.showWishlistDrawer(),
	);
}
