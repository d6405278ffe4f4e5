import { observeCarousels } from '~/components/ui/carousel';
import { initCashback } from '../offers/cashback';
import { installCouponCopy } from '../offers/coupon-copy';
import { initCountdowns } from '../offers/flash-countdown';
import { initGridScrollers } from '../sections/grid-scroller';
import { initHomeTabs } from '../tabs/home-tabs';

// ADR 038: the home's sections after the first screen arrive from /fragments/home-more when the
// shopper scrolls near them (rendered on the server and kept in the page cache like the home).
// Until then, and for good if the request fails, the slot holds links to their full lists.

/**
 * How far ahead of the viewport the rest is fetched: a screen's scroll ahead of the shopper, but
 * not within reach of the first screen, so a visit that does not scroll never parses the rest
 * (its ~280 KB of HTML was one long task on a phone: Lighthouse's TBT 754 ms on the food home).
 */
const AHEAD = '400px 0px';

/** Fills the slot with the rest of the home and sets up what its sections do. */
async function loadHomeMore(slot: HTMLElement): Promise<boolean> {
	try {
		const response = await fetch(slot.dataset.src ?? '/fragments/home-more', {
			headers: { Accept: 'text/html' },
		});
		if (!response.ok) return false;
		const html = (await response.text()).trim();
		if (!html) return false;
		slot.innerHTML = html;
		slot.dataset.loaded = 'true';
		slot.removeAttribute('aria-busy');
		observeCarousels(slot);
		initGridScrollers();
		initHomeTabs();
		initCountdowns();
		installCouponCopy();
		initCashback(slot);
		return true;
	} catch {
		return false; // the links stay: every list is still one click away
	}
}

/** Loads the rest once the slot comes within AHEAD of the viewport (at once without the API). */
export function watchHomeMore(slot: HTMLElement): void {
	if (typeof IntersectionObserver !== 'function') {
		void loadHomeMore(slot);
		return;
	}
	const observer = new IntersectionObserver(
		(entries) => {
			if (!entries.some((entry) => entry.isIntersecting)) return;
			observer.disconnect();
			void loadHomeMore(slot);
		},
		{ rootMargin: AHEAD },
	);
	observer.observe(slot);
}
