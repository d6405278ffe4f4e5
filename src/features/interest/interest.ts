import { api, apiErrorMessages, handleApiError } from '~/api-client/client';
import { $token } from '~/state/session.state';
import { toastAfterReload } from '~/state/toast.state';

/** The chosen category ids of the interest form. */
export function chosenInterests(form: HTMLFormElement): number[] {
	return new FormData(form)
		.getAll('interest')
		.map(Number)
		.filter((id) => Number.isSafeInteger(id) && id > 0);
}

/** Saves the chosen categories (customer/update-interest), then goes home; guests go home. */
export function bindInterestForm(form: HTMLFormElement): void {
	const home = form.dataset.home ?? '/home';
	if (!$token.get()) {
		location.replace(home);
		return;
	}
	const error = form.querySelector<HTMLElement>('[data-interest-error]');
	const save = form.querySelector<HTMLButtonElement>('button[type="submit"]');
	if (save) save.disabled = false;
	form.addEventListener('submit', async (event) => {
		event.preventDefault();
		if (save) save.disabled = true;
		try {
			await api
				.url('/customer/update-interest')
				.post({ interest: chosenInterests(form) })
				.json();
			toastAfterReload(form.dataset.saved ?? '');
			location.assign(home);
		} catch (failure) {
			if (error) {
				error.textContent = apiErrorMessages(failure).join(' ');
				error.hidden = false;
			}
			handleApiError(failure);
			if (save) save.disabled = false;
		}
	});
}
