// spec §2 cancel order dialog and §7 cancellation reasons (offset=1, limit=10, type=customer).
import { handleApiError } from '~/api-client/client';
import { h } from './dom';
import { fetchCancelReasons } from './orders.api';

let reasonsLoaded = false;

async function fillReasons(dialog: HTMLDialogElement, box: HTMLElement): Promise<void> {
	if (reasonsLoaded) return;
	try {
		const reasons = await fetchCancelReasons();
		box.replaceChildren(
			...reasons.map((r) =>
				h(
					'label',
					null,
					h('input', { type: 'radio', name: 'reason', value: r.reason, required: true }),
					h('span', null, r.reason),
				),
			),
		);
		reasonsLoaded = true;
	} catch (error) {
		handleApiError(error);
		dialog.close('');
	}
}

/** Opens the dialog; resolves with the chosen reason on Submit, or null on Back or close. */
export function askCancelReason(dialog: HTMLDialogElement): Promise<string | null> {
	const form = dialog.querySelector('form');
	const box = dialog.querySelector<HTMLElement>('[data-reasons]');
	const error = dialog.querySelector<HTMLElement>('[data-reason-error]');
	if (!form || !box || !error) return Promise.resolve(null);
	error.hidden = true;
	form.reset();
	void fillReasons(dialog, box);
	dialog.returnValue = '';
	dialog.showModal();

	return new Promise((resolve) => {
		const onSubmit = (event: SubmitEvent) => {
			event.preventDefault();
			const chosen = new FormData(form).get('reason');
			if (typeof chosen !== 'string' || !chosen) {
				error.textContent = dialog.dataset.choose ?? '';
				error.hidden = false;
				box.querySelector<HTMLInputElement>('input')?.focus();
				return;
			}
			dialog.close(chosen);
		};
		const onBack = () => dialog.close('');
		const back = dialog.querySelector('[data-back]');
		form.addEventListener('submit', onSubmit);
		back?.addEventListener('click', onBack);
		dialog.addEventListener(
			'close',
			() => {
				form.removeEventListener('submit', onSubmit);
				back?.removeEventListener('click', onBack);
				resolve(dialog.returnValue || null);
			},
			{ once: true },
		);
	});
}
