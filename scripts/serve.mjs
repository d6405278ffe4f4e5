#!/usr/bin/env node
// Starts the built storefront (dist/) and warms it: the database is opened, migrated and, on a new
// DATA_DIR, seeded before the first shopper arrives. PORT and HOST are honoured as by Astro's
// standalone server. Usage: node scripts/serve.mjs  (after `npm run build`)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// The whole environment is checked before anything starts: a bad value stops here with one line
// naming the variable and what it accepts (src/server/env.ts, loaded with Node's type stripping).
let env;
try {
	const { readServerEnv } = await import('../src/server/env.ts');
	env = readServerEnv();
} catch (error) {
	if (error?.name !== 'EnvError') throw error;
	console.error(error.message);
	process.exit(1);
}

const entry = new URL('../dist/server/entry.mjs', import.meta.url);
if (!existsSync(entry)) {
	console.error(
		'No build found in dist/. Run `npm run build` first, or `npm start` to build and run.',
	);
	process.exit(1);
}

process.env.ASTRO_NODE_AUTOSTART = 'disabled';
const { startServer, handler } = await import(entry.href);

/**
 * The database opens (migrated, seeded) before the port does: one health request through the
 * app on a private loopback port. Behind nginx a starting process then refuses connections
 * until it can answer, and the others take its share meanwhile (ADR 028).
 */
async function warmBeforeListening(app) {
	const { createServer } = await import('node:http');
	const probe = createServer((req, res) => app(req, res));
	await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
	try {
		const res = await fetch(`http://127.0.0.1:${probe.address().port}/api/v1/health`);
		await res.arrayBuffer();
	} catch (error) {
		console.error('The warm-up before listening failed; starting anyway:', error);
	} finally {
		probe.closeAllConnections();
		probe.close();
	}
}
if (typeof handler === 'function') await warmBeforeListening(handler);

const { server } = startServer();
// Astro's own request handler, before anything else listens (the shutdown tracking goes first).
const [astroListener] = server.server.listeners('request');

// Hashed assets (/_astro/*.js, *.css) gzipped once and kept in memory: Astro's standalone server
// sends them raw. A CDN or proxy in front does the same job in production (README).
const CLIENT_DIR = fileURLToPath(new URL('../dist/client/', import.meta.url));
const TYPES = {
	'.js': 'text/javascript',
	'.mjs': 'text/javascript',
	'.css': 'text/css',
	'.svg': 'image/svg+xml',
};
const gzipped = new Map();
function sendGzippedAsset(req, res) {
	const path = (req.url ?? '').split('?')[0];
	const type = TYPES[path.slice(path.lastIndexOf('.'))];
	if (!type || !path.startsWith('/_astro/') || path.includes('..')) return false;
	if (req.method !== 'GET' && req.method !== 'HEAD') return false;
	if (!/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) return false;
	let body = gzipped.get(path);
	if (!body) {
		const file = `${CLIENT_DIR}${path.slice(1)}`;
		if (!existsSync(file)) return false;
		body = gzipSync(readFileSync(file), { level: 9 });
		gzipped.set(path, body);
	}
	res.writeHead(200, {
		'Content-Type': `${type}; charset=utf-8`,
		'Content-Encoding': 'gzip',
		'Content-Length': body.length,
		'Cache-Control': 'public, max-age=31536000, immutable',
		Vary: 'Accept-Encoding',
	});
	res.end(req.method === 'HEAD' ? undefined : body);
	return true;
}
// Keep idle connections longer than the clients and proxies that reuse them: with Node's 5 s
// default, a client sending on a socket the server is just closing gets ECONNRESET.
server.server.keepAliveTimeout = 65_000;
server.server.headersTimeout = 66_000;

