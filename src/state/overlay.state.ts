import { atom } from 'nanostores';

/** The one overlay open at a time (ARCHITECTURE §6): islands open and close it through here. */
export type Overlay =
	| 'cart'
	| 'wishlist'
	| 'tracking'
	| 'side-menu'
	| 'module-picker'
	| 'location'
	| 'product'
	| null;

export const $overlay = atom<Overlay>(null);

export function openOverlay(overlay: Exclude<Overlay, null>): void {
	$overlay.set(overlay);
}

export function closeOverlay(): void {
	$overlay.set(null);
}
