// /auth/reset-password?to=: the code (POST auth/verify-token), then the new password
// (PUT auth/reset-password), then back to sign-in with the success message.
import { pageLocale } from '~/api-client/client';
import { m } from '~/i18n/messages';
import { localizedPath } from '~/lib/preferences';
import { toast, toastAfterReload } from '~/state/toast.state';
import {
	clearErrors,
	enableForm,
	formValues,
	setBusy,
	showClientErrors,
	showServerError,
} from './auth-form';
import { resetPassword, verifyResetCode } from './recovery.api';
import { addressBody, validateCode, validateNewPassword } from './recovery-rules';

export function bindResetPassword(form: HTMLFormElement, to: string): void {
	const address = addressBody(to);
	const passwords = form.querySelector<HTMLElement>('[data-new-password]');
	const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
	const code = form.elements.namedItem('reset_token');
	let verified = false;

	function toPasswordStep(): void {
		verified = true;
		if (passwords) passwords.hidden = false;
		if (code instanceof HTMLInputElement) code.readOnly = true;
		if (button) {
			button.dataset.label = form.dataset.resetLabel ?? '';
			button.dataset.busyLabel = form.dataset.resetBusy ?? '';
			button.textContent = button.dataset.label;
		}
		form.querySelector<HTMLInputElement>('input[name="password"]')?.focus();
	}

	form.addEventListener('submit', async (event) => {
		event.preventDefault();
		if (form.getAttribute('aria-busy') === 'true') return;
		const locale = pageLocale();
		const values = formValues(form, ['reset_token', 'password', 'confirm_password'] as const);
		const token = values.reset_token.trim();
		clearErrors(form);
		const errors = verified
			? { ...validateCode(token), ...validateNewPassword(values) }
			: validateCode(token);
		if (showClientErrors(form, errors)) return;
		setBusy(form, true);
		try {
			if (!verified) {
				await verifyResetCode(address, token);
				setBusy(form, false);
				toast(m['recovery.codeAccepted']({}, { locale }), 'success');
				toPasswordStep();
				return;
			}
			await resetPassword(address, { ...values, reset_token: token });
		} catch (error) {
			setBusy(form, false);
			showServerError(form, error);
			return;
		}
		toastAfterReload(m['recovery.changed']({}, { locale }));
		location.assign(localizedPath('/auth/sign-in', locale));
	});
	enableForm(form);
}
