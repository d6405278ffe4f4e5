import { pageLocale } from '~/api-client/client';
import { m } from '~/i18n/messages';
import { $overlay, closeOverlay, openOverlay } from '~/state/overlay.state';
import './pick-from-map-prompt.css';

/** 'alert': adding to cart without a location (spec §5); 'prompt': insert a delivery location. */
export type PromptVariant = 'alert' | 'prompt';

let dialog: HTMLDialogElement | null = null;
let pickFromMap: () => void = () => {};
/** Set by 'Pick from Map'; runs once the dialog has closed and released the overlay. */
let next: (() => void) | null = null;

function button(text: string, className: string, onClick: () => void): HTMLButtonElement {
	const element = document.createElement('button');
	element.type = 'button';
	element.className = className;
	element.textContent = text;
	element.addEventListener('click', onClick);
	return element;
}

function createDialog(): HTMLDialogElement {
	const locale = pageLocale();
	const element = document.createElement('dialog');
	element.className = 'location-prompt';
	element.setAttribute('aria-labelledby', 'location-prompt-title');
	const head = document.createElement('div');
	head.className = 'location-prompt-head';
	const title = Object.assign(document.createElement('h2'), { id: 'location-prompt-title' });
	const close = button('\u00d7', 'location-prompt-close', () => element.close());
	close.setAttribute('aria-label', m['location.close']({}, { locale }));
	head.append(title, close);
	const body = Object.assign(document.createElement('p'), { className: 'location-prompt-body' });
	const actions = document.createElement('div');
	actions.className = 'location-prompt-actions';
	const pick = button(m['location.pickFromMap']({}, { locale }), 'location-prompt-pick', () => {
		next = pickFromMap;
		element.close();
	});
	actions.append(
		button(m['location.cancel']({}, { locale }), 'location-prompt-cancel', () => element.close()),
		pick,
	);
	element.append(head, body, actions);
	element.addEventListener('close', () => {
		if ($overlay.get() === 'location') closeOverlay();
		const then = next;
		next = null;
		then?.();
	});
	// Another overlay (cart, module picker) takes the screen: this one steps aside.
	$overlay.listen((overlay) => {
		if (overlay !== 'location' && element.open) element.close();
	});
	document.body.append(element);
	return element;
}

/**
 * The location alert and the insert-delivery-location prompt (spec §2, §5): a plain native
 * dialog, so it opens at once without loading the picker; 'Pick from Map' hands over to it.
 */
export function showPickFromMapPrompt(variant: PromptVariant, onPickFromMap: () => void): void {
	const locale = pageLocale();
	dialog ??= createDialog();
	pickFromMap = onPickFromMap;
	const [title, body] =
		variant === 'alert'
			? [m['location.alertTitle']({}, { locale }), m['location.alertBody']({}, { locale })]
			: [m['location.promptTitle']({}, { locale }), m['location.promptBody']({}, { locale })];
	const heading = dialog.querySelector('h2');
	const text = dialog.querySelector('.location-prompt-body');
	if (heading) heading.textContent = title;
	if (text) text.textContent = body;
	openOverlay('location');
	if (!dialog.open) dialog.showModal();
	dialog.querySelector<HTMLButtonElement>('.location-prompt-pick')?.focus();
}
