#!/usr/bin/env node
// Starts the built storefront (dist/) and warms it: the database is opened, migrated and, on a new
// DATA_DIR, seeded before the first shopper arrives. PORT and HOST are honoured as by Astro's
// standalone server. Usage: node scripts/serve.mjs  (after `npm run build`)
import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

const entry = new URL('../dist/server/entry.mjs', import.meta.url);
if (!existsSync(entry)) {
	console.error(
		'No build found in dist/. Run `npm run build` first, or `npm start` to build and run.',
	);
	process.exit(1);
}

process.env.ASTRO_NODE_AUTOSTART = 'disabled';
const { startServer } = await import(entry.href);
const { server } = startServer();

server.server.once('listening', async () => {
	const address = server.server.address();
	const host = typeof address === 'object' && address ? address.address : '127.0.0.1';
	const port = typeof address === 'object' && address ? address.port : process.env.PORT;
	const local =
		host === '::' || host === '0.0.0.0' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
	try {
		const response = await fetch(`http://${local}:${port}/api/v1/health`);
		const body = await response.json();
		const ms = Math.round(performance.now());
		console.info(`Storefront ready in ${ms} ms (database: ${body.database}, ${response.status})`);
	} catch (error) {
		console.error('Storefront started, but the warm-up request failed:', error);
	}
});

// Stop taking new connections at once; the database closes after requests in progress finish.
for (const signal of ['SIGINT', 'SIGTERM']) {
	process.once(signal, () => server.server.close());
}
