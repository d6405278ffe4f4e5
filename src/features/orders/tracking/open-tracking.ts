/**
 * Opens the order tracking drawer (spec §2) from anywhere: only this small module is bundled
 * with a page; the drawer's island (React), its map and Leaflet load on the first press.
 */
import { loadIsland } from '~/components/ui/load-island';

export interface TrackingRequest {
	orderId: number;
	/** Guests track by order id plus the order's contact number (spec §5, §6). */
	contactNumber?: string | null;
}

const load = () => import('./TrackingDrawer');

export async function openTrackingDrawer(request: TrackingRequest): Promise<void> {
	const { showTracking } = await loadIsland(load);
	showTracking(request);
}

/** Starts fetching the drawer's code early, e.g. when a Track button comes into view. */
export function preloadTrackingDrawer(): void {
	void loadIsland(load).catch(() => {});
}
