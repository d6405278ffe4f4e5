// Search speed (ADR 017): the built server (run `npm run build` first), response cache bypassed,
// 50 connections, each request a different term of at least 1,000 (the relevance table's terms
// and generated misspellings, each in its module). Two calls: the header's suggestions
// (items/item-or-store-search, 8 of each) and a results page (get-combined-data, 12 items).
// On PGlite by default; on PostgreSQL with BENCH_DATABASE_URL (a fresh database is created next
// to it and dropped). `--large` first grows the catalogue to 50,000 items.
//   npm run bench:search -- [--seconds 10] [--large] [--port 4431]
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { startBuiltServer } from './lib/built-server.mjs';
import { benchTerms } from './lib/search-terms.mjs';

const { values } = parseArgs({
	options: {
		seconds: { type: 'string', default: '10' },
		large: { type: 'boolean', default: false },
		port: { type: 'string', default: '4431' },
	},
});
const seconds = Number(values.seconds);
const port = Number(values.port);
const base = `http://127.0.0.1:${port}/api/v1`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-bench-search-'));
const adminUrl = process.env.BENCH_DATABASE_URL;

let databaseUrl = '';
const dbName = `storefront_bench_search_${randomBytes(4).toString('hex')}`;
if (adminUrl) {
	const admin = new pg.Client({ connectionString: adminUrl });
	await admin.connect();
	await admin.query(`create database ${dbName}`);
	await admin.end();
	const url = new URL(adminUrl);
	url.pathname = `/${dbName}`;
	databaseUrl = url.toString();
}

const start = () =>
	startBuiltServer({ port, dataDir, env: { DATABASE_URL: databaseUrl, ORDER_STEP_SECONDS: '0' } });
const grow = (args) =>
	execFileSync(process.execPath, ['scripts/seed-search-catalogue.mjs', ...args], {
		stdio: 'inherit',
	});

let server = start();
await server.ready;
if (values.large) {
	if (databaseUrl) grow(['--url', databaseUrl]);
	else {
		await server.stop(); // PGlite: one process owns the data directory
		grow(['--pglite', path.join(dataDir, 'pglite')]);
		server = start();
		await server.ready;
	}
}

const terms = benchTerms(1200);
const headersFor = (moduleId) => ({
	moduleId: String(moduleId),
	zoneId: '[1,2,3,4,5]',
	latitude: '1.3048',
	longitude: '103.8318',
	Accept: 'application/json',
	'Cache-Control': 'no-cache',
});
const calls = [
	// Not search: the same load on a plain list, to read the others against this machine's state.
	['reference', () => '/items/popular?limit=12&offset=1'],
	['suggestions', (t) => `/items/item-or-store-search?name=${encodeURIComponent(t)}&limit=8`],
	[
		'results page',
		(t) =>
			`/get-combined-data?list_type=item&data_type=searched&name=${encodeURIComponent(t)}&limit=12&offset=1`,
	],
];

console.log(
	`database: ${databaseUrl ? 'PostgreSQL' : 'PGlite (embedded)'}${values.large ? ', 50,000 items' : ', demo catalogue'}; ` +
		`${terms.length} distinct terms; 50 connections, ${seconds} s each; response cache bypassed`,
);
console.log('call          | req/s  | p50 ms | p90 ms | p99 ms | errors | non-2xx');
try {
	for (const [name, pathOf] of calls) {
		let i = 0;
		const requests = [
			{
				setupRequest: (req) => {
					const { term, moduleId } = terms[i++ % terms.length];
					return { ...req, path: `/api/v1${pathOf(term)}`, headers: headersFor(moduleId) };
				},
			},
		];
		await autocannon({ url: base, requests, connections: 10, duration: 2 }); // warm-up
		i = 0;
		const r = await autocannon({ url: base, requests, connections: 50, duration: seconds });
		console.log(
			[
				name.padEnd(13),
				r.requests.average.toFixed(0).padStart(6),
				String(r.latency.p50).padStart(6),
				String(r.latency.p90).padStart(6),
				String(r.latency.p99).padStart(6),
				String(r.errors).padStart(6),
				String(r.non2xx).padStart(7),
			].join(' | '),
		);
	}
} finally {
	await server.stop();
	rmSync(dataDir, { recursive: true, force: true });
	if (adminUrl) {
		const admin = new pg.Client({ connectionString: adminUrl });
		await admin.connect();
		await admin.query(`drop database if exists ${dbName} with (force)`);
		await admin.end();
	}
}
