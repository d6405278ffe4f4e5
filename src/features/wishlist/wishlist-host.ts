import { hostOverlay } from '~/state/overlay-host';

/** Opens the wishlist drawer whenever `$overlay` becomes 'wishlist', loading it on first use. */
export function installWishlistHost(): void {
	hostOverlay(
		'wishlist',
		() => import('./load-wishlist-drawer').then((loader) => loader.loadWishlistDrawer()),
		(drawer) => drawer.showWishlistDrawer(),
	);
}
