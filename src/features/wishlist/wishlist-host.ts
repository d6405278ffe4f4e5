import { loadIsland } from '~/components/ui/load-island';
import { hostOverlay } from '~/state/overlay-host';

const load = () => import('./WishlistDrawer');

/** Opens the wishlist drawer whenever `$overlay` becomes 'wishlist', loading it on first use. */
export function installWishlistHost(): void {
	hostOverlay(
		'wishlist',
		() => loadIsland(load),
		(drawer) => drawer.showWishlistDrawer(),
	);
}
