#!/usr/bin/env node
// The built server's two ways to /api/v1 give the same answers (ADR 045): the direct path
// (`@hono/node-server`'s listener, the default) and Astro's adapter and catch-all route
// (API_DIRECT=0). Starts the build twice on one database, one after the other, sends the same
// reads, errors, a HEAD, a 304, a preflight and a method override to each, and compares status,
// headers and bodies. Then the sign-in rate limit through the direct path: keyed by the address
// resolved from the socket (TRUST_PROXY=1: a loopback proxy's X-Forwarded-For; TRUST_PROXY=0: a
// forged X-Forwarded-For changes nothing). Needs a build; scripts/test.sh runs it after the build.
// Env: API_CHECK_PORT (default 4418), API_CHECK_DATA_DIR (.e2e-data/api-path).
import { existsSync, mkdirSync } from 'node:fs';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { startBuiltServer } from './lib/built-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
if (!existsSync(new URL('../dist/server/entry.mjs', import.meta.url))) {
	console.error('api-path-check: no build in dist/ (run `npm run build` first).');
	process.exit(1);
}
const port = Number(process.env.API_CHECK_PORT ?? 4418);
const dataDir = process.env.API_CHECK_DATA_DIR ?? `${root}.e2e-data/api-path`;
mkdirSync(dataDir, { recursive: true });
const out = (line) => process.stdout.write(`${line}\n`);

/** The build started with `env` (scripts/lib/built-server.mjs), `work` run, the server stopped. */
async function withServer(env, work) {
	const server = startBuiltServer({
		port,
		dataDir,
		env: {
			LOG_LEVEL: 'warn',
			CORS_ORIGINS: 'http://partner.test',
			API_CACHE_TTL_MS: '60000',
			...env,
		},
	});
	try {
		await server.ready;
		return await work();
	} finally {
		await server.stop();
	}
}

const API = { moduleId: '1', zoneId: '[1,2,3,4,5]', Accept: 'application/json' };

function send(method, path, headers = {}, body) {
	return new Promise((resolve, reject) => {
		const payload = body === undefined ? undefined : Buffer.from(body);
		const req = http.request(
			{
				host: '127.0.0.1',
				port,
				method,
				path,
				headers: {
					...API,
					...headers,
					// A chunked body (no length) when the case asks for one.
					...(payload && !headers?.['Transfer-Encoding']
						? { 'Content-Length': payload.length }
						: {}),
				},
				agent: false,
			},
			(res) => {
				const chunks = [];
				res.on('data', (c) => chunks.push(c));
				res.on('end', () =>
					resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
				);
				res.on('error', reject);
			},
		);
		req.on('error', reject);
		req.end(payload);
	});
}

/** Headers that differ per answer or per framing (chunked against a length), not per path. */
const PER_ANSWER = new Set([
	'date',
	'x-request-id',
	'connection',
	'keep-alive',
	'transfer-encoding',
	'content-length',
]);
const comparable = (answer) => ({
	status: answer.status,
	headers: Object.fromEntries(
		Object.entries(answer.headers)
			.filter(([name]) => !PER_ANSWER.has(name))
			.sort(([a], [b]) => a.localeCompare(b)),
	),
	body: answer.body.toString('utf8'),
});

