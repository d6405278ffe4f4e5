// contract §5 forgot-password / verify-token / reset-password bodies; spec §5 validation texts
import {
	type FieldErrors,
	isEmail,
	isPhone,
	normalizePhone,
	PASSWORD_MAX,
	PASSWORD_MIN,
	validateSignIn,
} from './auth-rules';

/** The address the code goes to, as the API takes it: `{phone}` or `{email}`. */
export function addressBody(raw: string): { phone: string } | { email: string } {
	const who = raw.trim();
	return who.includes('@') ? { email: who.toLowerCase() } : { phone: normalizePhone(who) };
}

/** The same checks as the sign-in field (spec §5). */
export function validateAddress(raw: string): FieldErrors<'email_or_phone'> {
	const { email_or_phone } = validateSignIn({ email_or_phone: raw, password: 'x' });
	return email_or_phone ? { email_or_phone } : {};
}

export const isAddress = (raw: string) => isEmail(raw) || isPhone(raw);

export function validateCode(raw: string): FieldErrors<'reset_token'> {
	return /^\d{6}$/.test(raw.trim()) ? {} : { reset_token: 'recovery.codeInvalid' };
}

export function validateNewPassword(v: {
	password: string;
	confirm_password: string;
}): FieldErrors<'password' | 'confirm_password'> {
	const errors: FieldErrors<'password' | 'confirm_password'> = {};
	if (!v.password) errors.password = 'auth.passwordRequired';
	else if (v.password.length < PASSWORD_MIN || v.password.length > PASSWORD_MAX)
		errors.password = 'auth.passwordTooShort';
	if (!v.confirm_password) errors.confirm_password = 'auth.confirmRequired';
	else if (v.confirm_password !== v.password) errors.confirm_password = 'auth.passwordMismatch';
	return errors;
}
