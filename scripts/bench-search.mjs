// Search speed (ADR 017): the built server (run `npm run build` first), response cache bypassed,
// each request a different term of at least 1,000 (the relevance table's terms and generated
// misspellings, each in its module). Three calls: a plain list (reference: not search, to read the
// others against the machine's state), the header's suggestions (items/item-or-store-search, 8 of
// each) and a results page (get-combined-data, 12 items). For each, two passes:
//   - one at a time: what one request costs (p50/p99), and from the server's Server-Timing the ms
//     spent inside the API and the statements it sent;
//   - 50 connections (autocannon in its own process): req/s and p50/p90/p99, with the CPU the
//     server, PostgreSQL, the load generator and the rest of the machine used meanwhile.
// On PGlite by default; on PostgreSQL with BENCH_DATABASE_URL (a fresh database is created next
// to it and dropped). `--large` first grows the catalogue to 50,000 items (`--items N`); with
// `--large` or `--plans`, after the measured passes, the server is restarted with SEARCH_PLANS=1
// (ADR 042: it logs the generic plan, EXPLAIN ANALYZE of the prepared statement, of each search
// statement shape it meets), sent the first 100 terms of each search call, and the script prints
// the first plans of each statement and how many shapes read through a trigram index.
// Each row carries the load average when it was taken and the CPU one request costs (server and,
// on PostgreSQL, its backends), the figure a busy shared machine disturbs least.
// `--rate N` offers N requests per second, arriving at random (a Poisson stream) over at most
// the connections, instead of sending the next request as soon as an answer comes: latency at a
// given load rather than at saturation, counted from when each request was due.
// `--capacity` adds, per call, the highest offered rate (random arrivals, as `--rate`) at which
// the connections keep p99 under `--target` ms (50) with nothing failed: rates doubled from
// 25 req/s until a pass misses, then halved twice between the last pass that met it and the
// first that missed (5 s passes).
//   npm run bench:search -- [--seconds 10] [--connections 50] [--rate 0] [--capacity] [--target 50]
//     [--large] [--port 4431]
import { randomBytes } from 'node:crypto';
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startBuiltServer } from './lib/built-server.mjs';
import { coresBetween, cpuOf, cpuSnapshot } from './lib/cpu-usage.mjs';
import { CALLS, callPath, headersFor } from './lib/search-calls.mjs';
import { benchTerms } from './lib/search-terms.mjs';

