// Prints start-up figures of the built server (run `npm run build` first):
// time to ready on a new DATA_DIR (create, migrate, seed) and on an existing one, idle memory,
// and sequential latencies of a page and an API call. Usage: node scripts/bench-startup.mjs
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startBuiltServer } from './lib/built-server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4477);
const base = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-bench-'));

const start = () => startBuiltServer({ port: PORT, dataDir });

function rssMb(pid) {
	const status = readFileSync(`/proc/${pid}/status`, 'utf8');
	return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function latencies(url, runs = 200) {
	const times = [];
	for (let i = 0; i < runs; i++) {
		const t = performance.now();
		const res = await fetch(url);
		await res.arrayBuffer();
		times.push(performance.now() - t);
	}
	times.sort((a, b) => a - b);
	const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
	return `p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`;
}

try {
	const first = start();
	const coldMs = await first.ready;
	await first.stop();

	const second = start();
	const warmMs = await second.ready;
	await new Promise((r) => setTimeout(r, 3000));
	const idle = rssMb(second.child.pid);
	const page = await latencies(`${base}/`);
	const api = await latencies(`${base}/api/v1/config`);
	const zone = await latencies(`${base}/api/v1/config/get-zone-id?lat=1.2834&lng=103.8607`);
	const busy = rssMb(second.child.pid);
	await second.stop();

	console.log(`ready on a new DATA_DIR (initdb, migrate, seed): ${coldMs.toFixed(0)} ms`);
	console.log(`ready on an existing DATA_DIR:                   ${warmMs.toFixed(0)} ms`);
	console.log(`idle memory (RSS) after start:                   ${idle.toFixed(0)} MB`);
	console.log(`memory after 600 requests:                       ${busy.toFixed(0)} MB`);
	console.log(`GET / (landing, server-rendered), 200 in a row:  ${page}`);
	console.log(`GET /api/v1/config, 200 in a row:                ${api}`);
	console.log(`GET /api/v1/config/get-zone-id, 200 in a row:    ${zone}`);
} finally {
	rmSync(dataDir, { recursive: true, force: true });
}
