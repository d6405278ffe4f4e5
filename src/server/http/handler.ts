import { getDatabase } from '../db/client';
import { corsOrigins, readServerEnv } from '../env';
import { tracked } from '../lifecycle';
import { type ApiApp, createApiApp } from './app';
import { applyMethodOverride } from './method-override';

let app: ApiApp | undefined;
let trustProxy: boolean | undefined;

/** The production API: the process-wide database and the environment's settings. */
export function apiApp(): ApiApp {
	if (!app) {
		const env = readServerEnv();
		app = createApiApp({
			db: async () => (await getDatabase()).db,
			driver: () => (env.DATABASE_URL ? 'postgres' : 'pglite'),
			corsOrigins: corsOrigins(env),
			publicUrl: env.PUBLIC_URL,
			cacheTtlMs: env.API_CACHE_TTL_MS,
			bus: async () => (await getDatabase()).bus,
		});
	}
	return app;
}

/**
 * Without a trusted proxy, a caller could name any address in X-Forwarded-For and get around the
 * sign-in rate limits: the headers are replaced by the connection's own address.
 */
export function withClientAddress(
	request: Request,
	connection: string | undefined,
	trustProxy: boolean,
): Request {
	if (trustProxy) return request;
	const headers = new Headers(request.headers);
	headers.delete('x-real-ip');
	headers.delete('x-forwarded-for');
	if (connection) headers.set('x-forwarded-for', connection);
	return new Request(request, { headers });
}

export function handleApiRequest(request: Request, connection?: string): Promise<Response> {
	trustProxy ??= readServerEnv().TRUST_PROXY === '1';
	const trusted = trustProxy;
	return tracked(async () =>
		apiApp().fetch(await applyMethodOverride(withClientAddress(request, connection, trusted))),
	);
}
