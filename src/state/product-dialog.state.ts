import { atom } from 'nanostores';
import { openOverlay } from './overlay.state';

/** The item the product dialog (quick view) shows, or null when it is closed. */
export interface QuickViewTarget {
	id: number;
	slug: string;
}

export const $quickView = atom<QuickViewTarget | null>(null);

let dialogRegistered = false;

/**
 * Called by the quick view's host (src/features/product/QuickViewHost.astro) on pages that have
 * it: quick views then open the dialog instead of going to the product page. The dialog's code
 * loads on the first `openQuickView()`. Returns the unregister function.
 */
export function registerProductDialog(): () => void {
	dialogRegistered = true;
	return () => {
		dialogRegistered = false;
	};
}

/** Whether a product dialog exists on this page; without one, cards go to the product page. */
export function hasProductDialog(): boolean {
	return dialogRegistered;
}

export function openQuickView(target: QuickViewTarget): void {
	$quickView.set(target);
	openOverlay('product');
}

export function closeQuickView(): void {
	$quickView.set(null);
}
