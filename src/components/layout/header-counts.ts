import { api, handleApiError } from '~/api-client/client';
import { $cart, $cartLoaded, loadCart } from '~/features/cart/cart';
import { $zoneId } from '~/state/location.state';
import { $module } from '~/state/module.state';
import { $guestId, $token } from '~/state/session.state';

function showCount(kind: 'cart' | 'wishlist', count: number): void {
	const badge = document.querySelector<HTMLElement>(`[data-count="${kind}"]`);
	const button = badge?.closest<HTMLElement>('button');
	if (!badge || !button) return;
	badge.textContent = count > 99 ? '99+' : String(count);
	badge.hidden = count === 0;
	if (count > 0)
		button.setAttribute(
			'aria-label',
			(button.dataset.label ?? '').replace('{count}', String(count)),
		);
}

let cartListened = false;

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
	if (token && $zoneId.get()) {
		jobs.push(
			api
				.url('/customer/wish-list')
				.get()
				.json<{ item?: unknown[]; store?: unknown[] }>()
				.then((list) =>
					showCount('wishlist', (list.item?.length ?? 0) + (list.store?.length ?? 0)),
				),
		);
	}
	// A count is decoration: a failure leaves the badge hidden, except an expired token (spec §8).
	const results = await Promise.allSettled(jobs);
	const expired = results.find(
		(r) => r.status === 'rejected' && (r.reason as { status?: number })?.status === 401,
	);
	if (expired?.status === 'rejected') handleApiError(expired.reason);
}
