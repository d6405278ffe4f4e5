import { $overlay } from '~/state/overlay.state';

const FLAG = '__cartHost';

function loadDrawer() {
	return import('./cart-drawer');
}

/**
 * Opens the cart drawer whenever `$overlay` becomes 'cart' (the header's cart button, or
 * `openCart()`). The drawer's code loads on the first opening, or early when the pointer or the
 * focus reaches a cart button. Safe to call twice.
 */
export function installCartHost(): void {
	const scope = window as unknown as Record<string, boolean>;
	if (scope[FLAG]) return;
	scope[FLAG] = true;
	$overlay.subscribe((overlay) => {
		if (overlay === 'cart') void loadDrawer().then((drawer) => drawer.showCartDrawer());
	});
	for (const opener of document.querySelectorAll('[data-open-overlay="cart"]')) {
		for (const type of ['pointerenter', 'focus'])
			opener.addEventListener(type, () => void loadDrawer(), { once: true });
	}
}
