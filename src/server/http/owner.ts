import type { Context } from 'hono';
import type { z } from 'zod';
import { findSession, guestExists, type Session } from '../auth/auth.repo';
import { hashToken, isTokenShaped } from '../auth/tokens';
import type { ApiBindings } from './app-types';
import { apiError } from './errors';
import { parseInput } from './request-input';

/** Who owns a cart or an order: a signed-in customer or a guest (contract §0.4 apiGuestCheck). */
export type Owner = { kind: 'user'; userId: number } | { kind: 'guest'; guestId: number };

const sessions = new WeakMap<Request, Promise<Session | null>>();

/**
 * The session behind the request's Bearer token, looked up once per request; null without a
 * token, or when it is unknown, expired, revoked or its customer blocked.
 */
export function currentSession(c: Context<ApiBindings>): Promise<Session | null> {
	const request = c.req.raw;
	let found = sessions.get(request);
	if (!found) {
		const { token, now } = c.get('ctx');
		found =
			token && isTokenShaped(token)
				? findSession(c.get('db'), hashToken(token), now)
				: Promise.resolve(null);
		sessions.set(request, found);
	}
	return found;
}

/** `auth:api` routes: a live token, else 401 (contract §0.6, the JSON-client body). */
export async function requireCustomer(
	c: Context<ApiBindings>,
): Promise<{ kind: 'user'; userId: number; tokenId: number }> {
	const session = await currentSession(c);
	if (!session) throw apiError(401, 'auth-001', 'Unauthenticated.');
	return { kind: 'user', userId: session.userId, tokenId: session.tokenId };
}

/** A signed-in route's start: the caller (401 without a live token), then its parsed input. */
export async function customerInput<S extends z.ZodType>(
	c: Context<ApiBindings>,
	schema: S,
): Promise<{ userId: number; input: z.output<S> }> {
	const { userId } = await requireCustomer(c);
	return { userId, input: await parseInput(c, schema) };
}

/**
 * Cart and order routes: the customer when a token is sent, else the guest named by `guest_id`
 * (query or body) when that guest exists. A token that is sent but no longer valid does not fall
 * back to the guest: the answer is 401, so the client signs out (spec §8) instead of silently
 * showing a guest's cart.
 */
export async function resolveOwner(
	c: Context<ApiBindings>,
	guestId: number | undefined,
): Promise<Owner | null> {
	if (c.get('ctx').token !== null) {
		const session = await currentSession(c);
		return session ? { kind: 'user', userId: session.userId } : null;
	}
	if (guestId !== undefined && (await guestExists(c.get('db'), guestId)))
		return { kind: 'guest', guestId };
	return null;
}

export async function requireOwner(
	c: Context<ApiBindings>,
	guestId: number | undefined,
): Promise<Owner> {
	const owner = await resolveOwner(c, guestId);
	if (!owner) throw apiError(401, 'auth-001', 'Unauthorized');
	return owner;
}
