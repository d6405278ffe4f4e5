#!/usr/bin/env node
// `npm run bench:cluster`: requests per second of one server process against two behind nginx
// (ADR 028), in one run on one machine, with the CPU each part used. Starts the cluster itself
// (scripts/cluster.mjs, two processes) on DATABASE_URL, then for each target runs autocannon
// straight at process 1, then at nginx (round robin over both). CPU comes from /proc: each
// server process, nginx (master and workers), every `postgres` process, the load generator
// (this process) and the whole machine (which includes whatever else runs on it).
// Env: CLUSTER_PORT (4414), CLUSTER_FIRST_PORT (4424), CLUSTER_PORT_STEP (10),
// BENCH_CONNECTIONS (20), BENCH_SECONDS (10). Needs a build and nginx. Not part of CI.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';

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
/** CPU seconds (user + system) a process has used so far. */
const cpuOf = (pid) => {
	try {
		const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
		return (Number(fields[11]) + Number(fields[12])) / TICK;
	} catch {
		return 0;
	}
};
const machineCpu = () => {
	const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
	const n = values.map(Number);
	const idle = n[3] + n[4];
	return { busy: (n.reduce((a, b) => a + b, 0) - idle) / TICK };
};
const [p1, p2, nginxMaster] = children(cluster.pid).sort((a, b) => a - b);
const roles = () => {
	const postgres = readdirSync('/proc')
		.filter((d) => /^\d+$/.test(d))
		.map(Number)
		.filter((pid) => comm(pid) === 'postgres');
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

/** Per role, CPU seconds per pid (a backend that ends mid-run counts only while both saw it). */
function snapshot() {
	const taken = {};
	for (const [role, pids] of Object.entries(roles()))
		taken[role] = new Map(pids.map((pid) => [pid, cpuOf(pid)]));
	const own = process.cpuUsage();
	taken.autocannon = (own.user + own.system) / 1e6;
	taken.machine = machineCpu().busy;
	taken.at = performance.now();
	return taken;
}

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

async function run(target, p) {
	await autocannon({
		url: `http://127.0.0.1:${p}${target.path}`,
		headers: target.headers,
		connections,
		duration: 2,
	});
	const before = snapshot();
	const result = await autocannon({
		url: `http://127.0.0.1:${p}${target.path}`,
		headers: target.headers,
		connections,
		duration: seconds,
	});
	const after = snapshot();
	const wall = (after.at - before.at) / 1000;
	const cpu = {};
	for (const key of Object.keys(after)) {
		if (key === 'at') continue;
		if (after[key] instanceof Map) {
			let used = 0;
			for (const [pid, seconds] of after[key])
				if (before[key].has(pid)) used += seconds - before[key].get(pid);
			cpu[key] = used / wall;
		} else cpu[key] = (after[key] - before[key]) / wall;
	}
	return {
		rps: result.requests.average,
		p99: result.latency.p99,
		bad: result.non2xx + result.errors + result.timeouts,
		cpu,
	};
}

const pct = (cores) => `${Math.round(cores * 100)}%`;
out(
	`bench:cluster — ${connections} connections, ${seconds} s per run, same machine (${readFileSync('/proc/cpuinfo', 'utf8').match(/^processor/gm)?.length} cores)`,
);
out(
	'CPU in % of one core over the run. PostgreSQL: every backend on the server (other users too);',
);
out('"other work": the machine minus the columns before it; "machine": everything on it.');
out('');
out(
	'| Target | Setup | req/s | p99 ms | failed | proc 1 | proc 2 | nginx | PostgreSQL | autocannon | other work | machine |',
);
out('|---|---|---|---|---|---|---|---|---|---|---|---|');
const ratios = [];
for (const target of targets) {
	const one = await run(target, first);
	const two = await run(target, port);
	for (const [label, r] of [
		['1 process, direct', one],
		['2 processes via nginx', two],
	]) {
		const ours = ['process 1', 'process 2', 'nginx', 'PostgreSQL', 'autocannon'];
		const other = Math.max(0, r.cpu.machine - ours.reduce((sum, k) => sum + r.cpu[k], 0));
		out(
			`| ${target.name} | ${label} | ${Math.round(r.rps)} | ${r.p99} | ${r.bad} | ${pct(r.cpu['process 1'])} | ${pct(r.cpu['process 2'])} | ${pct(r.cpu.nginx)} | ${pct(r.cpu.PostgreSQL)} | ${pct(r.cpu.autocannon)} | ${pct(other)} | ${pct(r.cpu.machine)} |`,
		);
	}
	ratios.push(`${target.name}: ${(two.rps / one.rps).toFixed(2)}×`);
}
out('');
out(`two processes via nginx / one process: ${ratios.join('; ')}`);

cluster.kill('SIGTERM');
await new Promise((r) => cluster.once('exit', r));
