import { persistentAtom } from '@nanostores/persistent';

/** localStorage `token` (spec §3): the customer's bearer token; '' when signed out. */
export const $token = persistentAtom<string>('token', '');

/** localStorage `guest_id`: the id the API gave this browser for guest carts and orders. */
export const $guestId = persistentAtom<string>('guest_id', '');

export function signOutLocally(): void {
	$token.set('');
}
