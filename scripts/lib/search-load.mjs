// The load generator of `npm run bench:search`, in its own process so that it does not share an
// event loop with the script that starts the server and reads its output. Argument: one JSON
// object { url, call, connections, seconds, warmSeconds, rate } (rate: requests per second over
// all connections, 0 = as fast as answers come). Prints `measuring` when the warm-up
// is over, then autocannon's result and its own CPU use as one JSON line.
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
const r = await autocannon({
	url,
	requests,
	connections,
	duration: seconds,
	timeout: TIMEOUT_S,
	...(rate > 0 ? { overallRate: rate } : {}),
});
const used = process.cpuUsage(cpu);
const cores = (used.user + used.system) / 1000 / (performance.now() - began);
process.stdout.write(
	`${JSON.stringify({
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
		cores,
	})}\n`,
);