async function answers() {
	const item = JSON.parse(
		(await send('GET', '/api/v1/items/popular?limit=1&offset=1')).body.toString(),
	).products[0];
	const details = `/api/v1/items/details/${item.id}`;
	const first = await send('GET', details);
	const etag = first.headers.etag;
	const asked = [
		['GET', details, { 'Cache-Control': 'no-cache' }],
		['GET', details],
		['GET', details, { 'If-None-Match': etag }],
		['HEAD', details],
		['GET', `/api/v1/items/details/${item.slug}`, { 'Cache-Control': 'no-cache' }],
		['GET', '/api/v1/items/details/99999999'],
		[
			'GET',
			'/api/v1/stores/get-stores/all?store_type=all&limit=12&offset=1',
			{ latitude: '1.3048', longitude: '103.8318' },
		],
		['GET', '/api/v1/config'],
		['GET', '/api/v1/no-such-route'],
		['GET', '/api/v1'],
		['GET', '/api/v1/items/search?name=a%FFb'],
		['GET', '/api/v1/items/popular?limit=abc'],
		['GET', details, { Origin: 'http://partner.test', 'Cache-Control': 'no-cache' }],
		['GET', details, { Origin: 'http://elsewhere.test', 'Cache-Control': 'no-cache' }],
		['OPTIONS', details, { Origin: 'http://partner.test', 'Access-Control-Request-Method': 'GET' }],
		['POST', '/api/v1/auth/login', { 'Content-Type': 'application/json' }, '{"phone":""}'],
		['POST', details, { 'X-HTTP-Method-Override': 'DELETE' }],
		['POST', details, { 'Content-Type': 'application/json' }, '{"_method":"put"}'],
		// Bodies without a Content-Length, which Hono's body limit re-wraps: a DELETE as `fetch`
		// sends it, and a chunked POST.
		['DELETE', '/api/v1/customer/cart/remove-item?guest_id=1&cart_id=9'],
		[
			'POST',
			'/api/v1/auth/login',
			{ 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
			'{"phone":""}',
		],
	];
	// Which path answered: the direct one sends a length, Astro's adapter a chunked body.
	const framing = first.headers['content-length'] ? 'length' : first.headers['transfer-encoding'];
	const results = [{ ask: 'framing', answer: framing }];
	for (const [method, path, headers, body] of asked) {
		results.push({
			ask: `${method} ${path} ${JSON.stringify(headers ?? {})}`,
			answer: comparable(await send(method, path, headers, body)),
		});
	}
	return results;
}

let failures = 0;
const check = (ok, what) => {
	out(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
	if (!ok) failures++;
};

const direct = await withServer({ API_DIRECT: '1', TRUST_PROXY: '1' }, answers);
const astro = await withServer({ API_DIRECT: '0', TRUST_PROXY: '1' }, answers);
check(
	direct[0].answer === 'length' && astro[0].answer === 'chunked',
	`API_DIRECT=1 answered through the direct path, API_DIRECT=0 through Astro (${direct[0].answer}, ${astro[0].answer})`,
);
for (let i = 1; i < direct.length; i++) {
	const a = direct[i];
	const b = astro[i];
	const same = JSON.stringify(a.answer) === JSON.stringify(b.answer);
	check(same, `same answer both ways: ${a.ask} → ${a.answer.status}`);
	if (!same)
		out(
			`  direct: ${JSON.stringify(a.answer).slice(0, 600)}\n  astro:  ${JSON.stringify(b.answer).slice(0, 600)}`,
		);
}

// Password spraying (30 accounts per address and window, sign-in-limits.ts): the 31st attempt
// from one address is refused, while another address still gets an answer.
const ALL_ACCOUNTS = 30;
let n = Date.now() % 100_000;
const login = (forwarded) =>
	send(
		'POST',
		'/api/v1/auth/login',
		{ 'Content-Type': 'application/json', 'X-Forwarded-For': forwarded() },
		JSON.stringify({ phone: `+6583${String(++n).padStart(6, '0')}`, password: 'not-the-password' }),
	);
async function spray(forwarded) {
	const statuses = [];
	for (let i = 0; i <= ALL_ACCOUNTS; i++) statuses.push((await login(forwarded)).status);
	return statuses;
}
const base = 1 + (Math.floor(Date.now() / 1000) % 200);
await withServer({ API_DIRECT: '1', TRUST_PROXY: '1' }, async () => {
	const statuses = await spray(() => `198.51.100.${base}`);
	check(
		statuses.slice(0, -1).every((s) => s === 401) && statuses.at(-1) === 429,
		`TRUST_PROXY=1: the proxy's X-Forwarded-For keys the limit (${statuses.at(-2)} then ${statuses.at(-1)})`,
	);
	const other = (await login(() => `198.51.100.${base + 1}`)).status;
	check(other === 401, `TRUST_PROXY=1: another forwarded address is not limited (${other})`);
});
await withServer({ API_DIRECT: '1', TRUST_PROXY: '0' }, async () => {
	let forged = 0;
	const statuses = await spray(() => `203.0.113.${++forged}`);
	check(
		statuses.at(-1) === 429,
		`TRUST_PROXY=0: a forged X-Forwarded-For is ignored, the socket's address is limited (${statuses.at(-1)})`,
	);
});
out(failures ? `api-path-check: ${failures} failed` : 'api-path-check: all passed');
process.exit(failures ? 1 : 0);