const { values } = parseArgs({
	options: {
		seconds: { type: 'string', default: '10' },
		connections: { type: 'string', default: '50' },
		rate: { type: 'string', default: '0' },
		large: { type: 'boolean', default: false },
		items: { type: 'string', default: '50000' },
		plans: { type: 'boolean', default: false },
		capacity: { type: 'boolean', default: false },
		target: { type: 'string', default: '50' },
		port: { type: 'string', default: '4431' },
		/** Requests of the one-at-a-time pass, per call. */
		serial: { type: 'string', default: '300' },
	},
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const port = Number(values.port);
const origin = `http://127.0.0.1:${port}`;
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

// SERVER_TIMING: each answer says how many statements it sent and its ms inside the API.
const showPlans = values.large || values.plans;
/** The `search plan` lines the server logged (SEARCH_PLANS=1), in the order it met the shapes. */
const plans = [];
const start = (withPlans = false) => {
	const started = startBuiltServer({
		port,
		dataDir,
		env: {
			DATABASE_URL: databaseUrl,
			ORDER_STEP_SECONDS: '0',
			SERVER_TIMING: '1',
			SEARCH_PLANS: withPlans ? '1' : '0',
		},
	});
	let pending = '';
	started.child.stdout.on('data', (chunk) => {
		const lines = (pending + chunk).split('\n');
		pending = lines.pop() ?? '';
		for (const line of lines)
			if (line.includes('"search plan"')) {
				try {
					plans.push(JSON.parse(line));
				} catch {}
			}
	});
	return started;
};
const grow = (args) =>
	execFileSync(
		process.execPath,
		['scripts/seed-search-catalogue.mjs', '--items', values.items, ...args],
		{ stdio: 'inherit' },
	);

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
const percentile = (sorted, p) =>
	sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** One request at a time over the first `serial` terms: latency, API ms and statements. */
async function serialPass(call) {
	const n = Number(values.serial);
	const latencies = [];
	let apiMs = 0;
	let queries = 0;
	/** CPU seconds of the server and of this database's backends (a backend gone keeps its last). */
	const seen = new Map();
	const cpuNow = async () => {
		for (const pid of [server.child.pid, ...(await backendPids())]) {
			const used = cpuOf(pid);
			if (used >= (seen.get(pid) ?? 0)) seen.set(pid, used);
		}
		return [...seen.values()].reduce((a, b) => a + b, 0);
	};
	let before = 0;
	for (let k = 0; k < n + 20; k++) {
		if (k === 20) before = await cpuNow();
		const { term, moduleId } = terms[k % terms.length];
		const began = performance.now();
		const res = await fetch(`${origin}/api/v1${callPath(call, term)}`, {
			headers: headersFor(moduleId),
		});
		await res.arrayBuffer();
		const ms = performance.now() - began;
		if (res.status !== 200) throw new Error(`${call} "${term}": HTTP ${res.status}`);
		if (k < 20) continue; // warm-up
		latencies.push(ms);
		const timing = res.headers.get('server-timing') ?? '';
		queries += Number(/q;dur=([\d.]+)/.exec(timing)?.[1] ?? 0);
		apiMs += Number(/data;dur=([\d.]+)/.exec(timing)?.[1] ?? 0);
	}
	// A backend that started during the pass counts whole; one that ended keeps its last reading.
	const after = await cpuNow();
	latencies.sort((a, b) => a - b);
	return {
		p50: percentile(latencies, 0.5),
		p99: percentile(latencies, 0.99),
		apiMs: apiMs / n,
		queries: queries / n,
		// CPU ms of one request: the server's, and its PostgreSQL backends'.
		cpuMs: ((after - before) * 1000) / n,
	};
}

/** This database's PostgreSQL backends (none on PGlite). */
async function backendPids() {
	if (!adminUrl) return [];
	const admin = new pg.Client({ connectionString: adminUrl });
	await admin.connect();
	const { rows } = await admin.query('select pid from pg_stat_activity where datname = $1', [
		dbName,
	]);
	await admin.end();
	return rows.map((r) => r.pid);
}

/** `connections` at once for `seconds` (`offered` req/s, 0 = as fast as answers come), the load generator in its own process. */
function loadPass(call, offered = Number(values.rate), passSeconds = seconds) {
	const roles = { server: [server.child.pid], PostgreSQL: [] };
	const job = JSON.stringify({
		url: origin,
		call,
		connections,
		seconds: passSeconds,
		warmSeconds: 2,
		rate: offered,
	});
	// autocannon's request timer (retimer) reschedules itself with a negative delay when the load
	// generator's event loop was held up past a deadline (a loaded machine): Node then runs it
	// at once and prints TimeoutNegativeWarning. The timeout it measures is still right (no answer
	// for 10 s), and it is reported in the table; the warning is only noise.
	const child = spawn(
		process.execPath,
		['--disable-warning=TimeoutNegativeWarning', 'scripts/lib/search-load.mjs', job],
		{
			stdio: ['ignore', 'pipe', 'inherit'],
		},
	);
	return new Promise((resolve, reject) => {
		let before;
		let out = '';
		let measuring = false;
		child.stdout.on('data', async (chunk) => {
			out += chunk;
			if (!measuring && out.includes('measuring\n')) {
				measuring = true;
				// This database's backends only: other databases on the server are the rest.
				roles.PostgreSQL = await backendPids();
				before = cpuSnapshot(roles);
			}
			const line = out.split('\n').find((l) => l.startsWith('{'));
			if (line && before) {
				const result = JSON.parse(line);
				const cores = coresBetween(before, cpuSnapshot(roles));
				resolve({ ...result, cpu: { ...cores, load: result.cores } });
			}
		});
		child.once('exit', (code) => {
			if (code !== 0) reject(new Error(`the load generator exited with ${code}`));
		});
	});
}

/**
 * The highest offered rate at which `connections` keep p99 under the target with nothing failed,
 * and the passes that found it: rates doubled from 25 req/s until one misses, then two halvings.
 */
async function capacityOf(call) {
	const target = Number(values.target);
	const passes = [];
	const meets = async (offered) => {
		const r = await loadPass(call, offered, 5);
		const ok = r.p99 < target && r.errors + r.non2xx === 0;
		passes.push(`${offered}: ${r.rps.toFixed(0)} req/s p99 ${ms(r.p99)}${ok ? '' : ' ✗'}`);
		return ok;
	};
	let met = 0;
	let missed = 25;
	while (await meets(missed)) {
		met = missed;
		missed *= 2;
		if (missed > 6400) break;
	}
	for (let k = 0; k < 2 && missed - met > 5; k++) {
		const mid = Math.round((met + missed) / 2);
		if (await meets(mid)) met = mid;
		else missed = mid;
	}
	return { met, missed, passes };
}

/** The plans the server logged: the first of each kind in full, then which index each shape used. */
function printPlans() {
	if (plans.length === 0) {
		console.log('No search plan was logged (is the server built from this tree?)');
		return;
	}
	// Items: the name words' GIN index or the text's trigram index (ADR 046); stores: trigram.
	const trigram = (plan) => /_trgm_idx|_name_words_idx/.test(plan);
	for (const kind of ['search_items', 'search_stores']) {
		const mine = plans.filter((p) => p.kind === kind);
		if (mine.length === 0) continue;
		const using = mine.filter((p) => trigram(p.plan)).length;
		console.log(
			`\n${kind}: ${mine.length} statement shapes met, ${using} read through a trigram or name-words index (generic plans, EXPLAIN ANALYZE of the first call of each shape, load average ${loadavg()[0].toFixed(1)})`,
		);
		for (const p of mine.slice(0, 2)) console.log(`\nplan of shape ${p.shape}:\n${p.plan}`);
	}
}

const ms = (v) => (v < 10 ? v.toFixed(1) : v.toFixed(0));
const pct = (cores) => `${Math.round(cores * 100)}%`;
const rate = Number(values.rate);
console.log(
	`database: ${databaseUrl ? 'PostgreSQL' : 'PGlite (embedded)'}${values.large ? `, ${values.items} items` : ', demo catalogue'}; ` +
		`${terms.length} distinct terms; response cache bypassed; load average ${loadavg()
			.map((l) => l.toFixed(1))
			.join(' ')}`,
);
console.log(
	`one at a time: ${values.serial} requests per call; under load: ${connections} connections` +
		`${rate ? ` offered ${rate} req/s` : ''}, ${seconds} s; CPU in cores (100% = one core) of the ` +
		"server, this database's PostgreSQL backends, the load generator and the rest of the machine; " +
		'failed = answers other than 2xx + requests with no answer (connection errors, and timeouts: ' +
		'no answer in 10 s, given up and counted, not retried)',
);
console.log(
	'CPU ms/req: CPU of one request, server + its PostgreSQL backends (one at a time pass). Under ' +
		`${connections} connections, mean latency = ${connections} ÷ req/s (Little's law): p99 < 50 ms needs ` +
		`more than ${connections / 0.05} req/s, i.e. at most ${(50 / connections).toFixed(1)} ms of CPU per request per core`,
);
console.log(
	'| call | load avg | one: p50 ms | p99 ms | API ms | queries | CPU ms/req | load: req/s | p50 ms | p90 ms | p99 ms | failed (non-2xx · timeouts) | CPU server | PG | load gen. | rest |',
);
console.log('|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|');
try {
	for (const call of CALLS) {
		const one = await serialPass(call);
		const r = await loadPass(call);
		const rest = Math.max(0, r.cpu.machine - r.cpu.server - r.cpu.PostgreSQL - r.cpu.load);
		const cells = [
			call,
			loadavg()[0].toFixed(1),
			ms(one.p50),
			ms(one.p99),
			ms(one.apiMs),
			one.queries.toFixed(1),
			ms(one.cpuMs),
			r.rps.toFixed(0),
			ms(r.p50),
			ms(r.p90),
			ms(r.p99),
			`${r.errors + r.non2xx} (${r.non2xx} · ${r.timeouts})`,
			pct(r.cpu.server),
			databaseUrl ? pct(r.cpu.PostgreSQL) : '–',
			pct(r.cpu.load),
			pct(rest),
		];
		console.log(`| ${cells.join(' | ')} |`);
	}
	if (values.capacity) {
		console.log(
			`\nCapacity: the highest offered rate at which ${connections} connections keep p99 < ${values.target} ms with nothing failed (requests arriving at random, latency from when each was due; 5 s passes; offered req/s: answered req/s, p99 ms; ✗ = missed)`,
		);
		for (const call of CALLS) {
			const { met, missed, passes } = await capacityOf(call);
			console.log(
				`- ${call}: ${met ? `${met} req/s` : `below ${missed} req/s`} (load average ${loadavg()[0].toFixed(1)}; ${passes.join(' · ')})`,
			);
		}
	}
	if (showPlans) {
		await server.stop();
		server = start(true);
		await server.ready;
		for (const call of CALLS.filter((c) => c !== 'reference'))
			for (const { term, moduleId } of terms.slice(0, 100)) {
				const res = await fetch(`${origin}/api/v1${callPath(call, term)}`, {
					headers: headersFor(moduleId),
				});
				await res.arrayBuffer();
			}
		printPlans();
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
