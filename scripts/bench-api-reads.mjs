// The fixed cost of the hot API reads (issue 20: item details with Cache-Control: no-cache at 50
// connections; the base under issue 15's search figures): for each read, the per-request time one
// request at a time (median of N, wall clock and the server's own `data` time and statement count
// from Server-Timing), then req/s, p50 and p99 at 50 connections. Every request sends
// `Cache-Control: no-cache`, so the API answer cache (ADR 008) is bypassed. Run `npm run build` first.
//   node scripts/bench-api-reads.mjs [seconds at 50 connections, default 10] [serial requests, default 300]
// BENCH_URL=http://127.0.0.1:PORT measures a server already running instead of starting one;
// BENCH_DATABASE_URL=postgres://… starts it on PostgreSQL; BENCH_ONLY=details,popular picks rows.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startBuiltServer } from './lib/built-server.mjs';

const seconds = Number(process.argv[2] ?? 10);
const serial = Number(process.argv[3] ?? 300);
const out = (line = '') => process.stdout.write(`${line}\n`);
const loadavg = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

let server;
let work;
let base = process.env.BENCH_URL;
if (!base) {
	const port = Number(process.env.BENCH_PORT ?? 4413);
	work = mkdtempSync(path.join(tmpdir(), 'storefront-bench-api-reads-'));
	server = startBuiltServer({
		port,
		dataDir: path.join(work, 'data'),
		env: { DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '', SERVER_TIMING: '1' },
	});
	await server.ready;
	base = `http://127.0.0.1:${port}`;
}

const HEADERS = {
	moduleId: '2',
	zoneId: '[1,2,3,4,5]',
	latitude: '1.3048',
	longitude: '103.8318',
	accept: 'application/json',
	'cache-control': 'no-cache',
};

function get(p, headers = HEADERS) {
	return new Promise((resolve, reject) => {
		const began = performance.now();
		request(`${base}${p}`, { headers }, (res) => {
			const chunks = [];
			res.on('data', (c) => chunks.push(c));
			res.on('end', () =>
				resolve({
					ms: performance.now() - began,
					status: res.statusCode,
					timing: res.headers['server-timing'] ?? '',
					body: Buffer.concat(chunks),
				}),
			);
			res.on('error', reject);
		})
			.on('error', reject)
			.end();
	});
}

const popular = JSON.parse((await get('/api/v1/items/popular?limit=12&offset=1')).body);
const item = popular.products[0];
const category = item.category_ids[0]?.id ?? 1;
const reads = [
	{ name: 'popular', title: 'items/popular (12)', path: '/api/v1/items/popular?limit=12&offset=1' },
	{
		name: 'latest',
		title: 'items/latest of a store',
		path: `/api/v1/items/latest?store_id=${item.store_id}&category_id=0&limit=12&offset=1`,
	},
	{ name: 'details', title: 'items/details/{id}', path: `/api/v1/items/details/${item.id}` },
	{
		name: 'category',
		title: 'categories/items/{id}',
		path: `/api/v1/categories/items/${category}?limit=12&offset=1&type=all`,
	},
].filter((r) => !process.env.BENCH_ONLY || process.env.BENCH_ONLY.split(',').includes(r.name));

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const stage = (timing, key) =>
	Number(new RegExp(`${key};dur=([\\d.]+)`).exec(timing)?.[1] ?? Number.NaN);

out(
	`${base}; ${serial} serial requests, then ${seconds} s at 50 connections; Cache-Control: no-cache`,
);
out();
out(
	'| Read | bytes | statements | serial ms (median) | data ms (median) | load | 50 conn req/s | p50 ms | p99 ms | non-2xx | load |',
);
out('|---|---|---|---|---|---|---|---|---|---|---|');
try {
	for (const read of reads) {
		for (let i = 0; i < 30; i++) await get(read.path);
		const wall = [];
		const data = [];
		let last;
		for (let i = 0; i < serial; i++) {
			last = await get(read.path);
			wall.push(last.ms);
			data.push(stage(last.timing, 'data'));
		}
		const serialLoad = loadavg();
		const run = await autocannon({
			url: `${base}${read.path}`,
			connections: 50,
			duration: seconds,
			headers: HEADERS,
			timeout: 30,
		});
		out(
			`| ${read.title} | ${last.body.length} | ${stage(last.timing, 'q')} | ${median(wall).toFixed(2)} | ` +
				`${median(data).toFixed(2)} | ${serialLoad} | ${run.requests.average.toFixed(0)} | ` +
				`${run.latency.p50} | ${run.latency.p99} | ${run.non2xx + run.errors} | ${loadavg()} |`,
		);
	}
} finally {
	await server?.stop();
	if (work) rmSync(work, { recursive: true, force: true });
}
