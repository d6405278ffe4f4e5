// The load generator of `npm run bench:search`, in its own process so that it does not share an
// event loop with the script that starts the server and reads its output. Argument: one JSON
// object { url, call, connections, seconds, warmSeconds, rate } (rate: requests per second over
// all connections, 0 = as fast as answers come). Prints `measuring` when the warm-up
// is over, then the result and its own CPU use as one JSON line.
//
// As fast as answers come: autocannon, each connection sending its next request when the last is
// answered. At a rate: requests arrive at random (exponential gaps, a Poisson stream, as
// independent shoppers do) over at most `connections` keep-alive connections, and each latency is
// counted from when the request was due, so time spent waiting for a free connection counts
// (autocannon's own rate limit sends each connection's share in step, bursts of 50 at once).
import http from 'node:http';
import autocannon from 'autocannon';
import { benchTerms } from './search-terms.mjs';
import { callPath, headersFor } from './search-calls.mjs';

const { url, call, connections, seconds, warmSeconds, rate } = JSON.parse(process.argv[2]);
/** A request with no answer after this many seconds is given up and counted as a timeout. */
const TIMEOUT_S = 10;
const terms = benchTerms(1200);
let i = 0;
const requests = [
	{
		setupRequest: (req) => {
			const { term, moduleId } = terms[i++ % terms.length];
			return { ...req, path: `/api/v1${callPath(call, term)}`, headers: headersFor(moduleId) };
		},
	},
];
if (warmSeconds > 0)
	await autocannon({ url, requests, connections: 10, duration: warmSeconds, timeout: TIMEOUT_S });
i = 0;
process.stdout.write('measuring\n');
const cpu = process.cpuUsage();
const began = performance.now();
const r = rate > 0 ? await arrivals(rate) : await closedLoop();
const used = process.cpuUsage(cpu);
const cores = (used.user + used.system) / 1000 / (performance.now() - began);
process.stdout.write(`${JSON.stringify({ ...r, cores })}\n`);

async function closedLoop() {
	const r = await autocannon({ url, requests, connections, duration: seconds, timeout: TIMEOUT_S });
	return {
		rps: r.requests.average,
		total: r.requests.total,
		p50: r.latency.p50,
		p90: r.latency.p90,
		p99: r.latency.p99,
		max: r.latency.max,
		// autocannon's `errors` already counts its `timeouts` (and connection errors): not added twice.
		errors: r.errors,
		timeouts: r.timeouts,
		non2xx: r.non2xx,
	};
}

/** `perSecond` requests a second arriving at random for `seconds`, latency from when each was due. */
async function arrivals(perSecond) {
	const target = new URL(url);
	const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
	const latencies = [];
	let non2xx = 0;
	let errors = 0;
	let timeouts = 0;
	const ask = (path, headers) =>
		new Promise((resolve) => {
			const req = http.get(
				{ host: target.hostname, port: target.port, path, headers, agent },
				(res) => {
					res.resume();
					res.on('end', () => resolve(res.statusCode));
				},
			);
			req.setTimeout(TIMEOUT_S * 1000, () => {
				req.destroy();
				resolve('timeout');
			});
			req.on('error', () => resolve('error'));
		});
	const answers = [];
	const start = performance.now();
	let due = start;
	for (;;) {
		due += (-Math.log(1 - Math.random()) * 1000) / perSecond;
		if (due - start >= seconds * 1000) break;
		const wait = due - performance.now();
		if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
		const { term, moduleId } = terms[i++ % terms.length];
		const sent = due;
		answers.push(
			ask(`/api/v1${callPath(call, term)}`, headersFor(moduleId)).then((status) => {
				if (status === 'timeout') timeouts++;
				else if (status === 'error') errors++;
				else if (status < 200 || status > 299) non2xx++;
				else latencies.push(performance.now() - sent);
			}),
		);
	}
	await Promise.all(answers);
	agent.destroy();
	latencies.sort((a, b) => a - b);
	const at = (p) =>
		latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
	return {
		rps: latencies.length / seconds,
		total: latencies.length,
		p50: at(0.5),
		p90: at(0.9),
		p99: at(0.99),
		max: latencies.at(-1) ?? 0,
		errors: errors + timeouts,
		timeouts,
		non2xx,
	};
}
