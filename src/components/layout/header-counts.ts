import { handleApiError, pageLocale } from '~/api-client/client';
import { $cart, $cartLoaded, loadCart } from '~/features/cart/cart';
import { $wishlist } from '~/features/wishlist/wishlist';
import { entryCount } from '~/features/wishlist/wishlist-rules';
import { m } from '~/i18n/messages';
import { $module } from '~/state/module.state';
import { $guestId, $token } from '~/state/session.state';

function showCount(kind: 'cart' | 'wishlist', count: number): void {
	const badge = document.querySelector<HTMLElement>(`[data-count="${kind}"]`);
	const button = badge?.closest<HTMLElement>('button');
	if (!badge || !button) return;
	badge.textContent = count > 99 ? '99+' : String(count);
	badge.hidden = count === 0;
	button.dataset.name ??= button.getAttribute('aria-label') ?? '';
	button.setAttribute(
		'aria-label',
		count > 0
			? // Plural rules of the page's language (issue 14: "Cart, 1 item", not "1 items").
				m[kind === 'cart' ? 'header.cartCount' : 'header.wishlistCount'](
					{ count },
					{ locale: pageLocale() },
				)
			: button.dataset.name,
	);
}

let cartListened = false;
let wishlistListened = false;

/**
 * The header's counts (spec §2): cart lines for a token or a guest id in the current module,
 * wishlist entries when signed in with a zone. Nothing is asked for before either exists.
 */
export async function loadHeaderCounts(): Promise<void> {
	const token = $token.get();
	const guestId = $guestId.get();
	const jobs: Promise<void>[] = [];
	if ((token || guestId) && $module.get()) {
		// The cart's own store: read once per page, kept current by every cart change.
		if (!cartListened) {
			cartListened = true;
			$cart.listen((lines) => showCount('cart', lines.length));
		}
		jobs.push(
			($cartLoaded.get() ? Promise.resolve() : loadCart()).then(() =>
				showCount('cart', $cart.get().length),
			),
		);
	}
	if (!wishlistListened) {
		// The wishlist's own store (features/wishlist), loaded by installWishlist() and kept
		// current by every heart and removal.
		wishlistListened = true;
		$wishlist.subscribe((list) => showCount('wishlist', entryCount(list)));
	}
	// A count is decoration: a failure leaves the badge hidden, except an expired token (spec §8).
	const results = await Promise.allSettled(jobs);
	const expired = results.find(
		(r) => r.status === 'rejected' && (r.reason as { status?: number })?.status === 401,
	);
	if (expired?.status === 'rejected') handleApiError(expired.reason);
}
