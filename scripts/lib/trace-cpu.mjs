// The renderer main thread's CPU in a Lighthouse trace (`--save-assets`), in thread time: on a
// shared machine a task's wall time mostly measures the neighbours, its thread time does not.
import { readFileSync } from 'node:fs';

/**
 * Main-thread CPU of the page's renderer (ms) and of its tasks over 50 ms / 4 of CPU after the
 * first contentful paint: the ones Lighthouse's 4× CPU slowdown turns into blocking time.
 */
export function mainThreadCpu(traceFile) {
	const events = JSON.parse(readFileSync(traceFile, 'utf8')).traceEvents;
	const names = new Map(
		events
			.filter((e) => e.ph === 'M' && e.name === 'thread_name')
			.map((e) => [`${e.pid}:${e.tid}`, e.args.name]),
	);
	const busy = new Map();
	for (const e of events) {
		if (e.ph !== 'X' || e.name !== 'RunTask') continue;
		const key = `${e.pid}:${e.tid}`;
		if (names.get(key) === 'CrRendererMain') busy.set(key, (busy.get(key) ?? 0) + e.dur);
	}
	const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
	if (!main) return null;
	const [pid, tid] = main.split(':').map(Number);
	const fcp = events.find((e) => e.pid === pid && e.name === 'firstContentfulPaint')?.ts ?? 0;
	let cpu = 0;
	let blocking = 0;
	for (const e of events) {
		if (e.pid !== pid || e.tid !== tid || e.ph !== 'X' || e.name !== 'RunTask') continue;
		const ms = (e.tdur ?? e.dur) / 1000;
		cpu += ms;
		if (e.ts >= fcp && ms > 12.5) blocking += ms;
	}
	return { cpu: Math.round(cpu), blocking: Math.round(blocking) };
}
