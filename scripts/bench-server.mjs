// The server's speed under load (issue 20), against the ceiling of this machine: each page and API
// read is served by the built storefront and, in the same run, by a static server sending the same
// bytes from memory; the ratio column is storefront ÷ static. Then queries and time per stage per
// request (from the Server-Timing header the server sends when SERVER_TIMING=1), the cache
// invalidation's propagation time (a direct database write, as an admin panel would make, until
// the page shows it) and a short soak with the server's RSS. Run `npm run build` first.
//   node scripts/bench-server.mjs [seconds per target, default 10] [soak seconds, default 60; 0: none]
// BENCH_ONLY=<words> measures only the rows whose name contains one of them (e.g. "store list").
// BENCH_DATABASE_URL=postgres://… runs it on PostgreSQL instead of the embedded PGlite.
// Out of CI: the figures depend on the machine and on what else runs on it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startBuiltServer } from './lib/built-server.mjs';
import { BREAKDOWN_HEADER, breakdownCells, mb, secondHalfGrowth, soak } from './lib/soak.mjs';

const seconds = Number(process.argv[2] ?? 10);
const soakSeconds = Number(process.argv[3] ?? 60);
const PORT = Number(process.env.BENCH_PORT ?? 4413);
const STATIC_PORT = Number(process.env.BENCH_STATIC_PORT ?? 4423);
const base = `http://127.0.0.1:${PORT}`;
const dbUrl = process.env.BENCH_DATABASE_URL;
const work = mkdtempSync(path.join(tmpdir(), 'storefront-bench-server-'));
const out = (line = '') => process.stdout.write(`${line}\n`);

const server = startBuiltServer({
	port: PORT,
	dataDir: path.join(work, 'data'),
	env: { DATABASE_URL: dbUrl ?? '', SERVER_TIMING: '1', ORDER_STEP_SECONDS: '0' },
});
await server.ready;

/** A returning food shopper in Central Singapore, as the location picker leaves the cookies. */
const COOKIE = 'zoneid=[1,2,3,4,5]; current-lat-lng=1.3048,103.8318; module-id=1; module-type=food';
const PAGE_HEADERS = { cookie: COOKIE, 'accept-encoding': 'gzip', accept: 'text/html' };
const API_HEADERS = {
	moduleId: '1',
	zoneId: '[1,2,3,4,5]',
	latitude: '1.3048',
	longitude: '103.8318',
	accept: 'application/json',
};

async function api(p, headers = API_HEADERS) {
	return (await fetch(`${base}/api/v1${p}`, { headers })).json();
}
const [item] = (await api('/items/popular?limit=1&offset=1')).products;
const [store] = (await api('/stores/popular?limit=1&offset=1')).stores;

const allTargets = [
	{ name: '/product/{slug}', path: `/product/${item.slug}`, headers: PAGE_HEADERS, conn: 10 },
	{ name: '/store/{slug}', path: `/store/${store.slug}`, headers: PAGE_HEADERS, conn: 10 },
	{ name: 'food /home', path: '/home', headers: PAGE_HEADERS, conn: 10 },
	{
		name: 'API store list, 20k positions',
		path: '/api/v1/stores/get-stores/all?store_type=all&limit=12&offset=1',
		headers: API_HEADERS,
		conn: 50,
		positions: 20_000,
	},
	{
		name: 'API item details, no-cache',
		path: `/api/v1/items/details/${item.id}`,
		headers: { ...API_HEADERS, 'cache-control': 'no-cache' },
		conn: 50,
	},
];

const only = (process.env.BENCH_ONLY ?? '').split(',').map((w) => w.trim().toLowerCase());
const targets = allTargets.filter(
	(t) => only.every((w) => !w) || only.some((w) => w && t.name.toLowerCase().includes(w)),
);

/** 20,000 distinct shopper positions around Singapore's centre (about ±5 km). */
function positions(n) {
	const list = [];
	for (let i = 0; i < n; i++) {
		const a = (i * 2654435761) % 1_000_003;
		list.push([
			(1.3048 + ((a % 1000) / 1000 - 0.5) * 0.09).toFixed(6),
			(103.8318 + ((Math.floor(a / 1000) % 1000) / 1000 - 0.5) * 0.09).toFixed(6),
		]);
	}
	return list;
}

