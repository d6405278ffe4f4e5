import { pageLocale } from '~/api-client/client';
import { m } from '~/i18n/messages';
import { localizedPath } from '~/lib/preferences';
import { setDeliveryLocation } from '~/state/location.state';
import { $module, selectModule } from '~/state/module.state';
import { $token } from '~/state/session.state';
import { toast, toastAfterReload } from '~/state/toast.state';
import type { PickedPlace } from './location-dialog.state';
import { afterPick, type LocationCaller, parseZoneIds } from './location-rules';

/** The header reloads the page for the new place; the landing page goes on to the module home. */
function reloadHere(locale: ReturnType<typeof pageLocale>, caller: LocationCaller): void {
	toastAfterReload(m['location.newAddressSelected']({}, { locale }));
	if (caller === 'landing') location.assign(localizedPath('/home', locale));
	else location.reload();
}

/** Whether the selected module serves the new zones (GET /module answers for the zoneId header). */
async function stillServed(): Promise<boolean> {
	const current = $module.get();
	if (!current) return false;
	try {
		const { fetchModules } = await import('~/features/module-picker/modules.api');
		const here = (await fetchModules()).find((module) => module.id === current.id);
		if (here) selectModule(here);
		return Boolean(here);
	} catch {
		return false;
	}
}

/**
 * Pick Locations (spec §4): store the address, coordinates and zones, then, by caller, just close
 * (parcel, store), close with 'New location has been set.' (receiver), ask for a module the new
 * zones have, or reload the page for the new location with 'New delivery address selected.'.
 * Islands that depend on the zone follow `$zoneId`; the wishlist is refetched when signed in.
 */
export async function completePick(
	place: PickedPlace,
	caller: LocationCaller,
	{ close, onPicked }: { close: () => void; onPicked?: ((place: PickedPlace) => void) | undefined },
): Promise<void> {
	const locale = pageLocale();
	// A parcel's receiver is somewhere else: the shopper's own location stays as it was.
	if (caller !== 'receiver') setDeliveryLocation(place);
	// spec §4: the wishlist is per zone; when signed in it is fetched again (header counts, drawer).
	if ($token.get()) document.dispatchEvent(new CustomEvent('wishlist:changed'));
	onPicked?.(place);
	const next = afterPick(caller, $module.get(), parseZoneIds(place.zoneId));
	close();
	switch (next) {
		case 'close':
			return;
		case 'confirm-and-close':
			toast(m['location.newLocationSet']({}, { locale }), 'success');
			return;
		case 'choose-module': {
			// The stored module lists only the zones it was chosen in: ask whether it serves here.
			if (await stillServed()) return reloadHere(locale, caller);
			const { openModulePicker } = await import('~/features/module-picker/open-module-picker');
			await openModulePicker();
			return;
		}
		case 'reload':
			reloadHere(locale, caller);
	}
}
