// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { $overlay, openOverlay } from '~/state/overlay.state';
import { showPickFromMapPrompt } from './pick-from-map-prompt';

// spec §2 insert-delivery-location prompt, §5 location alert: the layout's server-rendered dialog
// (LocationPrompt.astro) shows one variant; only 'Pick from Map' goes on to the map.
const MARKUP = `<dialog id="location-prompt" class="location-prompt" aria-labelledby="location-prompt-alert">
	<form method="dialog">
		<h2 id="location-prompt-alert" data-variant="alert">Choose your delivery location first</h2>
		<h2 id="location-prompt-prompt" data-variant="prompt" hidden>Insert delivery location</h2>
		<p data-variant="alert">alert body</p>
		<p data-variant="prompt" hidden>prompt body</p>
		<button class="location-prompt-cancel" value="cancel">Cancel</button>
		<button class="location-prompt-pick" value="pick">Pick from Map</button>
	</form>
</dialog>`;

function prompt(): HTMLDialogElement {
	const dialog = document.querySelector<HTMLDialogElement>('#location-prompt');
	if (!dialog) throw new Error('no prompt');
	return dialog;
}

const shown = () =>
	[...prompt().querySelectorAll<HTMLElement>('[data-variant]')]
		.filter((el) => !el.hidden)
		.map((el) => el.textContent);

document.body.innerHTML = MARKUP;

describe('showPickFromMapPrompt', () => {
	afterEach(() => {
		if (prompt().open) prompt().close();
	});

	test('shows the variant asked for, named by its heading, with Pick from Map focused', async () => {
		showPickFromMapPrompt('prompt', () => {});
		expect(prompt().open).toBe(true);
		expect(prompt().getAttribute('aria-labelledby')).toBe('location-prompt-prompt');
		expect(shown()).toEqual(['Insert delivery location', 'prompt body']);
		expect(document.activeElement?.textContent).toBe('Pick from Map');
		expect($overlay.get()).toBe('location');
		prompt().close();
		await vi.waitFor(() => expect($overlay.get()).toBeNull());

		showPickFromMapPrompt('alert', () => {});
		expect(prompt().getAttribute('aria-labelledby')).toBe('location-prompt-alert');
		expect(shown()).toEqual(['Choose your delivery location first', 'alert body']);
	});

	test('runs the map only after Pick from Map, once the dialog has closed', async () => {
		const toMap = vi.fn(() => expect(prompt().open).toBe(false));
		showPickFromMapPrompt('alert', toMap);
		prompt().close('cancel');
		await vi.waitFor(() => expect($overlay.get()).toBeNull());
		expect(toMap).not.toHaveBeenCalled();

		showPickFromMapPrompt('alert', toMap);
		prompt().close('pick');
		await vi.waitFor(() => expect(toMap).toHaveBeenCalledOnce());
	});

	test('steps aside when another overlay takes the screen, without going to the map', async () => {
		const toMap = vi.fn();
		showPickFromMapPrompt('alert', toMap);
		openOverlay('cart');
		expect(prompt().open).toBe(false);
		await new Promise((resolve) => setTimeout(resolve, 10));
		expect(toMap).not.toHaveBeenCalled();
		expect($overlay.get()).toBe('cart');
	});
});
