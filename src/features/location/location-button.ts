import { $location } from '~/state/location.state';

/**
 * The header's location button (spec §2): shows the chosen address (or 'Choose location') and
 * opens the location picker, whose code loads on the first press.
 */
export function bindLocationButton(): void {
	const button = document.querySelector<HTMLButtonElement>('[data-location-button]');
	if (!button) return;
	const text = button.querySelector<HTMLElement>('[data-location-text]');
	$location.subscribe((address) => {
		if (text) text.textContent = address || button.dataset.choose || '';
		const label = address ? (button.dataset.change ?? '').replace('{address}', address) : null;
		if (label) button.setAttribute('aria-label', label);
		else button.removeAttribute('aria-label');
	});
	button.addEventListener('click', async () => {
		const { openLocationPicker } = await import('./open-location');
		await openLocationPicker({ caller: 'header' });
	});
}
