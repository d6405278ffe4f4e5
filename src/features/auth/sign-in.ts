// spec §2 /auth/sign-in, §4 signed in (a stored token), §8 'Sign in successfully.'
import { pageLocale } from '~/api-client/client';
import { m } from '~/i18n/messages';
import { localizedPath } from '~/lib/preferences';
import { $guestId, $token } from '~/state/session.state';
import { toastAfterReload } from '~/state/toast.state';
import { signIn } from './auth.api';
import { rememberToPickLocation } from './pick-after-sign-in';
import {
	clearErrors,
	enableForm,
	formValues,
	setBusy,
	showClientErrors,
	showServerError,
} from './auth-form';
import { loginBody, signInTarget, validateSignIn } from './auth-rules';

/** The page to show once signed in: `?from=` when it is ours, else /home in the page's language. */
export function afterSignIn(): string {
	const home = localizedPath('/home', pageLocale());
	return signInTarget(new URLSearchParams(location.search).get('from'), location.origin, home);
}

/** Someone already signed in has nothing to do here. True when it sends them on. */
export function leaveWhenSignedIn(): boolean {
	if (!$token.get()) return false;
	location.replace(localizedPath('/home', pageLocale()));
	return true;
}

export function bindSignIn(form: HTMLFormElement): void {
	if (leaveWhenSignedIn()) return;
	form.addEventListener('submit', async (event) => {
		event.preventDefault();
		if (form.getAttribute('aria-busy') === 'true') return;
		const values = formValues(form, ['email_or_phone', 'password'] as const);
		clearErrors(form);
		if (showClientErrors(form, validateSignIn(values))) return;
		setBusy(form, true);
		try {
			// The guest's cart moves to the account (contract §5.2).
			$token.set(await signIn(loginBody(values, $guestId.get())));
		} catch (error) {
			setBusy(form, false);
			showServerError(form, error);
			return;
		}
		toastAfterReload(m['auth.signedIn']({}, { locale: pageLocale() }));
		rememberToPickLocation();
		location.assign(afterSignIn());
	});
	enableForm(form);
}
