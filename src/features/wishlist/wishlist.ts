/**
 * The wishlist (spec §2 wishlist drawer, §4 wishlist toggle, §5 'requires a token'): one store for
 * the header count, the cards' hearts, the product panel and the drawer. It holds the signed-in
 * customer's entries in the current zone and module, as `customer/wish-list` answers them.
 */
import { atom } from 'nanostores';
import { api, handleApiError, pageLocale } from '~/api-client/client';
import type { Wishlist } from '~/contracts/wishlist';
import { m } from '~/i18n/messages';
import { $zoneId } from '~/state/location.state';
import { $token } from '~/state/session.state';
import { toast } from '~/state/toast.state';
import { isWishlisted, type WishlistTarget, withoutEntry } from './wishlist-rules';

/** The entries, or null before the first answer (and for guests, or without a zone). */
export const $wishlist = atom<Wishlist | null>(null);
/** The last load failed (the drawer offers to try again). */
export const $wishlistFailed = atom(false);

const statusOf = (error: unknown) => (error as { status?: number } | null)?.status;

/** Whether the customer may have a wishlist here: signed in, with a zone (spec §2 header). */
export function wishlistAvailable(): boolean {
	return $token.get() !== '' && $zoneId.get() !== '';
}

/** Each load's ticket: only the latest answer is kept (an older one may predate a change). */
let latest = 0;

/** Fetches the entries again (after sign-in, a new location, an addition). */
export async function loadWishlist(): Promise<void> {
	const ticket = ++latest;
	if (!wishlistAvailable()) {
		$wishlist.set(null);
		return;
	}
	try {
		const list = await api.url('/customer/wish-list').get().json<Wishlist>();
		if (ticket !== latest) return;
		$wishlist.set({ item: list.item ?? [], store: list.store ?? [] });
		$wishlistFailed.set(false);
	} catch (error) {
		if (ticket !== latest) return;
		$wishlistFailed.set(true);
		if (statusOf(error) === 401) handleApiError(error);
	}
}

const params = (target: WishlistTarget) =>
	'itemId' in target ? { item_id: target.itemId } : { store_id: target.storeId };

/** Removes an entry: the server's message, and the entry gone from every view. */
export async function removeFromWishlist(target: WishlistTarget): Promise<boolean> {
	try {
		const { message } = await api
			.url('/customer/wish-list/remove')
			.query(params(target))
			.delete()
			.json<{ message: string }>();
		toast(message, 'success');
	} catch (error) {
		// Already gone (another tab, another device): the list just catches up.
		if (statusOf(error) !== 404) {
			handleApiError(error);
			return false;
		}
	}
	latest += 1; // a load already on its way may still hold the entry
	const list = $wishlist.get();
	if (list) $wishlist.set(withoutEntry(list, target));
	return true;
}

/** Adds an entry: the server's message, then the list again (the drawer shows whole entries). */
export async function addToWishlist(target: WishlistTarget): Promise<boolean> {
	try {
		const { message } = await api
			.url('/customer/wish-list/add')
			.post(params(target))
			.json<{ message: string }>();
		toast(message, 'success');
	} catch (error) {
		if (statusOf(error) !== 409) {
			handleApiError(error);
			return false;
		}
	}
	await loadWishlist();
	return true;
}

/**
 * The heart (spec §4): adds or removes. Guests are told 'You are not logged in' (spec §5). Settles
 * to whether the entry is in the wishlist afterwards.
 */
export async function toggleWishlist(target: WishlistTarget): Promise<boolean> {
	if (!$token.get()) {
		toast(m['cards.notLoggedIn']({}, { locale: pageLocale() }), 'error');
		return false;
	}
	if (isWishlisted($wishlist.get(), target)) return !(await removeFromWishlist(target));
	return addToWishlist(target);
}