// SIGTERM / SIGINT: stop accepting, finish every request in progress (pages included), close
// idle keep-alive sockets (behind nginx: leave them DRAIN_IDLE_MS for nginx to close, ADR 028),
// end streams with a retry hint, close the database, exit (ADR 014).
const { installShutdown } = await import('../src/server/lifecycle.ts');
installShutdown(server.server, {
	graceMs: Math.max(8000, env.DRAIN_IDLE_MS + 3000),
	idleWaitMs: env.DRAIN_IDLE_MS,
});

/**
 * The paths Astro's static handler can answer (files of dist/client, a folder's index.html with
 * or without its slash), listed once: any other request goes to the app directly (`handler`,
 * the adapter's middleware mode), skipping a stat and an ENOENT error per page (issue 20).
 */
function staticPaths(dir, prefix = '/', paths = new Set()) {
	for (const entry of readdirSync(dir, { withFileTypes: true })) {
		const url = `${prefix}${entry.name}`;
		if (entry.isDirectory()) {
			paths.add(url);
			paths.add(`${url}/`);
			staticPaths(`${dir}/${entry.name}`, `${url}/`, paths);
		} else paths.add(url);
	}
	return paths;
}
const STATIC_PATHS = staticPaths(CLIENT_DIR.replace(/\/$/, ''));
const isStatic = (url) => {
	const path = url.split(/[?#]/)[0];
	try {
		return STATIC_PATHS.has(decodeURI(path)) || path === '/';
	} catch {
		return true; // Astro's own handler answers what does not decode
	}
};
// The benchmarks ask for the memory breakdown and heap snapshots over their IPC channel (ADR 040).
const { answerMemoryRequests, registerMemoryHolder } = await import('../src/server/memory.ts');
answerMemoryRequests();
registerMemoryHolder('gzipped assets', () => ({
	entries: gzipped.size,
	bytes: [...gzipped.values()].reduce((sum, body) => sum + body.length, 0),
}));

/**
 * /api/v1 answered by the Hono app through `@hono/node-server`, without Astro's adapter (ADR 045):
 * the server bundle registers the listener when its API module loads (the warm-up above loads
 * it). Before that, and for a path with dot segments (which only URL normalisation resolves),
 * Astro's catch-all route answers, as in `astro dev` and `astro preview`.
 */
const API_LISTENER = Symbol.for('storefront.api-request-listener');
let apiListener;
function apiFastPath(url) {
	if (!(url === '/api/v1' || url.startsWith('/api/v1/') || url.startsWith('/api/v1?'))) return null;
	if (/\/(?:\.|%2e){1,2}(?:[/?#\\]|$)/i.test(url) || url.includes('\\')) return null;
	if (!env.API_DIRECT) return null;
	apiListener ??= globalThis[API_LISTENER]?.();
	return apiListener ?? null;
}

server.server.removeListener('request', astroListener);
// Astro's standalone server answers a URL that does not decode with a bare `400 Bad request.`;
// here the API answers it in its error shape and pages with a page (issue 12).
const { refuseUndecodableUrl } = await import('../src/server/http/raw-request.ts');
// On PGlite a request's whole work runs inside the turn of the event loop that read it, and Node
// accepts one connection per turn: API calls and pages start at most REQUEST_TURN_MS of work per
// turn, the rest on later turns in arrival order (ADR 051). Assets are not held back.
const { turnAdmission } = await import('../src/server/http/turn-admission.ts');
const admit =
	!env.DATABASE_URL && env.REQUEST_TURN_MS > 0
		? turnAdmission(env.REQUEST_TURN_MS)
		: (start) => start();
server.server.on('request', (req, res) => {
	const refused = refuseUndecodableUrl(req.url ?? '/');
	if (refused) {
		res.writeHead(refused.status, refused.headers);
		res.end(req.method === 'HEAD' ? undefined : refused.body);
		return;
	}
	const api = apiFastPath(req.url ?? '/');
	if (api) {
		admit(() => api(req, res));
		return;
	}
	if (sendGzippedAsset(req, res)) return;
	if (typeof handler === 'function' && !isStatic(req.url ?? '/')) admit(() => handler(req, res));
	else astroListener.call(server.server, req, res);
});

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
