/**
 * The cards' hearts (spec §2 hover wishlist, §4 'empty heart becomes filled'): pressed for every
 * entry of the wishlist, kept so as the list changes and as cards arrive (infinite lists, tabs).
 * A press ('wishlist:toggle' from card-actions.ts) shows the new state at once and settles on
 * the server's answer.
 */
import { $wishlist, loadWishlist, toggleWishlist } from './wishlist';
import { isWishlisted, type WishlistTarget } from './wishlist-rules';

const HEART = '[data-card-action="wishlist"]';

function targetOf(heart: HTMLElement): WishlistTarget | null {
	if (heart.dataset.itemId) return { itemId: Number(heart.dataset.itemId) };
	if (heart.dataset.storeId) return { storeId: Number(heart.dataset.storeId) };
	return null;
}

/** Marks every card's heart for an item or store as in the wishlist, or not (aria-pressed). */
export function setWishlisted(target: WishlistTarget, on: boolean): void {
	const selector =
		'itemId' in target
			? `${HEART}[data-item-id="${target.itemId}"]`
			: `${HEART}[data-store-id="${target.storeId}"]`;
	for (const button of document.querySelectorAll<HTMLElement>(selector))
		button.setAttribute('aria-pressed', String(on));
}

/** Presses the hearts of every entry of `$wishlist`, and releases the others. */
export function markHearts(root: ParentNode = document): void {
	const list = $wishlist.get();
	for (const heart of root.querySelectorAll<HTMLElement>(HEART)) {
		const target = targetOf(heart);
		if (target) heart.setAttribute('aria-pressed', String(isWishlisted(list, target)));
	}
}

const pending = new Set<string>();

async function onToggle(target: WishlistTarget): Promise<void> {
	const key = JSON.stringify(target);
	if (pending.has(key)) return; // one change at a time per entry
	pending.add(key);
	setWishlisted(target, !isWishlisted($wishlist.get(), target));
	try {
		setWishlisted(target, await toggleWishlist(target));
	} finally {
		pending.delete(key);
	}
}

let installed = false;

/** Once per page (WishlistHost, wishlist-count.ts): hearts, the toggle event, and refetching on 'wishlist:changed'. */
export function installWishlist(): void {
	if (installed) return;
	installed = true;
	document.addEventListener('wishlist:toggle', (event) => {
		const detail = (event as CustomEvent<WishlistTarget>).detail;
		if (detail) void onToggle(detail);
	});
	document.addEventListener('wishlist:changed', () => void loadWishlist());
	$wishlist.listen(() => markHearts());
	let queued = false;
	new MutationObserver((records) => {
		if (queued || $wishlist.get() === null) return;
		const hearts = records.some((r) =>
			[...r.addedNodes].some(
				(n) => n instanceof Element && (n.matches(HEART) || n.querySelector(HEART)),
			),
		);
		if (!hearts) return;
		queued = true;
		requestAnimationFrame(() => {
			queued = false;
			markHearts();
		});
	}).observe(document.body, { childList: true, subtree: true });
	void loadWishlist();
}