function cannon(url, target) {
	const opts = {
		url,
		connections: target.conn,
		duration: seconds,
		headers: target.headers,
		timeout: 30,
	};
	if (target.positions) {
		const list = positions(target.positions);
		let next = 0;
		opts.requests = [
			{
				setupRequest(req) {
					const [lat, lng] = list[next++ % list.length];
					req.headers = { ...req.headers, latitude: lat, longitude: lng };
					return req;
				},
			},
		];
	}
	return autocannon(opts);
}

/** A GET as the bytes travel (fetch would undo the gzip). */
function rawGet(p, headers) {
	return new Promise((resolve, reject) => {
		get(`${base}${p}`, { headers }, (res) => {
			const chunks = [];
			res.on('data', (c) => chunks.push(c));
			res.on('end', () =>
				resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
			);
			res.on('error', reject);
		}).on('error', reject);
	});
}

// The static twin: the same status, headers and body bytes, from memory.
const captured = new Map();
const staticServer = createServer((req, res) => {
	const hit = captured.get(req.url);
	if (!hit) {
		res.writeHead(404).end();
		return;
	}
	res.writeHead(200, hit.headers);
	res.end(hit.body);
});
await new Promise((resolve) => staticServer.listen(STATIC_PORT, '127.0.0.1', resolve));

/** Server-Timing: `q;dur=` queries, `data`, `render`, `compress` in ms. */
function timing(header) {
	const parts = {};
	for (const entry of (header ?? '').split(',')) {
		const [name, ...rest] = entry.trim().split(';');
		const dur = rest.find((r) => r.startsWith('dur='));
		if (name && dur) parts[name] = Number(dur.slice(4));
	}
	return parts;
}

const rows = [];
const stages = [];
try {
	for (const target of targets) {
		const res = await rawGet(target.path, target.headers);
		const body = res.body;
		const headers = { 'content-type': res.headers['content-type'] ?? 'text/plain' };
		if (res.headers['content-encoding'])
			headers['content-encoding'] = res.headers['content-encoding'];
		captured.set(target.path, { headers, body });
		const raw = await rawGet(target.path, { ...target.headers, 'accept-encoding': 'identity' });
		const rawBytes = raw.body.length;
		// Stages: median of 15 sequential requests (warm).
		const samples = [];
		for (let i = 0; i < 15; i++) {
			const r = await rawGet(target.path, target.headers);
			samples.push(timing(r.headers['server-timing']));
		}
		const median = (key) => {
			const v = samples
				.map((s) => s[key])
				.filter((x) => x !== undefined)
				.sort((a, b) => a - b);
			return v.length ? v[Math.floor(v.length / 2)] : undefined;
		};
		stages.push({
			name: target.name,
			status: res.status,
			bytes: body.length,
			rawBytes,
			q: median('q'),
			data: median('data'),
			render: median('render'),
			compress: median('compress'),
		});
		await cannon(`${base}${target.path}`, { ...target, conn: 5 }).then(() => {}); // warm-up
		const app = await cannon(`${base}${target.path}`, target);
		const stat = await cannon(`http://127.0.0.1:${STATIC_PORT}${target.path}`, target);
		rows.push({ target, app, stat });
	}
} finally {
	staticServer.close();
}

out(
	`database: ${dbUrl ? 'PostgreSQL' : 'PGlite (embedded)'}; ${seconds} s per target; ` +
		`machine load at start: ${execFileSync('cat', ['/proc/loadavg']).toString().trim()}`,
);
out();
out('| What | conn | storefront req/s | p50 ms | p99 ms | non-2xx | static req/s | ratio |');
out('|---|---|---|---|---|---|---|---|');
for (const { target, app, stat } of rows) {
	const ratio = (100 * app.requests.average) / stat.requests.average;
	out(
		`| ${target.name} | ${target.conn} | ${app.requests.average.toFixed(0)} | ${app.latency.p50} | ` +
			`${app.latency.p99} | ${app.non2xx + app.errors} | ${stat.requests.average.toFixed(0)} | ` +
			`${ratio.toFixed(1)}% |`,
	);
}
out();
out(
	'| What | status | bytes sent | HTML/JSON bytes | queries | data ms | render ms | compress ms |',
);
out('|---|---|---|---|---|---|---|---|');
const cell = (v) => (v === undefined ? 'n/a' : String(v));
for (const s of stages)
	out(
		`| ${s.name} | ${s.status} | ${s.bytes} | ${s.rawBytes} | ${cell(s.q)} | ${cell(s.data)} | ` +
			`${cell(s.render)} | ${cell(s.compress)} |`,
	);

