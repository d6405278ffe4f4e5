// The load generator of `npm run bench:cluster`: wrk (Debian package `wrk`, C, about 0.05 ms of
// CPU per request here) when it is on PATH, else autocannon (Node, in this process: about 0.6 ms
// per request on the 2-core machine, as much as a cached page costs the server, so on a shared
// 2-core machine it takes the CPU a second server process would need). BENCH_LOADGEN=wrk|autocannon
// chooses. `run` calls `window.start()` once the connections are up and `window.end()` just before
// the run ends, so CPU is sampled over the steady part only; the load generator's own pid is passed.
import { spawn, spawnSync } from 'node:child_process';
import autocannon from 'autocannon';

export function loadGenerator() {
	const asked = process.env.BENCH_LOADGEN;
	if (asked === 'autocannon' || asked === 'wrk') return asked;
	return spawnSync('wrk', ['--version']).error ? 'autocannon' : 'wrk';
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Milliseconds from wrk's "12.56ms" / "812.00us" / "1.20s". */
const ms = (text) => {
	const m = /^([\d.]+)(us|ms|s|m)$/.exec(text ?? '');
	if (!m) return Number.NaN;
	return Number(m[1]) * { us: 0.001, ms: 1, s: 1000, m: 60_000 }[m[2]];
};

function parseWrk(text) {
	const num = (re) => Number(re.exec(text)?.[1] ?? 0);
	const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(text);
	return {
		rps: num(/Requests\/sec:\s+([\d.]+)/),
		p50: ms(/^\s+50%\s+(\S+)/m.exec(text)?.[1]),
		p99: ms(/^\s+99%\s+(\S+)/m.exec(text)?.[1]),
		bad:
			num(/Non-2xx or 3xx responses: (\d+)/) +
			(errors ? errors.slice(1).reduce((a, b) => a + Number(b), 0) : 0),
	};
}

/**
 * One run of `seconds` at `connections` against `url`; `window` ({start(pid), end(pid)}) is
 * called a tenth of the run in and half a second before its end.
 */
export async function runLoad(kind, { url, headers, connections, seconds, window }) {
	const lead = Math.max(500, seconds * 100);
	const tail = seconds * 1000 - 500;
	if (kind === 'autocannon') {
		const running = autocannon({ url, headers, connections, duration: seconds, timeout: 30 });
		await sleep(lead);
		await window?.start(process.pid);
		await sleep(tail - lead);
		await window?.end(process.pid);
		const r = await running;
		return {
			rps: r.requests.average,
			p50: r.latency.p50,
			p99: r.latency.p99,
			bad: r.non2xx + r.errors + r.timeouts,
		};
	}
	const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '--timeout', '30s'];
	for (const [name, value] of Object.entries(headers ?? {})) args.push('-H', `${name}: ${value}`);
	const child = spawn('wrk', [...args, url], { stdio: ['ignore', 'pipe', 'inherit'] });
	let text = '';
	child.stdout.on('data', (d) => (text += d));
	const exited = new Promise((r) => child.once('exit', r));
	await sleep(lead);
	await window?.start(child.pid);
	await sleep(tail - lead);
	await window?.end(child.pid);
	await exited;
	return parseWrk(text);
}
