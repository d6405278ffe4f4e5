// Prints requests per second and p50/p99 latency of the built server (run `npm run build` first)
// for popular items, the store list, item details and search, at 50 connections, on the embedded
// database; with BENCH_DATABASE_URL set, on that PostgreSQL instead.
//   node scripts/bench-api.mjs [seconds per endpoint, default 10]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startBuiltServer } from './lib/built-server.mjs';

const PORT = 4488;
const base = `http://127.0.0.1:${PORT}/api/v1`;
const seconds = Number(process.argv[2] ?? 10);
const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-bench-api-'));
const pg = process.env.BENCH_DATABASE_URL;

const headers = {
	moduleId: '1',
	zoneId: '[1,2,3,4,5]',
	latitude: '1.3048',
	longitude: '103.8318',
	Accept: 'application/json',
};

const server = startBuiltServer({
	port: PORT,
	dataDir,
	env: pg ? { DATABASE_URL: pg } : { DATABASE_URL: '' },
});
await server.ready;

const popular = await (await fetch(`${base}/items/popular?limit=1`, { headers })).json();
const itemId = popular.products[0].id;
const endpoints = [
	['popular items', '/items/popular?limit=10&offset=1'],
	['store list', '/stores/get-stores/all?store_type=all&limit=12&offset=1'],
	['item details', `/items/details/${itemId}`],
	['search', '/items/search?name=chicken%20rice&limit=12&offset=1'],
];

console.log(
	`database: ${pg ? 'PostgreSQL' : 'PGlite (embedded)'}; 50 connections, ${seconds} s each`,
);
console.log('endpoint        | cache    | req/s   | p50 ms | p99 ms | errors | non-2xx');
try {
	for (const [name, url] of endpoints) {
		// Cached: the response cache of ADR 008. Uncached: every request reaches the database.
		for (const [mode, extra] of [
			['cached', {}],
			['uncached', { 'Cache-Control': 'no-cache' }],
		]) {
			const h = { ...headers, ...extra };
			await autocannon({ url: `${base}${url}`, headers: h, connections: 10, duration: 2 }); // warm-up
			const r = await autocannon({
				url: `${base}${url}`,
				headers: h,
				connections: 50,
				duration: seconds,
			});
			const cells = [
				name.padEnd(15),
				mode.padEnd(8),
				r.requests.average.toFixed(0).padStart(7),
				String(r.latency.p50).padStart(6),
				String(r.latency.p99).padStart(6),
				String(r.errors).padStart(6),
				String(r.non2xx).padStart(7),
			];
			console.log(cells.join(' | '));
		}
	}
} finally {
	await server.stop();
	rmSync(dataDir, { recursive: true, force: true });
}
