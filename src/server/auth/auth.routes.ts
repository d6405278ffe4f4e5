import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import {
	authEnvelopeSchema,
	guestRequestSchema,
	guestResponseSchema,
	legacyAuthSchema,
	legacyLoginRequestSchema,
	legacySignUpRequestSchema,
	loginRequestSchema,
	messageSchema,
	signUpRequestSchema,
} from '~/contracts/auth';
import { apiErrorSchema } from '~/contracts/error';
import { requireCustomer } from '../http/owner';
import { clientAddress, documentedRoute, parseValue, readInput } from '../http/request-input';
import type { ApiApp, ApiBindings } from '../http/app-types';
import { ApiError, tooManyAttempts } from '../http/errors';
import { errorResponses, formBody, json, send } from '../http/openapi';
import { loginInput, signUpInput } from './auth-input';
import type { UserRow } from './auth.repo';
import { createGuest, signIn, signOut, signUp } from './auth.service';
import { signInFailed, signInSucceeded, signInWait } from './sign-in-limits';

export {
	ATTEMPTS_PER_ADDRESS,
	ATTEMPTS_PER_ADDRESS_ALL_ACCOUNTS,
	FAILURES_BEFORE_DELAY,
} from './sign-in-limits';

const tooMany = json(apiErrorSchema, 'Too many attempts: wait for the Retry-After seconds');

/** The new-style answer (contract §5.1). */
function envelope(user: UserRow, token: string) {
	return {
		token,
		is_phone_verified: user.isPhoneVerified,
		is_email_verified: user.isEmailVerified,
		is_personal_info: 1,
		is_exist_user: null,
		login_type: 'manual',
		email: user.email,
	};
}

const authSignUpRoute = createRoute({
	method: 'post',
	path: '/auth/sign-up',
	tags: ['Auth'],
	summary:
		'Creates a customer and signs in: new shape {name, email?, phone, password ≥ 8} or legacy {f_name, l_name, email, phone, password ≥ 6}',
	request: { body: formBody(z.union([signUpRequestSchema, legacySignUpRequestSchema])) },
	responses: {
		200: json(z.union([authEnvelopeSchema, legacyAuthSchema]), 'Signed up and signed in'),
		429: tooMany,
		...errorResponses,
	},
});

const authLoginRoute = createRoute({
	method: 'post',
	path: '/auth/login',
	tags: ['Auth'],
	summary:
		'Signs in with a password: new shape {login_type: manual, email_or_phone, password, field_type} or legacy {phone | email, password}',
	request: { body: formBody(z.union([loginRequestSchema, legacyLoginRequestSchema])) },
	responses: {
		200: json(z.union([authEnvelopeSchema, legacyAuthSchema]), 'Signed in'),
		401: json(apiErrorSchema, 'auth-001: the credentials do not match'),
		429: tooMany,
		...errorResponses,
	},
});

const authGuestRequestRoute = createRoute({
	method: 'post',
	path: '/auth/guest/request',
	tags: ['Auth'],
	summary: 'A new guest id, for carts and orders without an account',
	request: { body: formBody(guestRequestSchema) },
	responses: { 200: json(guestResponseSchema, 'The guest id'), ...errorResponses },
});

const authLogoutRoute = createRoute({
	method: 'post',
	path: '/auth/logout',
	tags: ['Auth'],
	summary: 'Revokes the Bearer token',
	responses: {
		200: json(messageSchema, 'Signed out'),
		401: json(apiErrorSchema, 'No valid token'),
	},
});

/** Counts an attempt; 429 when over either limit. */
async function throttle(
	c: Context<ApiBindings>,
	action: 'login' | 'sign-up',
	account: string,
): Promise<void> {
	const wait = await signInWait(c.get('db'), action, clientAddress(c), account, c.get('ctx').now);
	if (wait > 0) throw tooManyAttempts(c, wait);
}

export function registerAuthRoutes(app: ApiApp): void {
	documentedRoute(app, authSignUpRoute, async (c) => {
		const input = signUpInput(await readInput(c));
		await throttle(c, 'sign-up', input.phone);
		const { locale, now } = c.get('ctx');
		const { user, token } = await signUp(c.get('db'), { ...input, locale }, now);
		if (!input.legacy) return send(c, envelope(user, token));
		return send(c, {
			token,
			is_phone_verified: 0,
			phone_verify_end_url: 'api/v1/auth/verify-phone',
		});
	});

	documentedRoute(app, authLoginRoute, async (c) => {
		const input = loginInput(await readInput(c));
		const account = `${input.by}:${input.value}`;
		await throttle(c, 'login', account);
		const wrong = input.legacy ? 'Unauthorized' : 'User credential does not match';
		const db = c.get('db');
		const { now } = c.get('ctx');
		const signedIn = await signIn(db, input, now, wrong).catch(async (error: unknown) => {
			if (error instanceof ApiError && error.status === 401)
				await signInFailed(db, clientAddress(c), account, now);
			throw error;
		});
		await signInSucceeded(db, clientAddress(c), account);
		const { user, token } = signedIn;
		if (input.legacy) return send(c, { token, is_phone_verified: user.isPhoneVerified });
		return send(c, envelope(user, token));
	});

	documentedRoute(app, authGuestRequestRoute, async (c) => {
		const input = parseValue(await readInput(c), guestRequestSchema);
		const guestId = await createGuest(c.get('db'), input.fcm_token, c.get('ctx').now);
		return send(c, { message: 'Guest verified', guest_id: guestId });
	});

	documentedRoute(app, authLogoutRoute, async (c) => {
		const { tokenId } = await requireCustomer(c);
		await signOut(c.get('db'), tokenId, c.get('ctx').now);
		return send(c, { message: 'Logout successful.' });
	});
}
