import { type Http2Bindings, type HttpBindings, serve } from '@hono/node-server';
import { getDatabase } from './db/client';
import { handleApiRequest } from './http/handler';

/**
 * The API alone, without the storefront pages, for deployments that scale it separately:
 * `npm run build:api && npm run serve:api`. Same environment variables as the storefront.
 */
const port = Number(process.env.PORT ?? 4322);
const hostname = process.env.HOST ?? '127.0.0.1';
const started = performance.now();

await getDatabase();
// The connection's address keys the sign-in rate limits (TRUST_PROXY=1 trusts X-Forwarded-For).
const fetch = (request: Request, env: HttpBindings | Http2Bindings) =>
	handleApiRequest(request, env.incoming.socket.remoteAddress);

serve({ fetch, port, hostname }, (info) => {
	const ms = Math.round(performance.now() - started);
	console.info(`API ready on http://${info.address}:${info.port}/api/v1 in ${ms} ms`);
});
