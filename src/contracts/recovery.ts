import { z } from 'zod';

/**
 * Account recovery (contract §5: `auth/forgot-password`, `auth/verify-token`, PUT
 * `auth/reset-password`, `auth/verify-phone`). The original client sends `phone`; an `email`
 * works the same way. `reset_token` is the 6-digit code.
 */
const phone = z
	.string()
	.trim()
	.regex(/^\+?\d{6,15}$/, 'The phone number format is invalid.');
const email = z.email('The email must be a valid email address.').trim().toLowerCase().max(255);
const code = z
	.string()
	.trim()
	.regex(/^\d{6}$/, 'The code is 6 digits.');

const address = {
	phone: phone.optional(),
	email: email.optional(),
};

const oneAddress = (v: { phone?: string | undefined; email?: string | undefined }) =>
	v.phone !== undefined || v.email !== undefined;
const addressMessage = { message: 'The phone or email field is required.', path: ['phone'] };

export const forgotPasswordRequestSchema = z.object(address).refine(oneAddress, addressMessage);

export const verifyTokenRequestSchema = z
	.object({ ...address, reset_token: code })
	.refine(oneAddress, addressMessage);

export const resetPasswordRequestSchema = z
	.object({
		...address,
		reset_token: code,
		password: z.string().min(8, 'The password must be at least 8 characters.').max(128),
		confirm_password: z.string().max(128),
	})
	.refine(oneAddress, addressMessage)
	.refine((v) => v.password === v.confirm_password, {
		message: 'The password confirmation does not match.',
		path: ['confirm_password'],
	});

/** Legacy `{phone, otp}`; new `{otp, verification_type, phone|email}`; without `otp` a code is sent. */
export const verifyPhoneRequestSchema = z
	.object({
		...address,
		otp: code.optional(),
		verification_type: z.enum(['phone', 'email']).optional(),
	})
	.refine(oneAddress, addressMessage);

export const recoveryMessageSchema = z.object({ message: z.string() });
export const verifyPhoneResponseSchema = z.object({
	message: z.string(),
	otp: z.literal('inactive').optional(),
});
