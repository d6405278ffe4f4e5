import { $overlay, type Overlay } from './overlay.state';

/** Kept on window: two copies of this module (a page and an island chunk) still install once. */
function installed(): Set<string> {
	const scope = window as unknown as { __overlayHosts?: Set<string> };
	scope.__overlayHosts ??= new Set();
	return scope.__overlayHosts;
}

/**
 * Shows a lazily loaded overlay whenever `$overlay` becomes `overlay` (its header button, or a
 * call to `openOverlay()`): `load` brings the overlay's code on the first opening, or early when
 * the pointer or the focus reaches one of its `[data-open-overlay]` buttons. Once per page.
 */
export function hostOverlay<T>(
	overlay: Exclude<Overlay, null>,
	load: () => Promise<T>,
	show: (loaded: T) => void,
): void {
	const hosts = installed();
	if (hosts.has(overlay)) return;
	hosts.add(overlay);
	$overlay.subscribe((open) => {
		if (open === overlay) void load().then(show);
	});
	for (const opener of document.querySelectorAll(`[data-open-overlay="${overlay}"]`)) {
		for (const type of ['pointerenter', 'focus'])
			opener.addEventListener(type, () => void load(), { once: true });
	}
}
