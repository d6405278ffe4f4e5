#!/usr/bin/env node
// `npm run start:cluster`: N processes of the built storefront on one PostgreSQL behind nginx
// (ADR 028), in the foreground. Needs a build (`npm run build`), DATABASE_URL and nginx on PATH.
//
//   CLUSTER_PROCESSES   how many server processes (default 2)
//   CLUSTER_PORT        where nginx listens (default PORT, else 8080); CLUSTER_HOST (127.0.0.1)
//   CLUSTER_FIRST_PORT  the first process's port (default CLUSTER_PORT + 1), then every
//                       CLUSTER_PORT_STEP (default 1): 8081, 8082, …
//   CLUSTER_NGINX_WORKERS  nginx worker processes (default 1)
//   CLUSTER_ACCESS_LOG  an nginx access log file (default off)
// Every other variable (DATABASE_URL, DATABASE_POOL_SIZE, ORDER_STEP_SECONDS, …) reaches the
// processes as it is; TRUST_PROXY defaults to 1 (nginx on loopback) and DRAIN_IDLE_MS to 3000.
//
// Ctrl-C / SIGTERM stops nginx and every process (each drains first). SIGHUP restarts the
// processes one at a time (a rolling restart: nginx sends the others the traffic meanwhile).
import { spawn } from 'node:child_process';
import http from 'node:http';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { serverEnv as memoryEnv, serverNodeFlags } from './lib/server-flags.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const say = (line) => process.stdout.write(`[cluster] ${line}\n`);
const fail = (line) => {
	process.stderr.write(`[cluster] ${line}\n`);
	process.exit(1);
};

const int = (name, fallback, min, max) => {
	const raw = process.env[name];
	if (raw === undefined || raw === '') return fallback;
	const value = Number(raw);
	if (!Number.isInteger(value) || value < min || value > max)
		fail(
			`Invalid setting ${name}=${JSON.stringify(raw)}: expected an integer from ${min} to ${max}.`,
		);
	return value;
};

if (!process.env.DATABASE_URL)
	fail('A cluster shares one PostgreSQL: set DATABASE_URL (postgres://…), see README "Scale-out".');
if (!existsSync(path.join(root, 'dist/server/entry.mjs')))
	fail('No build found in dist/. Run `npm run build` first.');

const count = int('CLUSTER_PROCESSES', 2, 1, 64);
const host = process.env.CLUSTER_HOST || '127.0.0.1';
const port = int('CLUSTER_PORT', int('PORT', 8080, 1, 65535), 1, 65535);
const firstPort = int('CLUSTER_FIRST_PORT', port + 1, 1, 65535);
const step = int('CLUSTER_PORT_STEP', 1, 1, 1000);
const ports = Array.from({ length: count }, (_, i) => firstPort + i * step);
if (ports.includes(port) || ports.at(-1) > 65535)
	fail(`Ports ${ports.join(', ')} clash with ${port}.`);

// The generated nginx config and its temp folders live outside the checkout.
const runtime = path.join(tmpdir(), `kampung-mart-cluster-${port}`);
mkdirSync(runtime, { recursive: true });
const template = readFileSync(path.join(root, 'deploy/nginx.conf.template'), 'utf8');
const fill = {
	workers: String(int('CLUSTER_NGINX_WORKERS', 1, 1, 64)),
	runtime,
	access_log: process.env.CLUSTER_ACCESS_LOG || 'off',
	listen: `${host}:${port}`,
	servers: ports.map((p) => `\t\tserver 127.0.0.1:${p} max_fails=0;`).join('\n'),
};
const config = template.replace(/\{\{(\w+)\}\}/g, (_, key) => fill[key] ?? fail(`no {{${key}}}`));
const configFile = path.join(runtime, 'nginx.conf');
writeFileSync(configFile, config);

/** Lines of a child's output, prefixed with its name. */
function relay(stream, name, out) {
	createInterface({ input: stream }).on('line', (line) => out.write(`[${name}] ${line}\n`));
}

const serverEnv = {
	...process.env,
	HOST: '127.0.0.1',
	TRUST_PROXY: process.env.TRUST_PROXY || '1',
	DRAIN_IDLE_MS: process.env.DRAIN_IDLE_MS || '3000',
	// Astro's own request log would double pino's.
	ASTRO_NODE_LOGGING: process.env.ASTRO_NODE_LOGGING || 'disabled',
};

/** processes[i]: { child, exited: Promise, port } */
const processes = [];
let stopping = false;
let restarting = false;

