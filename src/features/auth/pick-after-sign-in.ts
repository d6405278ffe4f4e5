// issue 14 item 7: a shopper who signs in before choosing a place is not left on the landing
// page with "Choose location": the page they come back to offers the location picker at once,
// which lists their saved addresses (customer/address/list) to pick one, or the map.
import { hasLocation } from '~/state/location.state';

const KEY = 'pick-location-after-sign-in';

function session(): Storage | null {
	try {
		return sessionStorage;
	} catch {
		return null; // storage switched off
	}
}

/** Called as sign-in succeeds: remember to offer a place on the next page when none is set. */
export function rememberToPickLocation(): void {
	if (!hasLocation()) session()?.setItem(KEY, '1');
}

/** On every page: once after signing in without a place, open the picker (saved addresses first). */
export async function offerLocationAfterSignIn(): Promise<void> {
	const store = session();
	if (!store?.getItem(KEY)) return;
	store.removeItem(KEY);
	if (hasLocation() || location.pathname.includes('/auth/')) return;
	const landing = /^\/(id\/?)?$/.test(location.pathname);
	const { openLocationPicker } = await import('~/features/location/open-location');
	await openLocationPicker({ caller: landing ? 'landing' : 'header' });
}
