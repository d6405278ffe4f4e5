import { getDatabase } from '../db/client';
import { corsOrigins, readServerEnv } from '../env';
import { tracked } from '../lifecycle';
import { type ApiApp, createApiApp } from './app';
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
		});
	}
	return app;
}

export function handleApiRequest(request: Request): Promise<Response> {
	return tracked(async () => apiApp().fetch(await applyMethodOverride(request)));
}
