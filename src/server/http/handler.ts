import { getDatabase } from '../db/client';
import { corsOrigins, readServerEnv, type TrustProxy } from '../env';
import { tracked } from '../lifecycle';
import { type ApiApp, createApiApp } from './app';
import { resolveClientAddress } from './client-address';
import { applyMethodOverride } from './method-override';

let app: ApiApp | undefined;

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
			cacheMaxBytes: env.API_CACHE_MB * 1024 * 1024,
			serverTiming: env.SERVER_TIMING,
			bus: async () => (await getDatabase()).bus,
		});
	}
	return app;
}

/**
 * The request as the API sees it: X-Forwarded-For / X-Real-IP replaced by the one resolved
 * client address, so a caller cannot name one unless it comes through a trusted proxy.
 */
export function withClientAddress(
	request: Request,
	connection: string | undefined,
	trust: TrustProxy,
): Request {
	const address = resolveClientAddress(request.headers, connection, trust);
	const headers = new Headers(request.headers);
	headers.delete('x-real-ip');
	headers.delete('x-forwarded-for');
	if (address) headers.set('x-forwarded-for', address);
	return new Request(request, { headers });
}

export function handleApiRequest(request: Request, connection?: string): Promise<Response> {
	const trust = readServerEnv().TRUST_PROXY;
	return tracked(async () =>
		apiApp().fetch(await applyMethodOverride(withClientAddress(request, connection, trust))),
	);
}
