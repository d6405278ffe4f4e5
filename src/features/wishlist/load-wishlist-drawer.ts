import { loadIsland } from '~/components/ui/load-island';

/**
 * The drawer's island (React and Ark's tabs with it). A module of its own, imported on demand by
 * wishlist-host.ts, so the host on every page does not carry the list of the island's chunks.
 */
export const loadWishlistDrawer = () => loadIsland(() => import('./WishlistDrawer'));
