import type { Server } from 'node:http';
import { type Http2Bindings, type HttpBindings, serve } from '@hono/node-server';
import { getDatabase } from './db/client';
import { readServerEnv } from './env';
import { handleApiRequest } from './http/handler';
import { installShutdown } from './lifecycle';
import { logger } from './log';

/**
 * The API alone, without the storefront pages, for deployments that scale it separately:
 * `npm run build:api && npm run serve:api`. Same environment variables as the storefront.
 */
try {
	readServerEnv(); // a bad setting stops the start here, in one line
} catch (error) {
	process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
	process.exit(1);
}
const port = Number(process.env.PORT ?? 4322);
const hostname = process.env.HOST ?? '127.0.0.1';
const started = performance.now();

await getDatabase();
// The connection's address keys the sign-in rate limits (TRUST_PROXY names trusted proxies).
const fetch = (request: Request, env: HttpBindings | Http2Bindings) =>
	handleApiRequest(request, env.incoming.socket.remoteAddress);

const server = serve({ fetch, port, hostname }, (info) => {
	const ms = Math.round(performance.now() - started);
	logger().info({ address: info.address, port: info.port, ms }, 'API ready');
});
installShutdown(server as Server);
