// spec §2 /auth/sign-up and the welcome modal, §5 validation texts, §8 'Signup successfully.'
import { pageLocale } from '~/api-client/client';
import { m } from '~/i18n/messages';
import { $guestId, $token } from '~/state/session.state';
import { toastAfterReload } from '~/state/toast.state';
import { fetchWelcomeOffer, signUp } from './auth.api';
import {
	clearErrors,
	enableForm,
	formValues,
	setBusy,
	showClientErrors,
	showServerError,
} from './auth-form';
import { signUpBody, validateSignUp } from './auth-rules';
import { afterSignIn, leaveWhenSignedIn } from './sign-in';
import { showWelcome } from './welcome';

const FIELDS = ['f_name', 'l_name', 'phone', 'email', 'password', 'confirm_password'] as const;

export function bindSignUp(form: HTMLFormElement, welcome: HTMLDialogElement | null): void {
	if (leaveWhenSignedIn()) return;
	form.addEventListener('submit', async (event) => {
		event.preventDefault();
		if (form.getAttribute('aria-busy') === 'true') return;
		const values = formValues(form, FIELDS);
		clearErrors(form);
		if (showClientErrors(form, validateSignUp(values))) return;
		setBusy(form, true);
		try {
			$token.set(await signUp(signUpBody(values, $guestId.get())));
		} catch (error) {
			setBusy(form, false);
			showServerError(form, error);
			return;
		}
		toastAfterReload(m['auth.signedUp']({}, { locale: pageLocale() }));
		// The welcome modal greets the new customer before the next page (spec §2).
		if (welcome) await showWelcome(welcome, await fetchWelcomeOffer());
		location.assign(afterSignIn());
	});
	enableForm(form);
}
