// spec §2 cancel order dialog: only this opener is bundled with the order page; the dialog's
// island (CancelDialog.tsx) loads on the first Cancel Order press, as most visits never cancel.
import { loadIsland } from '~/components/ui/load-island';
import type { Locale } from '~/config/locales';

const load = () => import('./CancelDialog');

/** Asks why the order is cancelled; resolves with the reason, or null on Back or close. */
export async function askCancelReason(locale: Locale): Promise<string | null> {
	const { ask } = await loadIsland(load);
	return ask(locale);
}
