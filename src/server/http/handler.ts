import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener, type Http2Bindings, type HttpBindings } from '@hono/node-server';
import { getDatabase } from '../db/client';
import { corsOrigins, readServerEnv, type TrustProxy } from '../env';
import { tracked } from '../lifecycle';
import { type ApiApp, createApiApp } from './app';
import type { ApiEnv } from './app-types';
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
 * What the API is told of the connection beside the request (Hono's `c.env`): the one resolved
 * client address (the socket's, or X-Forwarded-For read through a trusted proxy, TRUST_PROXY),
 * so a caller cannot name one unless it comes through a trusted proxy. The request itself is
 * passed on as it came: no copy of its headers (ADR 045).
 */
export function apiEnv(
	headers: Headers,
	connection: string | undefined,
	trust: TrustProxy = readServerEnv().TRUST_PROXY,
): ApiEnv {
	const address = resolveClientAddress(headers, connection, trust);
	return { clientAddress: (address || 'direct').slice(0, 64) };
}

export function handleApiRequest(request: Request, connection?: string): Promise<Response> {
	return tracked(async () =>
		apiApp().fetch(await applyMethodOverride(request), apiEnv(request.headers, connection)),
	);
}

type NodeListener = (incoming: IncomingMessage, outgoing: ServerResponse) => Promise<void>;

/**
 * The API as a Node request listener (`@hono/node-server`): scripts/serve.mjs answers /api/v1
 * with it, without Astro's adapter and its Request copy (ADR 045). The globals Request and
 * Response stay Node's own: the pages in the same process keep theirs.
 */
function apiRequestListener(): NodeListener {
	return getRequestListener(
		(request, node: HttpBindings | Http2Bindings) =>
			handleApiRequest(withBodyStream(request), node.incoming.socket.remoteAddress),
		{ overrideGlobalObjects: false },
	);
}

/**
 * `@hono/node-server` hands over a lightweight stand-in for a Request, which Node's own `Request`
 * constructor cannot copy (`new Request(stand-in)` throws: it is not one of undici's). A GET or
 * HEAD is read as it is; a request that may carry a body becomes a real Request over the same
 * body stream, since middleware re-wraps it (Hono's body limit does `new Request(c.req.raw, …)`
 * for a body without Content-Length, e.g. a DELETE from `fetch`).
 */
function withBodyStream(request: Request): Request {
	if (request.method === 'GET' || request.method === 'HEAD') return request;
	return new Request(request.url, {
		method: request.method,
		headers: request.headers,
		body: request.body,
		signal: request.signal,
		duplex: 'half',
	} as RequestInit);
}

/**
 * Where scripts/serve.mjs finds the listener: the server bundle registers it when this module
 * loads (the warm-up request loads it), as a process-wide symbol so no second copy of the API,
 * its database or its shutdown tracking is made.
 */
const API_LISTENER = Symbol.for('storefront.api-request-listener');
(globalThis as { [API_LISTENER]?: () => NodeListener })[API_LISTENER] = apiRequestListener;
