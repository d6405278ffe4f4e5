import { z } from 'zod';
import './field-messages';
import { PHONE_PATTERN } from '~/lib/contact';
import { safeString } from './text';

/**
 * Sign-up, sign-in and guest payloads (contract §5) and the customer object (contract §6),
 * snake_case as on the wire. Form posts carry every value as a string, so numbers also parse
 * from their text.
 */

const PASSWORD_MAX = 128;

const text = (field: string, max: number) =>
	safeString(`The ${field} field is required.`)
		.trim()
		.min(1, { error: `The ${field} field is required.` })
		.max(max, { error: `The ${field} may not be greater than ${max} characters.` });

/** Phone numbers as typed: digits with an optional leading +, spaces and dashes ignored. */
export const phoneField = safeString('The phone field is required.')
	.transform((v) => v.replace(/[\s\-().]/g, ''))
	.pipe(
		z
			.string()
			.min(1, { error: 'The phone field is required.' })
			.regex(PHONE_PATTERN, { error: 'The phone format is invalid.' }),
	);

export const emailField = safeString('The email field is required.')
	.trim()
	.toLowerCase()
	.max(255, { error: 'The email may not be greater than 255 characters.' })
	.pipe(z.email({ error: 'The email must be a valid email address.' }));

/** Passwords keep their spaces, but one of nothing but spaces is no password (contract §5). */
const password = (min: number) =>
	safeString('The password field is required.')
		.refine((v) => v.trim() !== '', { error: 'The password field is required.', abort: true })
		.min(min, { error: `The password must be at least ${min} characters.` })
		.max(PASSWORD_MAX, {
			error: `The password may not be greater than ${PASSWORD_MAX} characters.`,
		});

/** A guest id as issued by `auth/guest/request`; other text (`null`, `undefined`) means none. */
export const guestIdField = z
	.union([z.number(), z.string()])
	.optional()
	.transform((v) => {
		const n = typeof v === 'string' && /^\d{1,16}$/.test(v.trim()) ? Number(v) : v;
		return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : undefined;
	});

const optionalText = (max: number) =>
	z
		.string()
		.trim()
		.max(max)
		.optional()
		.transform((v) => v || undefined);

/** New shape (contract §5.1): one `name`, split at the first space. */
export const signUpRequestSchema = z.object({
	name: text('name', 100),
	email: z.preprocess((v) => (v === '' || v === null ? undefined : v), emailField.optional()),
	phone: phoneField,
	password: password(8),
	ref_code: optionalText(40),
	guest_id: guestIdField,
});

/** Legacy shape (contract §5.2), as 6amMart v2 storefronts post it. */
export const legacySignUpRequestSchema = z.object({
	f_name: text('first name', 100),
	l_name: text('last name', 100),
	email: emailField,
	phone: phoneField,
	password: password(6),
	ref_code: optionalText(40),
	guest_id: guestIdField,
});

/** New shape (contract §5.1): `login_type=manual` with `email_or_phone` and `field_type`. */
export const loginRequestSchema = z.object({
	login_type: z.enum(['manual', 'otp', 'social'], {
		error: 'The selected login type is invalid.',
	}),
	email_or_phone: text('email or phone', 255),
	password: password(6),
	field_type: z.enum(['phone', 'email']).optional(),
	guest_id: guestIdField,
});

/** Legacy shape (contract §5.2): `phone` or `email` with `password`. */
export const legacyLoginRequestSchema = z
	.object({
		phone: z.string().trim().max(40).optional(),
		email: z.string().trim().max(255).optional(),
		password: password(6),
		guest_id: guestIdField,
	})
	.refine((v) => Boolean(v.phone || v.email), {
		error: 'The phone field is required.',
		path: ['phone'],
	});

export const guestRequestSchema = z.object({ fcm_token: optionalText(500) });

/** Every new-style success (contract §5.1); `token` is null when another step is needed. */
export const authEnvelopeSchema = z.object({
	token: z.string().nullable(),
	is_phone_verified: z.number().int(),
	is_email_verified: z.number().int(),
	is_personal_info: z.number().int(),
	is_exist_user: z
		.object({ id: z.number(), name: z.string(), image: z.string().nullable() })
		.nullable(),
	login_type: z.string(),
	email: z.string().nullable(),
});
export type AuthEnvelope = z.infer<typeof authEnvelopeSchema>;

/** Legacy login answer; legacy sign-up adds `phone_verify_end_url` (contract §5.2). */
export const legacyAuthSchema = z.object({
	token: z.string(),
	is_phone_verified: z.number().int(),
	phone_verify_end_url: z.string().optional(),
});

export const guestResponseSchema = z.object({ message: z.string(), guest_id: z.number().int() });

export const messageSchema = z.object({ message: z.string() });

/** GET customer/info (contract §6); documented fields, more pass through. */
export const customerInfoSchema = z.looseObject({
	id: z.number().int(),
	f_name: z.string(),
	l_name: z.string(),
	phone: z.string(),
	email: z.string().nullable(),
	image: z.string().nullable(),
	image_full_url: z.string().nullable(),
	is_phone_verified: z.number().int(),
	is_email_verified: z.number().int(),
	status: z.number().int(),
	order_count: z.number().int(),
	login_medium: z.string(),
	wallet_balance: z.number(),
	loyalty_point: z.number().int(),
	ref_code: z.string().nullable(),
	current_language_key: z.string(),
	member_since_days: z.number().int(),
	selected_modules_for_interest: z.array(z.number()),
	is_valid_for_discount: z.boolean(),
	discount_amount: z.number(),
	discount_amount_type: z.string(),
	validity: z.string(),
	created_at: z.string(),
});
export type CustomerInfo = z.infer<typeof customerInfoSchema>;

/** A JSON array sent as text (form posts); anything else is left for the schema to judge. */
export function jsonText(value: unknown): unknown {
	if (typeof value !== 'string' || !/^\s*[[{]/.test(value)) return value;
	try {
		return JSON.parse(value);
	} catch {
		return value;
	}
}

export const updateInterestRequestSchema = z.object({
	interest: z.preprocess(
		jsonText,
		z
			.array(z.coerce.number().int().positive(), { error: 'The interest field is required.' })
			.max(100),
	),
});

export const firebaseTokenRequestSchema = z.object({
	cm_firebase_token: text('cm firebase token', 500),
});
