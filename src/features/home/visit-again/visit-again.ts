import { observeCarousels } from '~/components/ui/carousel';
import { $token } from '~/state/session.state';

/**
 * Fills the home's visit-again slot for a signed-in customer: the strip is rendered on the server
 * (/fragments/visit-again) with the token, so the page itself stays the same for everyone.
 */
export async function loadVisitAgain(slot: HTMLElement): Promise<void> {
	const token = $token.get();
	if (!token) return;
	try {
		const response = await fetch(slot.dataset.src ?? '/fragments/visit-again', {
			headers: { Authorization: `Bearer ${token}` },
		});
		if (!response.ok) return;
		const html = (await response.text()).trim();
		if (!html) return;
		slot.innerHTML = html;
		slot.hidden = false;
		// The page's carousels were set up before this one arrived.
		observeCarousels(slot);
	} catch {
		// The strip is a shortcut; without it the home is complete.
	}
}
