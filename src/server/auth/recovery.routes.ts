import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { apiErrorSchema } from '~/contracts/error';
import {
	forgotPasswordRequestSchema,
	recoveryMessageSchema,
	resetPasswordRequestSchema,
	verifyPhoneRequestSchema,
	verifyPhoneResponseSchema,
	verifyTokenRequestSchema,
} from '~/contracts/recovery';
import { clientAddress, documentedRoute, parseInput } from '../http/request-input';
import type { ApiApp, ApiBindings } from '../http/app-types';
import { tooManyAttempts } from '../http/errors';
import { errorResponses, formBody, json, send } from '../http/openapi';
import { codeSender } from './code-sender';
import { recoveryWait } from './recovery-limits';
import {
	type AccountAddress,
	accountAddress,
	RECOVERY_MESSAGES,
	resetPassword,
	sendCode,
	verifyAddress,
	verifyResetCode,
} from './recovery.service';

const tooMany = json(apiErrorSchema, 'Too many attempts: wait for the Retry-After seconds');

/** Counts the attempt; throws 429 (the same whether or not an account has the address). */
async function limit(
	c: Context<ApiBindings>,
	kind: 'send' | 'check',
	address: AccountAddress,
): Promise<void> {
	const { now } = c.get('ctx');
	const wait = await recoveryWait(c.get('db'), kind, clientAddress(c), address.value, now);
	if (wait > 0) throw tooManyAttempts(c, wait);
}

const authForgotPasswordRoute = createRoute({
	method: 'post',
	path: '/auth/forgot-password',
	tags: ['Auth'],
	summary:
		'Sends a 6-digit code (valid 5 minutes) to the account with this phone or email; the answer is the same when there is none',
	request: { body: formBody(forgotPasswordRequestSchema) },
	responses: {
		200: json(recoveryMessageSchema, RECOVERY_MESSAGES.sent),
		429: tooMany,
		...errorResponses,
	},
});

const authVerifyTokenRoute = createRoute({
	method: 'post',
	path: '/auth/verify-token',
	tags: ['Auth'],
	summary:
		'Checks a recovery code (reset_token) before the new password is chosen; 5 tries per code',
	request: { body: formBody(verifyTokenRequestSchema) },
	responses: {
		200: json(recoveryMessageSchema, RECOVERY_MESSAGES.found),
		429: tooMany,
		...errorResponses,
	},
});

const authResetPasswordRoute = createRoute({
	method: 'put',
	path: '/auth/reset-password',
	tags: ['Auth'],
	summary:
		'Sets a new password with a recovery code (used up) and signs out the account’s sessions; POST with _method=put works too',
	request: { body: formBody(resetPasswordRequestSchema) },
	responses: {
		200: json(recoveryMessageSchema, RECOVERY_MESSAGES.changed),
		429: tooMany,
		...errorResponses,
	},
});

const authVerifyPhoneRoute = createRoute({
	method: 'post',
	path: '/auth/verify-phone',
	tags: ['Auth'],
	summary:
		'Verifies a phone (or email) with its code: {phone, otp}; without otp, sends a code first (same answer whether or not an account has it)',
	request: { body: formBody(verifyPhoneRequestSchema) },
	responses: {
		200: json(verifyPhoneResponseSchema, 'Verified, or a code was sent'),
		404: json(
			apiErrorSchema.extend({ message: recoveryMessageSchema.shape.message }),
			RECOVERY_MESSAGES.mismatch,
		),
		429: tooMany,
		403: errorResponses[403],
	},
});

/** contract §5: forgot-password, verify-token, reset-password, verify-phone. */
export function registerRecoveryRoutes(app: ApiApp): void {
	documentedRoute(app, authForgotPasswordRoute, async (c) => {
		const address = accountAddress(await parseInput(c, forgotPasswordRequestSchema));
		await limit(c, 'send', address);
		const { locale, now } = c.get('ctx');
		await sendCode(c.get('db'), codeSender(), {
			address,
			purpose: 'reset_password',
			locale,
			now,
		});
		return send(c, { message: RECOVERY_MESSAGES.sent });
	});

	documentedRoute(app, authVerifyTokenRoute, async (c) => {
		const input = await parseInput(c, verifyTokenRequestSchema);
		const address = accountAddress(input);
		await limit(c, 'check', address);
		await verifyResetCode(c.get('db'), address, input.reset_token, c.get('ctx').now);
		return send(c, { message: RECOVERY_MESSAGES.found });
	});

	documentedRoute(app, authResetPasswordRoute, async (c) => {
		const input = await parseInput(c, resetPasswordRequestSchema);
		const address = accountAddress(input);
		await limit(c, 'check', address);
		await resetPassword(c.get('db'), {
			address,
			code: input.reset_token,
			password: input.password,
			now: c.get('ctx').now,
		});
		return send(c, { message: RECOVERY_MESSAGES.changed });
	});

	documentedRoute(app, authVerifyPhoneRoute, async (c) => {
		const input = await parseInput(c, verifyPhoneRequestSchema);
		const address = accountAddress(input);
		const { locale, now } = c.get('ctx');
		if (input.otp === undefined) {
			await limit(c, 'send', address);
			await sendCode(c.get('db'), codeSender(), { address, purpose: 'verify', locale, now });
			return send(c, { message: RECOVERY_MESSAGES.sent });
		}
		await limit(c, 'check', address);
		if (await verifyAddress(c.get('db'), address, input.otp, now))
			return send(c, { message: RECOVERY_MESSAGES.verified, otp: 'inactive' });
		// The legacy clients read `message`; ours reads `errors`.
		return send(
			c,
			{
				message: RECOVERY_MESSAGES.mismatch,
				errors: [{ code: 'otp', message: RECOVERY_MESSAGES.mismatch }],
			},
			404,
		);
	});
}
