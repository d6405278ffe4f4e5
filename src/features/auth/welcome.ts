// spec §2 welcome modal for new sign-ups
import { pageLocale } from '~/api-client/client';
import { m } from '~/i18n/messages';
import type { WelcomeOffer } from './auth.api';
import { parseValidity } from './auth-rules';

const VALIDITY = {
	day: [m['auth.validityDay'], m['auth.validityDays']],
	month: [m['auth.validityMonth'], m['auth.validityMonths']],
	year: [m['auth.validityYear'], m['auth.validityYears']],
} as const;

/** "7 days" in the page's language; text the rules cannot read is shown as it came. */
export function localizedValidity(validity: string): string {
	const parsed = parseValidity(validity);
	if (!parsed) return validity;
	const [one, many] = VALIDITY[parsed.unit];
	return (parsed.count === 1 ? one : many)({ count: parsed.count }, { locale: pageLocale() });
}

/**
 * Opens the welcome modal, with the first-order discount line when customer/info says the new
 * customer is eligible; resolves when it closes (button, close or Escape).
 */
export function showWelcome(dialog: HTMLDialogElement, offer: WelcomeOffer | null): Promise<void> {
	const line = dialog.querySelector<HTMLElement>('[data-welcome-discount]');
	if (line && offer?.is_valid_for_discount) {
		line.textContent = (dialog.dataset.discount ?? '').replace(
			'{validity}',
			localizedValidity(offer.validity),
		);
		line.hidden = false;
	}
	return new Promise((resolve) => {
		dialog.addEventListener('close', () => resolve(), { once: true });
		dialog.showModal();
	});
}
