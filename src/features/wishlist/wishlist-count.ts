import { showHeaderCount } from '~/components/layout/header-count';
import { $wishlist } from './wishlist';
import { installWishlist } from './wishlist-hearts';
import { entryCount } from './wishlist-rules';

/**
 * The header's wishlist count (spec §2: signed in with a zone) and the cards' hearts, once per
 * page: `$wishlist` is loaded by installWishlist() and kept current by every heart and removal.
 */
export function installWishlistCount(): void {
	$wishlist.subscribe((list) => showHeaderCount('wishlist', entryCount(list)));
	installWishlist();
}
