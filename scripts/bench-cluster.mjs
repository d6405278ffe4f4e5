#!/usr/bin/env node
// `npm run bench:cluster`: requests per second of one server process against two behind nginx
// (ADR 028, ADR 047), in one run on one machine, with the CPU each part used. Starts the cluster
// itself (scripts/cluster.mjs, two processes) on DATABASE_URL, then for each target runs the load
// straight at process 1, at nginx (round robin over both) and straight at both processes (half
// the connections each: what splitting costs without nginx), BENCH_ROUNDS times, alternating
// which goes first. CPU comes from /proc over the steady part of each run: each server process,
// nginx (master and workers), the PostgreSQL backends of this database, the load generator (wrk
// when installed, else autocannon: scripts/lib/load-generator.mjs) and the whole machine (which
// includes whatever else runs on it). On a shared 2-core machine the req/s ratio says how much CPU
// the cluster won; "req per server CPU-second" (processes + nginx + this database's backends) is
// what scales with cores, and its ratio two/one is the scale-out's efficiency.
// Env: CLUSTER_PORT (4414), CLUSTER_FIRST_PORT (4424), CLUSTER_PORT_STEP (10),
// BENCH_CONNECTIONS (20), BENCH_SECONDS (10), BENCH_ROUNDS (2), BENCH_LOADGEN (wrk|autocannon).
// Needs a build and nginx. Not part of CI.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import pg from 'pg';
import { cpuOf, machineBusy } from './lib/cpu-usage.mjs';
import { loadGenerator, runLoad } from './lib/load-generator.mjs';

