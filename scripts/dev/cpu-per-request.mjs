#!/usr/bin/env node
// CPU one request costs a running server (ADR 052): its process's user + system time from
// /proc/<pid>/stat and, with --db, that PostgreSQL database's backends, around N requests at C
// connections (autocannon, the headers of scripts/lib/search-calls.mjs, `Cache-Control:
// no-cache`), after 500 requests of warm-up. Prints CPU ms per request, req/s, p50/p99 and the
// load average before and after: on a shared machine the CPU per request moves least.
//   node scripts/dev/cpu-per-request.mjs --url http://127.0.0.1:4471 --pid 1234
//     [--call reference|suggestions|'results page'] [--connections 50] [--requests 3000] [--db name]
// `reference` is items/popular?limit=12&offset=1 in module 1 (headersFor(1)); the search calls go
// through the bench's 1,200 terms, each in its module.
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { cpuOf } from '../lib/cpu-usage.mjs';
import { callPath, headersFor } from '../lib/search-calls.mjs';
import { benchTerms } from '../lib/search-terms.mjs';

const { values } = parseArgs({
	options: {
		url: { type: 'string' },
		pid: { type: 'string' },
		call: { type: 'string', default: 'reference' },
		connections: { type: 'string', default: '50' },
		requests: { type: 'string', default: '3000' },
		db: { type: 'string' },
		admin: {
			type: 'string',
			default: 'postgres://storefront:storefront@127.0.0.1:5432/storefront',
		},
	},
});
if (!values.url || !values.pid) {
	process.stderr.write('usage: cpu-per-request.mjs --url <origin> --pid <server pid> [options]\n');
	process.exit(2);
}

const terms = benchTerms(1200);
let k = 0;
const requests = [
	{
		setupRequest: (req) => {
			if (values.call === 'reference')
				return { ...req, path: `/api/v1${callPath('reference', '')}`, headers: headersFor(1) };
			const { term, moduleId } = terms[k++ % terms.length];
			return {
				...req,
				path: `/api/v1${callPath(values.call, term)}`,
				headers: headersFor(moduleId),
			};
		},
	},
];
/** This database's backends now (a pool may open more later: those are not counted). */
async function backends() {
	if (!values.db) return [];
	const client = new pg.Client({ connectionString: values.admin });
	await client.connect();
	try {
		const { rows } = await client.query(
			'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
			[values.db],
		);
		return rows.map((r) => r.pid);
	} finally {
		await client.end();
	}
}

const connections = Number(values.connections);
await autocannon({ url: values.url, connections, amount: 500, requests });
const pids = await backends();
const server0 = cpuOf(values.pid);
const pg0 = pids.map(cpuOf);
const load0 = loadavg()[0];
const r = await autocannon({
	url: values.url,
	connections,
	amount: Number(values.requests),
	requests,
	timeout: 30,
});
const server = ((cpuOf(values.pid) - server0) * 1000) / r.requests.total;
// A backend that ended meanwhile (a pool's idle connection) reads 0 afterwards: left out.
const backendMs =
	(pids.reduce((sum, pid, i) => {
		const after = cpuOf(pid);
		return sum + (after > 0 ? after - (pg0[i] ?? 0) : 0);
	}, 0) *
		1000) /
	r.requests.total;
process.stdout.write(
	`${values.call}, ${connections} connections, ${r.requests.total} requests: server ${server.toFixed(2)} ms` +
		`${values.db ? ` + PostgreSQL ${backendMs.toFixed(2)} = ${(server + backendMs).toFixed(2)} ms` : ''} CPU per request; ` +
		`${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ` +
		`non-2xx ${r.non2xx}, errors ${r.errors}; load ${load0.toFixed(2)} → ${loadavg()[0].toFixed(2)}\n`,
);
