import { apiErrorMessages, pageLocale } from '~/api-client/client';
import { m, type PlainMessage } from '~/i18n/messages';
import { toast } from '~/state/toast.state';
import type { AuthMessageKey, FieldErrors } from './auth-rules';

/** The browser side shared by the sign-in and sign-up forms: values, errors, busy state. */

function inputOf(form: HTMLFormElement, name: string): HTMLInputElement | null {
	const element = form.elements.namedItem(name);
	return element instanceof HTMLInputElement ? element : null;
}

export function formValues<K extends string>(
	form: HTMLFormElement,
	names: readonly K[],
): Record<K, string> {
	return Object.fromEntries(names.map((n) => [n, inputOf(form, n)?.value ?? ''])) as Record<
		K,
		string
	>;
}

function showFieldError(form: HTMLFormElement, name: string, message: string | null): boolean {
	const input = inputOf(form, name);
	const error = form.querySelector<HTMLElement>(`[data-error-for="${name}"]`);
	if (!input || !error) return false;
	if (message) input.setAttribute('aria-invalid', 'true');
	else input.removeAttribute('aria-invalid');
	error.textContent = message ?? '';
	error.hidden = !message;
	return true;
}

function formAlert(form: HTMLFormElement): HTMLElement | null {
	return form.querySelector<HTMLElement>('[data-form-alert]');
}

/** One message line above the button: a clone of the form's server-rendered line (AuthCard). */
function alertLine(form: HTMLFormElement, text: string): Node {
	const template = form.querySelector<HTMLTemplateElement>('template[data-form-alert-line]');
	const line = template?.content.firstElementChild?.cloneNode() ?? new Text();
	line.textContent = text;
	return line;
}

export function clearErrors(form: HTMLFormElement): void {
	for (const error of form.querySelectorAll<HTMLElement>('[data-error-for]'))
		showFieldError(form, error.dataset.errorFor ?? '', null);
	const alert = formAlert(form);
	if (alert) {
		alert.replaceChildren();
		alert.hidden = true;
	}
}

/** Each text a rule may answer with, named literally so the page carries only these (rule 7). */
const RULE_TEXT = {
	'auth.phoneOrEmailRequired': m['auth.phoneOrEmailRequired'],
	'auth.passwordRequired': m['auth.passwordRequired'],
	'auth.firstNameRequired': m['auth.firstNameRequired'],
	'auth.lastNameRequired': m['auth.lastNameRequired'],
	'auth.phoneRequired': m['auth.phoneRequired'],
	'auth.phoneInvalid': m['auth.phoneInvalid'],
	'auth.emailRequired': m['auth.emailRequired'],
	'auth.emailInvalid': m['auth.emailInvalid'],
	'auth.emailTooLong': m['auth.emailTooLong'],
	'auth.passwordTooShort': m['auth.passwordTooShort'],
	'auth.confirmRequired': m['auth.confirmRequired'],
	'auth.passwordMismatch': m['auth.passwordMismatch'],
	'recovery.codeInvalid': m['recovery.codeInvalid'],
} satisfies Record<AuthMessageKey, PlainMessage>;

/** The rules' verdict next to each field; focuses the first field at fault. True when any. */
export function showClientErrors(form: HTMLFormElement, errors: FieldErrors<string>): boolean {
	const locale = pageLocale();
	const names = Object.keys(errors);
	for (const [name, key] of Object.entries(errors))
		if (key) showFieldError(form, name, RULE_TEXT[key]({}, { locale }));
	const first = [...form.elements].find(
		(e): e is HTMLInputElement => e instanceof HTMLInputElement && names.includes(e.name),
	);
	first?.focus();
	return names.length > 0;
}

/**
 * A refused request (spec §8): each message next to its field when the server names one, all of
 * them above the button, and as toasts. What was typed stays.
 */
export function showServerError(form: HTMLFormElement, error: unknown): void {
	const locale = pageLocale();
	const body = (error as { body?: { errors?: unknown } } | null)?.body;
	const entries = Array.isArray(body?.errors)
		? (body.errors as { code?: unknown; message?: unknown }[])
		: [];
	let focus: HTMLElement | null = null;
	for (const entry of entries) {
		if (typeof entry.code !== 'string' || typeof entry.message !== 'string') continue;
		if (showFieldError(form, entry.code, entry.message)) focus ??= inputOf(form, entry.code);
	}
	const messages = apiErrorMessages(error);
	if (messages.length === 0) messages.push(m['error.generic']({}, { locale }));
	const alert = formAlert(form);
	if (alert) {
		alert.replaceChildren(...messages.map((text) => alertLine(form, text)));
		alert.hidden = false;
	}
	for (const text of messages) toast(text, 'error');
	(focus ?? alert)?.focus();
}

/** Disables the button while a request runs and says what is happening. */
export function setBusy(form: HTMLFormElement, busy: boolean): void {
	const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
	if (!button) return;
	button.dataset.label ??= button.textContent ?? '';
	button.disabled = busy;
	button.textContent = busy ? (button.dataset.busyLabel ?? '') : button.dataset.label;
	form.setAttribute('aria-busy', String(busy));
}

/** The script is ready: the button (disabled in the HTML until now) takes presses. */
export function enableForm(form: HTMLFormElement): void {
	bindPasswordToggle(form);
	setBusy(form, false);
}

/** "Show password" shows every password field of the form as text. */
function bindPasswordToggle(form: HTMLFormElement): void {
	const toggle = form.querySelector<HTMLInputElement>('[data-show-password]');
	toggle?.addEventListener('change', () => {
		for (const input of form.querySelectorAll<HTMLInputElement>('input[data-password]'))
			input.type = toggle.checked ? 'text' : 'password';
	});
}
