import { pageLocale } from '~/api-client/client';
import { m } from '~/i18n/messages';

/**
 * Shows a count on the header's cart or wishlist button (spec §2), or hides it at 0, and names
 * the button with it ("Cart, 1 item": the page language's plural rules, issue 14). The features
 * call it with their own stores' counts (cart-count.ts, wishlist-count.ts).
 */
export function showHeaderCount(kind: 'cart' | 'wishlist', count: number): void {
	const badge = document.querySelector<HTMLElement>(`[data-count="${kind}"]`);
	const button = badge?.closest<HTMLElement>('button');
	if (!badge || !button) return;
	badge.textContent = count > 99 ? '99+' : String(count);
	badge.hidden = count === 0;
	button.dataset.name ??= button.getAttribute('aria-label') ?? '';
	button.setAttribute(
		'aria-label',
		count > 0
			? (kind === 'cart' ? m['header.cartCount'] : m['header.wishlistCount'])(
					{ count },
					{ locale: pageLocale() },
				)
			: button.dataset.name,
	);
}
