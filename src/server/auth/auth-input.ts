import { z } from 'zod';
import {
	legacyLoginRequestSchema,
	legacySignUpRequestSchema,
	loginRequestSchema,
	phoneField,
	signUpRequestSchema,
} from '~/contracts/auth';
import { parseValue } from '../http/request-input';
import { apiError } from '../http/errors';

/**
 * Which of the two request shapes (contract §5.1 new, §5.2 legacy) a sign-up or sign-in is, read
 * into one form. Validation failures answer 403 with the field as code.
 */

export interface SignUpInput {
	legacy: boolean;
	fName: string;
	lName: string;
	email: string | undefined;
	phone: string;
	password: string;
	refCode: string | undefined;
	guestId: number | undefined;
}

export function signUpInput(raw: Record<string, unknown>): SignUpInput {
	if ('f_name' in raw || 'l_name' in raw) {
		const input = parseValue(raw, legacySignUpRequestSchema);
		return {
			legacy: true,
			fName: input.f_name,
			lName: input.l_name,
			email: input.email,
			phone: input.phone,
			password: input.password,
			refCode: input.ref_code,
			guestId: input.guest_id,
		};
	}
	const input = parseValue(raw, signUpRequestSchema);
	// The name splits at the first space (contract §5.1).
	const [first = input.name, ...last] = input.name.split(/\s+/);
	return {
		legacy: false,
		fName: first,
		lName: last.join(' '),
		email: input.email,
		phone: input.phone,
		password: input.password,
		refCode: input.ref_code,
		guestId: input.guest_id,
	};
}

/** A phone as stored, or 403 naming the field it came in. */
function phoneOf(value: string, field: string): string {
	return parseValue({ [field]: value }, z.object({ [field]: phoneField }))[field] as string;
}

export interface LoginInput {
	legacy: boolean;
	by: 'phone' | 'email';
	/** The phone as stored, or the lower-cased email. */
	value: string;
	password: string;
	guestId: number | undefined;
}

export function loginInput(raw: Record<string, unknown>): LoginInput {
	if ('login_type' in raw || 'email_or_phone' in raw) {
		if (raw.login_type !== 'manual')
			throw apiError(403, 'login_type', 'This sign-in method is not available.');
		const input = parseValue(raw, loginRequestSchema);
		const by = input.field_type ?? (input.email_or_phone.includes('@') ? 'email' : 'phone');
		return {
			legacy: false,
			by,
			value:
				by === 'email'
					? input.email_or_phone.toLowerCase()
					: phoneOf(input.email_or_phone, 'email_or_phone'),
			password: input.password,
			guestId: input.guest_id,
		};
	}
	const input = parseValue(raw, legacyLoginRequestSchema);
	return {
		legacy: true,
		...(input.phone
			? { by: 'phone', value: phoneOf(input.phone, 'phone') }
			: { by: 'email', value: (input.email ?? '').toLowerCase() }),
		password: input.password,
		guestId: input.guest_id,
	};
}
