// The memory soak (issue 20, ADR 040): the built storefront under mixed pages and API reads at
// 20 connections (a product page, a store page, the food home, the store list from 20,000 shopper
// positions, item details with no-cache), its memory broken down every 10 s: RSS, V8 heap,
// buffers outside it, PGlite's WebAssembly memory and each cache against its bound. Before and
// after, a full garbage collection and, with BENCH_HEAP_SNAPSHOTS=<dir>, a V8 heap snapshot
// each, summarised by kind. Run `npm run build` first.
//   node scripts/bench-soak.mjs [soak seconds, default 300]
// BENCH_DATABASE_URL=postgres://… runs it on PostgreSQL instead of the embedded PGlite.
// BENCH_DATA_DIR=<dir> starts from (and keeps) a seeded PGlite data directory instead of a new one.
// The server inherits the environment (PGLITE_SHARED_BUFFERS_MB, PAGE_CACHE_MB, NODE_OPTIONS…).
// BENCH_PORT (default 4413). Out of CI: the figures depend on the machine.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBuiltServer } from './lib/built-server.mjs';
import { summarizeHeapSnapshot } from './lib/heap-summary.mjs';
import { BREAKDOWN_HEADER, breakdownCells, mb, secondHalfGrowth, soak } from './lib/soak.mjs';

const seconds = Number(process.argv[2] ?? 300);
const PORT = Number(process.env.BENCH_PORT ?? 4413);
const base = `http://127.0.0.1:${PORT}`;
const dbUrl = process.env.BENCH_DATABASE_URL;
const snapshots = process.env.BENCH_HEAP_SNAPSHOTS;
const work = mkdtempSync(path.join(tmpdir(), 'storefront-bench-soak-'));
const out = (line = '') => process.stdout.write(`${line}\n`);
const load = () => execFileSync('cat', ['/proc/loadavg']).toString().trim();

const server = startBuiltServer({
	port: PORT,
	dataDir: process.env.BENCH_DATA_DIR ?? path.join(work, 'data'),
	env: { DATABASE_URL: dbUrl ?? '', ORDER_STEP_SECONDS: '0' },
	nodeArgs: ['--expose-gc'],
});

const COOKIE = 'zoneid=[1,2,3,4,5]; current-lat-lng=1.3048,103.8318; module-id=1; module-type=food';
const PAGE_HEADERS = { cookie: COOKIE, 'accept-encoding': 'gzip', accept: 'text/html' };
const API_HEADERS = {
	moduleId: '1',
	zoneId: '[1,2,3,4,5]',
	latitude: '1.3048',
	longitude: '103.8318',
	accept: 'application/json',
};

const rows = [];
/** A labelled breakdown row, after a full garbage collection when `collect`. */
async function record(label, collect) {
	const breakdown = collect ? await server.gc() : await server.memory();
	rows.push({ label, breakdown });
	return breakdown;
}

async function snapshot(label) {
	if (!snapshots) return;
	mkdirSync(snapshots, { recursive: true });
	const file = path.resolve(snapshots, `${label}-${Date.now()}.heapsnapshot`);
	await server.heapSnapshot(file);
	if (label === 'before')
		out('(writing a heap snapshot leaves ~110 MB in RSS: read RSS from a run without snapshots)');
	const { total, kinds } = summarizeHeapSnapshot(file);
	out(`Heap snapshot ${label}: ${file} (${mb(statSync(file).size)} MB on disk)`);
	out(`  ${mb(total)} MB of objects; largest kinds:`);
	for (const k of kinds) out(`  ${mb(k.bytes).padStart(5)} MB  ${k.count} × ${k.kind}`);
}

try {
	await server.ready;
	await record('ready', false);
	const api = async (p) => (await fetch(`${base}/api/v1${p}`, { headers: API_HEADERS })).json();
	const [item] = (await api('/items/popular?limit=1&offset=1')).products;
	const [store] = (await api('/stores/popular?limit=1&offset=1')).stores;
	const targets = [
		{ path: `/product/${item.slug}`, headers: PAGE_HEADERS },
		{ path: `/store/${store.slug}`, headers: PAGE_HEADERS },
		{ path: '/home', headers: PAGE_HEADERS },
		{
			path: '/api/v1/stores/get-stores/all?store_type=all&limit=12&offset=1',
			headers: API_HEADERS,
			positions: true,
		},
		{
			path: `/api/v1/items/details/${item.id}`,
			headers: { ...API_HEADERS, 'cache-control': 'no-cache' },
		},
	];
	for (const t of targets) await (await fetch(`${base}${t.path}`, { headers: t.headers })).text();
	await record('warm, after GC', true);
	await snapshot('before');

	out(
		`database: ${dbUrl ? 'PostgreSQL' : 'PGlite (embedded)'}; soak ${seconds} s, 20 conn; ` +
			`machine load at start: ${load()}`,
	);
	const { result, samples } = await soak({ server, base, targets, seconds });
	out(
		`${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ` +
			`${result.latency.p99} ms, non-2xx ${result.non2xx + result.errors}; load at end: ${load()}`,
	);
	for (const s of samples) rows.push({ label: `soak ${s.at} s`, breakdown: s.breakdown });
	await record('after soak, after GC', true);
	out();
	out(`| when ${BREAKDOWN_HEADER}`);
	out(`|---${'|---'.repeat(11)}|`);
	for (const r of rows) out(`| ${r.label} | ${breakdownCells(r.breakdown).join(' | ')} |`);
	const peak = Math.max(...samples.map((s) => s.breakdown.rss)) / 1024 / 1024;
	const growth = secondHalfGrowth(samples);
	out();
	out(
		`RSS peak ${peak.toFixed(0)} MB (target ≤ 400), second half ${growth >= 0 ? '+' : ''}` +
			`${growth.toFixed(0)} MB (target: flat)`,
	);
	await snapshot('after');
} finally {
	await server.stop();
	rmSync(work, { recursive: true, force: true });
}