function startProcess(i) {
	const child = spawn(
		process.execPath,
		[...serverNodeFlags(), path.join(root, 'scripts/serve.mjs')],
		{
			cwd: root,
			env: { ...serverEnv, ...memoryEnv(), PORT: String(ports[i]) },
			stdio: ['ignore', 'pipe', 'pipe'],
		},
	);
	relay(child.stdout, `p${i + 1}:${ports[i]}`, process.stdout);
	relay(child.stderr, `p${i + 1}:${ports[i]}`, process.stderr);
	const exited = new Promise((resolve) =>
		child.once('exit', (code, signal) => resolve({ code, signal })),
	);
	const entry = { child, exited, port: ports[i] };
	processes[i] = entry;
	exited.then(({ code, signal }) => {
		if (stopping || entry.replacing) return;
		say(
			`process ${i + 1} (port ${ports[i]}) exited (code ${code}, signal ${signal}): starting it again`,
		);
		setTimeout(() => !stopping && startProcess(i), 1000);
	});
	return entry;
}

/** One health request on its own connection (no idle keep-alive socket to hold up a drain). */
const healthStatus = (p) =>
	new Promise((resolve) => {
		const req = http.get(
			{ host: '127.0.0.1', port: p, path: '/api/v1/health', agent: false },
			(res) => {
				res.resume();
				res.on('end', () => resolve(res.statusCode));
			},
		);
		req.setTimeout(30_000, () => req.destroy());
		req.on('error', () => resolve(0));
	});

async function healthy(p, timeoutMs = 180_000) {
	const deadline = Date.now() + timeoutMs;
	while (Date.now() < deadline) {
		if ((await healthStatus(p)) === 200) return true;
		await new Promise((r) => setTimeout(r, 300));
	}
	return false;
}

for (let i = 0; i < count; i++) startProcess(i);

const nginx = spawn(
	process.env.NGINX || 'nginx',
	['-p', runtime, '-c', configFile, '-e', 'stderr', '-g', 'daemon off;'],
	{ stdio: ['ignore', 'pipe', 'pipe'] },
);
relay(nginx.stdout, 'nginx', process.stdout);
relay(nginx.stderr, 'nginx', process.stderr);
nginx.once('error', (error) => {
	process.stderr.write(
		`[cluster] nginx could not start: ${error.message} (apt-get install nginx)\n`,
	);
	void stop('nginx', 1);
});
const nginxExited = new Promise((resolve) => nginx.once('exit', (code) => resolve(code)));
nginxExited.then((code) => {
	if (!stopping) {
		process.stderr.write(`[cluster] nginx exited (code ${code}): stopping the cluster\n`);
		void stop('nginx', 1);
	}
});

const started = performance.now();
Promise.all(ports.map((p) => healthy(p))).then(async (ok) => {
	if (stopping) return;
	if (!ok.every(Boolean)) {
		process.stderr.write('[cluster] a process did not become healthy in 180 s\n');
		return stop('start', 1);
	}
	const through = await healthy(port, 10_000);
	say(
		`ready in ${Math.round(performance.now() - started)} ms: http://${host}:${port} → ` +
			`${count} process(es) on ports ${ports.join(', ')} (nginx ${through ? 'answers' : 'does NOT answer'}; config ${configFile})`,
	);
});

/** SIGHUP: each process in turn stops (draining), starts again and answers before the next. */
async function rollingRestart() {
	if (restarting || stopping) return;
	restarting = true;
	const began = performance.now();
	say('rolling restart: one process at a time');
	for (let i = 0; i < count && !stopping; i++) {
		const old = processes[i];
		old.replacing = true;
		const t0 = performance.now();
		old.child.kill('SIGTERM');
		const { code } = await old.exited;
		const drained = Math.round(performance.now() - t0);
		startProcess(i);
		const ok = await healthy(ports[i]);
		say(
			`process ${i + 1} (port ${ports[i]}): exited ${code} after ${drained} ms, ` +
				`${ok ? 'answering again' : 'NOT answering'} after ${Math.round(performance.now() - t0)} ms`,
		);
	}
	say(`rolling restart done in ${Math.round(performance.now() - began)} ms`);
	restarting = false;
}

async function stop(reason, code = 0) {
	if (stopping) return;
	stopping = true;
	say(`stopping (${reason}): nginx finishes its requests, each process drains`);
	if (nginx.exitCode === null) nginx.kill('SIGQUIT');
	for (const p of processes) if (p.child.exitCode === null) p.child.kill('SIGTERM');
	const results = await Promise.all(processes.map((p) => p.exited));
	const nginxCode = await Promise.race([
		nginxExited,
		new Promise((r) => setTimeout(() => r('timeout'), 15_000)),
	]);
	if (nginxCode === 'timeout') nginx.kill('SIGKILL');
	const bad = results.filter((r) => r.code !== 0 && r.code !== 130);
	say(`stopped: ${results.length} process(es), ${bad.length} with an error; nginx ${nginxCode}`);
	process.exit(code || (bad.length ? 1 : 0));
}

process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGHUP', () => void rollingRestart());
