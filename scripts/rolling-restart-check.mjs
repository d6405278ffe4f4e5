#!/usr/bin/env node
// A rolling restart under load drops no request (ADR 028). Keeps pages, API reads and cart POSTs
// in flight through nginx, asks the cluster (scripts/cluster.mjs) to restart its processes one
// at a time (SIGHUP), and counts every request that failed: a network error, a cut body or a
// 5xx. Prints the figures and exits 1 on any failure.
//
// Either against a running cluster: CLUSTER_PID (the supervisor's pid) and CLUSTER_LOG (the
// file its output goes to), or it starts one itself (needs DATABASE_URL and a build).
// CLUSTER_PORT (default 4414), CHECK_CONNECTIONS (10), CHECK_SETTLE_MS (3000 before and after).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { requester } from './lib/raw-request.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = (line) => process.stdout.write(`rolling-restart: ${line}\n`);
const port = Number(process.env.CLUSTER_PORT ?? 4414);
const connections = Number(process.env.CHECK_CONNECTIONS ?? 10);
const settleMs = Number(process.env.CHECK_SETTLE_MS ?? 3000);

/** The supervisor's output so far, and its pid. */
let output = '';
let pid = Number(process.env.CLUSTER_PID ?? 0);
let own = null;
const logFile = process.env.CLUSTER_LOG;
const readOutput = () => (logFile && existsSync(logFile) ? readFileSync(logFile, 'utf8') : output);

if (!pid) {
	own = spawn(process.execPath, [`${root}scripts/cluster.mjs`], {
		cwd: root,
		env: { LOG_LEVEL: 'warn', ORDER_STEP_SECONDS: '0', ...process.env, CLUSTER_PORT: String(port) },
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	own.stdout.on('data', (d) => (output += d));
	own.stderr.on('data', (d) => (output += d));
	pid = own.pid;
}

async function waitFor(pattern, from, timeoutMs) {
	const deadline = Date.now() + timeoutMs;
	while (Date.now() < deadline) {
		const found = readOutput().slice(from).match(pattern);
		if (found) return found;
		if (own && own.exitCode !== null) break;
		await new Promise((r) => setTimeout(r, 250));
	}
	throw new Error(`no ${pattern} in the cluster's output:\n${readOutput().slice(-3000)}`);
}

const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const request = requester(port, agent, 60_000);

let failedToRun = null;
const results = [];
try {
	if (!process.env.CLUSTER_PID) await waitFor(/\[cluster\] ready in/, 0, 240_000);
	const guest = JSON.parse((await request('POST', '/api/v1/auth/guest/request', {})).text).guest_id;
	const popular = JSON.parse((await request('GET', '/api/v1/items/popular?limit=10')).text);
	const item = popular.products?.find((p) => p.stock > 1000) ?? popular.products?.[0];
	const work = [
		['page /', () => request('GET', '/')],
		['page /product', () => request('GET', `/product/${item?.id ?? 1}`)],
		['API config', () => request('GET', '/api/v1/config')],
		['API popular', () => request('GET', '/api/v1/items/popular?limit=20')],
		[
			'POST cart/add',
			() =>
				request('POST', '/api/v1/customer/cart/add', {
					guest_id: guest,
					item_id: item?.id,
					quantity: 1,
				}),
		],
	];
	let running = true;
	async function worker(offset) {
		for (let i = offset; running; i++) {
			const [kind, send] = work[i % work.length];
			const started = performance.now();
			const result = await send();
			results.push({ ...result, kind, ms: performance.now() - started, text: undefined });
		}
	}
	const workers = Array.from({ length: connections }, (_, i) => worker(i));
	await new Promise((r) => setTimeout(r, settleMs));
	const from = readOutput().length;
	const began = performance.now();
	process.kill(pid, 'SIGHUP');
	const done = await waitFor(/rolling restart done in (\d+) ms/, from, 600_000);
	const restartMs = Math.round(performance.now() - began);
	await new Promise((r) => setTimeout(r, settleMs));
	running = false;
	await Promise.all(workers);
	for (const line of readOutput().slice(from).split('\n'))
		if (/\[cluster\] (process|rolling)/.test(line)) out(line.replace(/^.*\[cluster\] /, ''));
	out(`restart took ${done[1]} ms (seen by the check after ${restartMs} ms)`);
} catch (error) {
	failedToRun = error;
}
agent.destroy();

const failed = results.filter((r) => r.error || !r.complete || !r.status || r.status >= 500);
const byKind = {};
for (const r of results) {
	byKind[r.kind] ??= { sent: 0, failed: 0 };
	byKind[r.kind].sent += 1;
	if (failed.includes(r)) byKind[r.kind].failed += 1;
}
const byUpstream = {};
for (const r of results)
	byUpstream[r.upstream ?? 'none'] = (byUpstream[r.upstream ?? 'none'] ?? 0) + 1;
const slowest = Math.round(Math.max(0, ...results.map((r) => r.ms)));
for (const [kind, { sent, failed: f }] of Object.entries(byKind))
	out(`  ${kind}: ${sent} sent, ${f} failed`);
out(`  answered by: ${JSON.stringify(byUpstream)}; slowest ${slowest} ms`);
for (const f of failed.slice(0, 5)) out(`  failed: ${JSON.stringify(f).slice(0, 200)}`);
if (failed.length > 0)
	for (const line of readOutput()
		.split('\n')
		.filter((l) => l.startsWith('[nginx]'))
		.slice(-12))
		out(`  ${line}`);
if (failedToRun) out(`could not run: ${failedToRun.message}`);
out(`${results.length} requests during a rolling restart of the cluster, ${failed.length} failed`);

if (own) {
	own.kill('SIGTERM');
	await new Promise((r) => own.once('exit', r));
}
process.exit(failedToRun || failed.length > 0 || results.length === 0 ? 1 : 0);
