#!/usr/bin/env node
// The built server as started for real (issue 12): status lines and undecodable URLs, then a
// graceful shutdown. Starts `npm run serve` (the built server),
// keeps pages, API reads and cart POSTs in flight on keep-alive sockets, sends SIGTERM to the pid
// npm started, and checks that every request already sent was answered, the process exited 0 and
// the port closed. Prints the drain time. Needs a build (`npm run build`); scripts/test.sh runs it
// after the build. Env: SHUTDOWN_PORT (default 4419), SHUTDOWN_DATA_DIR (.e2e-data/shutdown).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { requester } from './lib/raw-request.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
if (!existsSync(new URL('../dist/server/entry.mjs', import.meta.url))) {
	console.error('shutdown-check: no build in dist/ (run `npm run build` first).');
	process.exit(1);
}
const port = Number(process.env.SHUTDOWN_PORT ?? 4419);
const dataDir = process.env.SHUTDOWN_DATA_DIR ?? `${root}.e2e-data/shutdown`;
mkdirSync(dataDir, { recursive: true });

const child = spawn('npm', ['run', '-s', 'serve'], {
	cwd: root,
	env: {
		...process.env,
		PORT: String(port),
		HOST: '127.0.0.1',
		DATA_DIR: dataDir,
		ORDER_STEP_SECONDS: '0',
		LOG_LEVEL: 'warn',
	},
	stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
child.stdout.on('data', (d) => (output += d));
child.stderr.on('data', (d) => (output += d));
const exited = new Promise((resolve) =>
	child.once('exit', (code, signal) => resolve({ code, signal })),
);

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
const request = requester(port, agent);

const deadline = Date.now() + 300_000;
for (;;) {
	const res = await request('GET', '/api/v1/health');
	if (res.status === 200) break;
	if (Date.now() > deadline) {
		console.error(`shutdown-check: the server did not start in 300 s\n${output}`);
		child.kill('SIGKILL');
		process.exit(1);
	}
	await new Promise((r) => setTimeout(r, 1000));
}

// Before the load: what only the real server shows (issue 12, items 8 and 10).
const before = [];
const payment = await request('GET', '/payment-mobile?order_id=1');
if (payment.status !== 400 || payment.reason !== 'Bad Request')
	before.push(`/payment-mobile answered "${payment.status} ${payment.reason}"`);
const undecodable = await request('GET', '/api/v1/items/search?name=a%FFb');
if (undecodable.status !== 403 || !/^application\/json/.test(undecodable.type ?? ''))
	before.push(`an undecodable query answered ${undecodable.status} ${undecodable.type}`);
const page = await request('GET', '/search?q=%zz');
if (page.status !== 400 || !/^text\/html/.test(page.type ?? ''))
	before.push(`an undecodable page URL answered ${page.status} ${page.type}`);
for (const problem of before) console.log(`  before the stop: ${problem}`);

const guest = JSON.parse((await request('POST', '/api/v1/auth/guest/request', {})).text).guest_id;
const popular = JSON.parse((await request('GET', '/api/v1/items/popular?limit=5')).text);
const item = popular.products?.find((p) => p.stock > 100) ?? popular.products?.[0];
const work = [
	() => request('GET', '/'),
	() => request('GET', `/product/${item?.id ?? 1}`),
	() => request('GET', '/api/v1/config'),
	() => request('GET', '/api/v1/items/popular?limit=20'),
	() =>
		item
			? request('POST', '/api/v1/customer/cart/add', {
					guest_id: guest,
					item_id: item.id,
					quantity: 1,
				})
			: request('POST', '/api/v1/auth/guest/request', {}),
];

let stopping = false;
const results = [];
async function worker(offset) {
	for (let i = offset; !stopping; i++) {
		const sentBeforeSignal = !stopping;
		const result = await work[i % work.length]();
		results.push({ ...result, sentBeforeSignal, kind: i % work.length });
	}
}
const workers = Array.from({ length: 10 }, (_, i) => worker(i));
await new Promise((r) => setTimeout(r, 3000));

const signalAt = performance.now();
stopping = true;
const inFlight = 10;
child.kill('SIGTERM'); // npm's pid: npm forwards it; `exec` makes the server the shell's process
await Promise.all(workers);
const answeredMs = Math.round(performance.now() - signalAt);
const timeout = setTimeout(() => child.kill('SIGKILL'), 15_000);
const { code, signal } = await exited;
clearTimeout(timeout);
const exitMs = Math.round(performance.now() - signalAt);

const portClosed = await new Promise((resolve) => {
	const socket = net.connect({ host: '127.0.0.1', port });
	socket.once('connect', () => {
		socket.destroy();
		resolve(false);
	});
	socket.once('error', () => resolve(true));
});
agent.destroy();

const failed = results.filter(
	(r) =>
		r.sentBeforeSignal && (r.error || !r.complete || r.status >= 500 || r.status === undefined),
);
const drain = /"drainMs":(\d+)/.exec(output)?.[1];
console.log(
	`shutdown-check: ${results.length} requests (${inFlight} in flight at SIGTERM), ${failed.length} failed; ` +
		`all answered ${answeredMs} ms after SIGTERM; server drained in ${drain ?? '?'} ms; ` +
		`process exited (code ${code}, signal ${signal}) after ${exitMs} ms; port closed: ${portClosed}`,
);
for (const f of failed.slice(0, 5)) console.log('  failed:', JSON.stringify(f).slice(0, 200));
const ok =
	before.length === 0 && failed.length === 0 && code === 0 && signal === null && portClosed;
if (!ok) console.log(output.slice(-3000));
process.exit(ok ? 0 : 1);