const out = (line) => process.stdout.write(`${line}\n`);
if (!process.env.DATABASE_URL) {
	process.stderr.write(
		'bench:cluster needs DATABASE_URL (a PostgreSQL database to seed or reuse)\n',
	);
	process.exit(1);
}
const port = Number(process.env.CLUSTER_PORT ?? 4414);
const first = Number(process.env.CLUSTER_FIRST_PORT ?? 4424);
const step = Number(process.env.CLUSTER_PORT_STEP ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const generator = loadGenerator();
const TICK = 100; // USER_HZ: /proc times are in 1/100 s on Linux

const cluster = spawn(process.execPath, ['scripts/cluster.mjs'], {
	env: {
		LOG_LEVEL: 'warn',
		ORDER_STEP_SECONDS: '0',
		...process.env,
		CLUSTER_PROCESSES: '2',
		CLUSTER_PORT: String(port),
		CLUSTER_FIRST_PORT: String(first),
		CLUSTER_PORT_STEP: String(step),
	},
	stdio: ['ignore', 'pipe', 'inherit'],
});
let log = '';
cluster.stdout.on('data', (d) => (log += d));
// A bench that fails leaves no cluster behind.
process.on('exit', () => cluster.exitCode === null && cluster.kill('SIGTERM'));
for (let i = 0; !/\[cluster\] ready in/.test(log); i++) {
	if (i > 600 || cluster.exitCode !== null) {
		process.stderr.write(`the cluster did not start:\n${log.slice(-2000)}\n`);
		process.exit(1);
	}
	await new Promise((r) => setTimeout(r, 500));
}

const children = (pid) => {
	const file = `/proc/${pid}/task/${pid}/children`;
	return existsSync(file)
		? readFileSync(file, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
		: [];
};
const comm = (pid) => {
	try {
		return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
	} catch {
		return '';
	}
};
/** CPU seconds a process's main (JavaScript) thread has used so far. */
const mainThreadCpu = (pid) => {
	try {
		const fields = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
		return (Number(fields[11]) + Number(fields[12])) / TICK;
	} catch {
		return 0;
	}
};
const [p1, p2, nginxMaster] = children(cluster.pid).sort((a, b) => a - b);
const database = new URL(process.env.DATABASE_URL).pathname.slice(1);
/** A backend's title: "postgres: 15/main: <user> <database> <client> <state>". */
const ofThisDatabase = (pid) => {
	try {
		return ` ${readFileSync(`/proc/${pid}/cmdline`, 'utf8')} `.includes(` ${database} `);
	} catch {
		return false;
	}
};
const roles = () => {
	const postgres = readdirSync('/proc')
		.filter((d) => /^\d+$/.test(d))
		.map(Number)
		.filter((pid) => comm(pid) === 'postgres' && ofThisDatabase(pid));
	const nginx = [nginxMaster, ...children(nginxMaster)];
	return {
		'process 1': [p1],
		'process 2': [p2],
		nginx,
		PostgreSQL: postgres,
	};
};
const serverPids = [p1, p2].filter((pid) => ['node', 'MainThread'].includes(comm(pid)));
const nginxOk = comm(nginxMaster) === 'nginx';
if (serverPids.length !== 2 || !nginxOk)
	out(`(could not tell the processes apart: ${[p1, p2, nginxMaster].map(comm).join(', ')})`);

const popular = await (
	await fetch(`http://127.0.0.1:${port}/api/v1/items/popular?limit=5`, {
		headers: { moduleId: '2', zoneId: '[1,2,3,4,5]' },
	})
).json();
const product = popular.products?.[0];
const zone = { zoneId: '[1]', moduleId: '1', latitude: '1.3048', longitude: '103.8318' };
const targets = [
	{
		name: 'API store list (response cache)',
		path: '/api/v1/stores/get-stores/all?offset=1&limit=12',
		headers: zone,
	},
	{
		name: 'API store list, Cache-Control: no-cache',
		path: '/api/v1/stores/get-stores/all?offset=1&limit=12',
		headers: { ...zone, 'Cache-Control': 'no-cache' },
	},
	{
		name: 'product page (gzip)',
		path: `/product/${product?.slug ?? product?.id ?? 1}`,
		headers: { 'Accept-Encoding': 'gzip' },
	},
];

// Transactions of this database (pg_stat_database; its counters reach the view within about a
// second): nonzero during a run means statements, e.g. a cache dropped and read again.
const stats = new pg.Client({ connectionString: process.env.DATABASE_URL });
await stats.connect();
const transactions = async () =>
	Number(
		(
			await stats.query(
				'select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()',
			)
		).rows[0].n,
	);

/** Per role, CPU seconds per pid (a backend that ends mid-run counts only while both saw it). */
async function snapshot(generatorPids) {
	const taken = {};
	for (const [role, pids] of Object.entries(roles()))
		taken[role] = new Map(pids.map((pid) => [pid, cpuOf(pid)]));
	taken['load generator'] = [...new Set(generatorPids)].reduce((sum, pid) => sum + cpuOf(pid), 0);
	// The JavaScript thread: a process serves at most what keeps it at one core.
	taken['main threads'] = mainThreadCpu(p1) + mainThreadCpu(p2);
	taken.machine = machineBusy();
	taken.transactions = await transactions();
	taken.at = performance.now();
	return taken;
}

/**
 * The load on `ports` at once (connections split between them), CPU sampled over the steady
 * part: one snapshot when every generator is under way, one before they end.
 */
async function run(target, ports) {
	const share = Math.ceil(connections / ports.length);
	const loads = (seconds, window) =>
		Promise.all(
			ports.map((p) =>
				runLoad(generator, {
					url: `http://127.0.0.1:${p}${target.path}`,
					headers: target.headers,
					connections: share,
					seconds,
					window,
				}),
			),
		);
	await loads(2);
	let before;
	let after;
	// Each generator reports its pid; the snapshot is taken when the last one started, and when
	// the first one is about to end (all still running).
	const pids = [];
	const results = await loads(seconds, {
		start: async (pid) => {
			pids.push(pid);
			if (pids.length === ports.length) before = await snapshot(pids);
		},
		end: async () => {
			if (after === undefined) {
				after = null;
				after = await snapshot(pids);
			}
		},
	});
	const result = {
		rps: results.reduce((sum, r) => sum + r.rps, 0),
		p99: Math.max(...results.map((r) => r.p99)),
		bad: results.reduce((sum, r) => sum + r.bad, 0),
	};
	const wall = (after.at - before.at) / 1000;
	const cpu = {};
	for (const key of Object.keys(after)) {
		if (key === 'at' || key === 'transactions') continue;
		if (after[key] instanceof Map) {
			let used = 0;
			for (const [pid, seconds] of after[key])
				if (before[key].has(pid)) used += seconds - before[key].get(pid);
			cpu[key] = used / wall;
		} else cpu[key] = (after[key] - before[key]) / wall;
	}
	// The two snapshots' own transactions are not the server's.
	const xacts = Math.max(0, after.transactions - before.transactions - 1);
	const server = cpu['process 1'] + cpu['process 2'] + cpu.nginx + cpu.PostgreSQL;
	return { ...result, cpu, server, perCore: result.rps / server, xactsPerSec: xacts / wall };
}

const pct = (cores) => `${Math.round(cores * 100)}%`;
const load = () =>
	loadavg()
		.map((l) => l.toFixed(2))
		.join(' ');
const cores = readFileSync('/proc/cpuinfo', 'utf8').match(/^processor/gm)?.length;
out(
	`bench:cluster — ${connections} connections, ${seconds} s per run, ${rounds} round(s), load generator ${generator}, same machine (${cores} cores), database ${database}`,
);
out('CPU in % of one core over the steady part of each run. PostgreSQL: the backends of this');
out('database; "other work": the machine minus the columns before it (other users, other');
out('databases); "server ms/req": CPU of processes + nginx + PostgreSQL per request ("main');
out('thread": the processes\' JavaScript threads alone); "req/CPU-s":');
out('requests per CPU-second of those, what grows with cores; "xact/s": database transactions.');
out('');
out(
	'| Target | Setup | req/s | p99 ms | failed | proc 1 | proc 2 | nginx | PostgreSQL | load gen | other work | machine | server ms/req | main thread ms/req | req/CPU-s | xact/s | load avg |',
);
out('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
/** One process straight; two behind nginx; two straight (half the connections each). */
const setups = {
	one: { ports: [first], label: '1 process, direct' },
	two: { ports: [port], label: '2 processes via nginx' },
	split: { ports: [first, first + step], label: '2 processes, direct (no nginx)' },
};
const summary = [];
for (const target of targets) {
	const pairs = [];
	for (let round = 0; round < rounds; round++) {
		// Alternating order, so a change in the machine's other work does not favour one setup.
		const order = round % 2 === 0 ? ['one', 'two', 'split'] : ['split', 'two', 'one'];
		const pair = {};
		for (const which of order) {
			const avg = load();
			const r = await run(target, setups[which].ports);
			pair[which] = r;
			const ours = ['process 1', 'process 2', 'nginx', 'PostgreSQL', 'load generator'];
			const other = Math.max(0, r.cpu.machine - ours.reduce((sum, k) => sum + r.cpu[k], 0));
			const label = setups[which].label;
			out(
				`| ${target.name} | ${label} | ${Math.round(r.rps)} | ${Math.round(r.p99)} | ${r.bad} | ${pct(r.cpu['process 1'])} | ${pct(r.cpu['process 2'])} | ${pct(r.cpu.nginx)} | ${pct(r.cpu.PostgreSQL)} | ${pct(r.cpu['load generator'])} | ${pct(other)} | ${pct(r.cpu.machine)} | ${((r.server / r.rps) * 1000).toFixed(2)} | ${((r.cpu['main threads'] / r.rps) * 1000).toFixed(2)} | ${Math.round(r.perCore)} | ${Math.round(r.xactsPerSec)} | ${avg} |`,
			);
		}
		pairs.push(pair);
	}
	summary.push({ target, pairs });
}
out('');
out(
	'Two processes via nginx against one process, per round (req/s ratio; req per CPU-second ratio):',
);
for (const { target, pairs } of summary) {
	const rps = pairs.map((p) => `${(p.two.rps / p.one.rps).toFixed(2)}×`).join(', ');
	const eff = pairs.map((p) => (p.two.perCore / p.one.perCore).toFixed(2)).join(', ');
	const split = pairs.map((p) => (p.split.perCore / p.one.perCore).toFixed(2)).join(', ');
	out(`- ${target.name}: req/s ${rps}; per CPU-second ${eff} (two without nginx: ${split})`);
}
out('');
out('A per-CPU-second ratio of 1.00 means each process does as much per core as one alone;');
out('below 1.00 is what nginx and splitting the work cost (without nginx: the splitting alone).');
out('');
out(
	`What the ${cores} cores would serve with nothing else on them, from each run's CPU per request`,
);
out('(one process: its main thread at 100% or the cores full; two: both main threads at 100% or');
out('the cores full), with the load generator on these cores and on another machine:');
/** Ceiling from one run: `threads` JavaScript threads; everything measured shares the cores. */
const ceiling = (r, threads, withGenerator) => {
	const main = r.cpu['main threads'] / r.rps;
	const all = (r.server + (withGenerator ? r.cpu['load generator'] : 0)) / r.rps;
	const byThreads = threads / main;
	const byCores = cores / all;
	return byThreads <= byCores
		? { rps: byThreads, bound: 'main thread' }
		: { rps: byCores, bound: 'cores' };
};
for (const { target, pairs } of summary) {
	for (const withGenerator of [true, false]) {
		const text = pairs.map((p) => {
			const one = ceiling(p.one, 1, withGenerator);
			const two = ceiling(p.two, 2, withGenerator);
			return `${Math.round(one.rps)} (${one.bound}) → ${Math.round(two.rps)} (${two.bound}) = ${(two.rps / one.rps).toFixed(2)}×`;
		});
		out(
			`- ${target.name}, load generator ${withGenerator ? 'here' : 'elsewhere'}: ${text.join('; ')}`,
		);
	}
}

await stats.end();
cluster.kill('SIGTERM');
await new Promise((r) => cluster.once('exit', r));
