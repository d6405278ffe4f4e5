/**
 * spec §4 guest id: a visitor without a token orders, keeps a cart and tracks orders by a guest id
 * the server hands out (`auth/guest/request`), kept in `$guestId`.
 */
import { api } from '~/api-client/client';
import { $guestId, $token } from '~/state/session.state';

let guestRequest: Promise<string> | null = null;

/**
 * Without a token or a stored guest_id, asks `auth/guest/request` for one and stores it. Resolves
 * with the guest id ('' for a customer, or when the request failed: spec §8 says such failures
 * go to the console only).
 */
export function ensureGuestId(): Promise<string> {
	if ($token.get()) return Promise.resolve('');
	const known = $guestId.get();
	if (known) return Promise.resolve(known);
	guestRequest ??= api
		.url('/auth/guest/request')
		.post({})
		.json<{ guest_id: number }>()
		.then((body) => {
			const id = String(body.guest_id);
			$guestId.set(id);
			return id;
		})
		.catch((error: unknown) => {
			console.error('guest id request failed', error);
			return '';
		})
		.finally(() => {
			guestRequest = null;
		});
	return guestRequest;
}

/** `guest_id` for guests (query or body); nothing for a customer, whose token says who. */
export function ownerParams(): { guest_id?: string } {
	const guestId = $guestId.get();
	return $token.get() || !guestId ? {} : { guest_id: guestId };
}
