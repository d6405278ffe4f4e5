// spec §5 validation texts (name, last name, phone, email), §2 routes (sign-in target), §2 welcome
// modal ({validity}), contract §5 sign-in and sign-up payloads
import { compactPhone as normalizePhone, EMAIL_MAX, isEmail, isPhone } from '~/lib/contact';

/** Message keys of src/i18n/messages/auth.*.json a rule may answer with. */
export type AuthMessageKey =
	| 'auth.phoneOrEmailRequired'
	| 'auth.passwordRequired'
	| 'auth.firstNameRequired'
	| 'auth.lastNameRequired'
	| 'auth.phoneRequired'
	| 'auth.phoneInvalid'
	| 'auth.emailRequired'
	| 'auth.emailInvalid'
	| 'auth.emailTooLong'
	| 'auth.passwordTooShort'
	| 'auth.confirmRequired'
	| 'auth.passwordMismatch'
	| 'recovery.codeInvalid';

export type FieldErrors<F extends string> = Partial<Record<F, AuthMessageKey>>;

/** Sign-up passwords: the server's new-shape minimum (contract §5.1). */
export const PASSWORD_MIN = 8;
export const NAME_MAX = 100;
export const PASSWORD_MAX = 128;

// The shape rules live once in lib (issue 13): re-exported for the auth forms.
export { EMAIL_MAX, isEmail, isPhone, normalizePhone };

export interface SignInValues {
	email_or_phone: string;
	password: string;
}

export function validateSignIn(v: SignInValues): FieldErrors<keyof SignInValues> {
	const errors: FieldErrors<keyof SignInValues> = {};
	const who = v.email_or_phone.trim();
	if (!who) errors.email_or_phone = 'auth.phoneOrEmailRequired';
	else if (who.includes('@')) {
		if (!isEmail(who)) errors.email_or_phone = 'auth.emailInvalid';
	} else if (!isPhone(who)) errors.email_or_phone = 'auth.phoneInvalid';
	if (!v.password) errors.password = 'auth.passwordRequired';
	return errors;
}

/** POST auth/login, new shape (contract §5.1); `guest_id` takes the guest's cart along. */
export function loginBody(v: SignInValues, guestId: string) {
	const who = v.email_or_phone.trim();
	const byEmail = who.includes('@');
	return {
		login_type: 'manual' as const,
		field_type: byEmail ? ('email' as const) : ('phone' as const),
		email_or_phone: byEmail ? who.toLowerCase() : normalizePhone(who),
		password: v.password,
		...(guestId ? { guest_id: guestId } : {}),
	};
}

export interface SignUpValues {
	f_name: string;
	l_name: string;
	phone: string;
	email: string;
	password: string;
	confirm_password: string;
}

export function validateSignUp(v: SignUpValues): FieldErrors<keyof SignUpValues> {
	const errors: FieldErrors<keyof SignUpValues> = {};
	if (!v.f_name.trim()) errors.f_name = 'auth.firstNameRequired';
	if (!v.l_name.trim()) errors.l_name = 'auth.lastNameRequired';
	if (!v.phone.trim()) errors.phone = 'auth.phoneRequired';
	else if (!isPhone(v.phone)) errors.phone = 'auth.phoneInvalid';
	const email = v.email.trim();
	if (!email) errors.email = 'auth.emailRequired';
	else if (email.length > EMAIL_MAX) errors.email = 'auth.emailTooLong';
	else if (!isEmail(email)) errors.email = 'auth.emailInvalid';
	if (!v.password) errors.password = 'auth.passwordRequired';
	else if (v.password.length < PASSWORD_MIN) errors.password = 'auth.passwordTooShort';
	if (!v.confirm_password) errors.confirm_password = 'auth.confirmRequired';
	else if (v.password && v.confirm_password !== v.password)
		errors.confirm_password = 'auth.passwordMismatch';
	return errors;
}

/**
 * POST auth/sign-up in the f_name/l_name shape (contract §5.2): the form asks for both names,
 * and splitting one `name` at its first space would break two-word first names.
 */
export function signUpBody(v: SignUpValues, guestId: string) {
	return {
		f_name: v.f_name.trim(),
		l_name: v.l_name.trim(),
		phone: normalizePhone(v.phone),
		email: v.email.trim().toLowerCase(),
		password: v.password,
		...(guestId ? { guest_id: guestId } : {}),
	};
}

/**
 * Where to go after signing in: `?from=` when it is a path of this site (never another origin,
 * never back to the sign-in pages), else the fallback (/home).
 */
export function signInTarget(from: string | null, origin: string, fallback: string): string {
	if (!from?.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return fallback;
	let url: URL;
	try {
		url = new URL(from, origin);
	} catch {
		return fallback;
	}
	if (url.origin !== origin || /^\/(id\/)?auth(\/|$)/.test(url.pathname)) return fallback;
	// Dot segments can collapse to a protocol-relative path ("/.//evil.test" → "//evil.test").
	if (url.pathname.startsWith('//')) return fallback;
	return `${url.pathname}${url.search}${url.hash}`;
}

export type ValidityUnit = 'day' | 'month' | 'year';

/** customer/info `validity` ("7 days", "1 month") read into a count and a unit, to translate. */
export function parseValidity(validity: string): { count: number; unit: ValidityUnit } | null {
	const match = /^\s*(\d{1,4})\s+(day|month|year)s?\s*$/i.exec(validity);
	if (!match) return null;
	return { count: Number(match[1]), unit: (match[2] ?? 'day').toLowerCase() as ValidityUnit };
}
