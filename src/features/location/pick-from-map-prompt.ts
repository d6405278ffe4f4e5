import { $overlay, closeOverlay, openOverlay } from '~/state/overlay.state';
import './pick-from-map-prompt.css';

/** 'alert': adding to cart without a location (spec §5); 'prompt': insert a delivery location. */
export type PromptVariant = 'alert' | 'prompt';

let pickFromMap: () => void = () => {};
let wired = false;

/** Once per page: the dialog's close hands over to the picker, and steps aside for other overlays. */
function wire(dialog: HTMLDialogElement): void {
	wired = true;
	dialog.addEventListener('close', () => {
		if ($overlay.get() === 'location') closeOverlay();
		// The form's buttons close it (method="dialog"); only 'Pick from Map' goes on to the map.
		if (dialog.returnValue === 'pick') pickFromMap();
	});
	// Another overlay (cart, module picker) takes the screen: this one steps aside.
	$overlay.listen((overlay) => {
		if (overlay !== 'location' && dialog.open) dialog.close();
	});
}

/**
 * The location alert and the insert-delivery-location prompt (spec §2, §5): the layout's closed
 * native dialog (LocationPrompt.astro), so it opens at once without loading the picker; 'Pick
 * from Map' hands over to it once the dialog has closed and released the overlay.
 */
export function showPickFromMapPrompt(variant: PromptVariant, onPickFromMap: () => void): void {
	const dialog = document.querySelector<HTMLDialogElement>('#location-prompt');
	if (!dialog) {
		onPickFromMap(); // a page without the prompt goes straight to the map
		return;
	}
	if (!wired) wire(dialog);
	pickFromMap = onPickFromMap;
	for (const part of dialog.querySelectorAll<HTMLElement>('[data-variant]'))
		part.hidden = part.dataset.variant !== variant;
	dialog.setAttribute('aria-labelledby', `location-prompt-${variant}`);
	dialog.returnValue = '';
	openOverlay('location');
	if (!dialog.open) dialog.showModal();
	dialog.querySelector<HTMLButtonElement>('.location-prompt-pick')?.focus();
}