// Propagation: a direct write to the database (no API call, as an admin panel would) until the
// product page and the item details read show it.
async function propagation() {
	const client = new pg.Client({ connectionString: dbUrl });
	await client.connect();
	const pagePath = `/product/${item.slug}`;
	const results = [];
	const pageResults = [];
	try {
		for (let round = 0; round < 5; round++) {
			// Warm both caches first (the page twice: the second answer comes from the page cache).
			for (let i = 0; i < 2; i++)
				await (await fetch(`${base}${pagePath}`, { headers: PAGE_HEADERS })).arrayBuffer();
			await api(`/items/details/${item.id}`);
			const name = `Bench rename ${Date.now()}-${round}`;
			const began = performance.now();
			await client.query('update items set name = $1 where id = $2', [name, item.id]);
			let seen = false;
			let pageSeen = false;
			while ((!seen || !pageSeen) && performance.now() - began < 10_000) {
				if (!seen) {
					seen = (await api(`/items/details/${item.id}`)).name === name;
					if (seen) results.push(performance.now() - began);
				}
				if (!pageSeen) {
					const html = await (await fetch(`${base}${pagePath}`, { headers: PAGE_HEADERS })).text();
					pageSeen = html.includes(name);
					if (pageSeen) pageResults.push(performance.now() - began);
				}
				if (!seen || !pageSeen) await new Promise((r) => setTimeout(r, 5));
			}
			if (!seen) results.push(Number.POSITIVE_INFINITY);
			if (!pageSeen) pageResults.push(Number.POSITIVE_INFINITY);
		}
	} finally {
		await client.end();
	}
	return { times: results, pageTimes: pageResults };
}
if (dbUrl) {
	const { times, pageTimes } = await propagation();
	const ms = (list) => list.map((t) => `${t.toFixed(0)} ms`).join(', ');
	out();
	out(
		`Invalidation, direct UPDATE items → item details read shows it: ${ms(times)} (target ≤ 1000 ms)`,
	);
	out(`… → the cached product page shows it: ${ms(pageTimes)} (target ≤ 1000 ms)`);
} else {
	out();
	out('Invalidation propagation: run with BENCH_DATABASE_URL (a second writer needs PostgreSQL).');
}

// Soak: mixed pages and API reads at 20 connections; the memory breakdown every 10 s (ADR 040;
// `npm run bench:soak` runs the soak alone, five minutes by default, with heap snapshots).
if (soakSeconds > 0) await soakReport();

async function soakReport() {
	const { result: soakResult, samples } = await soak({
		server,
		base,
		targets,
		seconds: soakSeconds,
	});
	const every = (pick) => samples.map((s) => mb(pick(s.breakdown))).join(' → ');
	out();
	out(
		`Soak ${soakSeconds} s, 20 conn, mixed: ${soakResult.requests.average.toFixed(0)} req/s, p50 ` +
			`${soakResult.latency.p50} ms, p99 ${soakResult.latency.p99} ms, non-2xx ` +
			`${soakResult.non2xx + soakResult.errors}; MB every 10 s:`,
	);
	out(
		`  RSS ${every((b) => b.rss)} (second half ${secondHalfGrowth(samples).toFixed(0)} MB; target ≤ 400, flat)`,
	);
	out(`  heap used ${every((b) => b.heapUsed)}; external ${every((b) => b.external)}`);
	out(`  PGlite WASM ${every((b) => b.holders['pglite wasm']?.bytes)}`);
	out();
	out(BREAKDOWN_HEADER);
	out('|---|---|---|---|---|---|---|---|---|---|---|');
	out(`| ${breakdownCells(samples.at(-1).breakdown).join(' | ')} |`);
}

await server.stop();
rmSync(work, { recursive: true, force: true });
