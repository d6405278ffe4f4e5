import { $overlay } from '~/state/overlay.state';

const FLAG = '__wishlistHost';

function loadDrawer() {
	return import('./wishlist-drawer');
}

/**
 * Opens the wishlist drawer whenever `$overlay` becomes 'wishlist'. The drawer's code loads on
 * the first opening, or early when the pointer or the focus reaches the header's button.
 */
export function installWishlistHost(): void {
	const scope = window as unknown as Record<string, boolean>;
	if (scope[FLAG]) return;
	scope[FLAG] = true;
	$overlay.subscribe((overlay) => {
		if (overlay === 'wishlist') void loadDrawer().then((drawer) => drawer.showWishlistDrawer());
	});
	for (const opener of document.querySelectorAll('[data-open-overlay="wishlist"]')) {
		for (const type of ['pointerenter', 'focus'])
			opener.addEventListener(type, () => void loadDrawer(), { once: true });
	}
}
