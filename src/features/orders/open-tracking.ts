/**
 * Opens the order tracking drawer (spec §2) from anywhere: only this small module is bundled
 * with a page; the drawer, its map and Leaflet load on the first press.
 */
export interface TrackingRequest {
	orderId: number;
	/** Guests track by order id plus the order's contact number (spec §5, §6). */
	contactNumber?: string | null;
}

let drawer: Promise<typeof import('./tracking-drawer')> | null = null;

function loadDrawer() {
	drawer ??= import('./tracking-drawer');
	drawer.catch(() => {
		drawer = null; // a failed download can be tried again
	});
	return drawer;
}

export async function openTrackingDrawer(request: TrackingRequest): Promise<void> {
	const { showTracking } = await loadDrawer();
	showTracking(request);
}

/** Starts fetching the drawer's code early, e.g. when a Track button comes into view. */
export function preloadTrackingDrawer(): void {
	void loadDrawer().catch(() => {});
}
