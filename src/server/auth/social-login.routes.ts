import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { socialLoginRequestSchema } from '~/contracts/compat';
import { apiErrorSchema } from '~/contracts/error';
import { getSettings } from '../config/settings';
import { documentedRoute, parseValue, readInput } from '../http/request-input';
import type { ApiApp, ApiBindings } from '../http/app-types';
import { apiError } from '../http/errors';
import { json } from '../http/openapi';

/** Providers switched on in the business settings (`social_login: [{login_medium, status}]`). */
async function configuredProviders(c: Context<ApiBindings>): Promise<string[]> {
	const list = (await getSettings(c.get('db'))).social_login;
	return Array.isArray(list)
		? list.flatMap((p: { login_medium?: unknown; status?: unknown }) =>
				Number(p?.status) === 1 && typeof p.login_medium === 'string' ? [p.login_medium] : [],
			)
		: [];
}

/**
 * POST auth/social-login and auth/social-register (contract §5): the original clients offer
 * Google, Facebook and Apple sign-in when the config lists them. No provider is configured here
 * (config `social_login: []`), so both answer a clear 403 rather than a 404 or a fake session;
 * a configured provider would still need its token verifier, which this server does not have.
 */
export function registerSocialLoginRoutes(app: ApiApp): void {
	for (const path of ['/auth/social-login', '/auth/social-register']) {
		documentedRoute(
			app,
			createRoute({
				method: 'post',
				path,
				tags: ['Auth'],
				summary: 'Sign-in with Google, Facebook or Apple: 403 while no provider is configured',
				request: {
					body: { content: { 'application/json': { schema: socialLoginRequestSchema } } },
				},
				responses: { 403: json(apiErrorSchema, 'Social sign-in is not configured') },
			}),
			async (c) => {
				const input = parseValue(await readInput(c), socialLoginRequestSchema);
				const providers = await configuredProviders(c);
				if (!input.medium || !providers.includes(input.medium))
					throw apiError(403, 'social_login', 'Social login is not configured.');
				throw apiError(
					403,
					'social_login',
					`Signing in with ${input.medium} is not available on this server.`,
				);
			},
		);
	}
}
