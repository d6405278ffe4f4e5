import { hostOverlay } from '~/state/overlay-host';

/** Opens the wishlist drawer whenever `$overlay` becomes 'wishlist', loading it on first use. */
export function installWishlistHost(): void {
	hostOverlay(
		'wishlist',
		() => import('./wishlist-drawer'),
		(drawer) => drawer.showWishlistDrawer(),
	);
}
