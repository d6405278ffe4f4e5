// /auth/forgot-password: the address → POST auth/forgot-password → the code page.
import { pageLocale } from '~/api-client/client';
import { localizedPath } from '~/lib/preferences';
import { toastAfterReload } from '~/state/toast.state';
import {
	clearErrors,
	enableForm,
	formValues,
	setBusy,
	showClientErrors,
	showServerError,
} from './auth-form';
import { sendResetCode } from './recovery.api';
import { addressBody, validateAddress } from './recovery-rules';

export function bindForgotPassword(form: HTMLFormElement): void {
	form.addEventListener('submit', async (event) => {
		event.preventDefault();
		if (form.getAttribute('aria-busy') === 'true') return;
		const { email_or_phone } = formValues(form, ['email_or_phone'] as const);
		clearErrors(form);
		if (showClientErrors(form, validateAddress(email_or_phone))) return;
		setBusy(form, true);
		const address = addressBody(email_or_phone);
		try {
			toastAfterReload(await sendResetCode(address));
		} catch (error) {
			setBusy(form, false);
			showServerError(form, error);
			return;
		}
		const to = 'phone' in address ? address.phone : address.email;
		location.assign(
			`${localizedPath('/auth/reset-password', pageLocale())}?to=${encodeURIComponent(to)}`,
		);
	});
	enableForm(form);
}
