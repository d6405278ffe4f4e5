// The soak of the server benchmarks (issue 20, ADR 040): mixed pages and API reads at 20
// connections for a while, the server's memory breakdown every 10 s (RSS, V8 heap, buffers
// outside it, PGlite's WebAssembly memory, each cache against its bound), asked over the IPC
// channel of scripts/lib/built-server.mjs.
import autocannon from 'autocannon';

const MB = 1024 * 1024;
const mb = (bytes) => (bytes === undefined ? 'n/a' : (bytes / MB).toFixed(0));

/** 20,000 distinct shopper positions around Singapore's centre (about ±5 km). */
export function positions(n) {
	const list = [];
	for (let i = 0; i < n; i++) {
		const a = (i * 2654435761) % 1_000_003;
		list.push([
			(1.3048 + ((a % 1000) / 1000 - 0.5) * 0.09).toFixed(6),
			(103.8318 + ((Math.floor(a / 1000) % 1000) / 1000 - 0.5) * 0.09).toFixed(6),
		]);
	}
	return list;
}

/** One sample's line figures: MB of RSS, heap used, external, array buffers and PGlite's memory. */
export function breakdownCells(b) {
	const h = b.holders ?? {};
	const cache = (name) => {
		const f = h[name];
		if (!f) return 'off';
		const parts = [];
		if (f.entries !== undefined)
			parts.push(`${f.entries}${f.maxEntries !== undefined ? `/${f.maxEntries}` : ''}`);
		if (f.bytes !== undefined)
			parts.push(`${mb(f.bytes)}${f.maxBytes !== undefined ? `/${mb(f.maxBytes)}` : ''} MB`);
		return parts.join(', ');
	};
	return [
		mb(b.rss),
		mb(b.heapUsed),
		mb(b.heapTotal),
		['new_space', 'old_space', 'code_space', 'large_object_space']
			.map((name) => mb(b.spaces?.[name]?.size))
			.join('/'),
		mb(b.external),
		mb(b.arrayBuffers),
		h['pglite wasm'] ? mb(h['pglite wasm'].bytes) : 'n/a',
		cache('page cache'),
		cache('api response cache'),
		cache('catalogue cache'),
		cache('sharp cache'),
	];
}

export const BREAKDOWN_HEADER =
	'| RSS MB | heap used | heap total | new/old/code/large | external | array buffers | PGlite WASM | page cache | API cache | catalogue cache | sharp cache |';

/**
 * Runs `targets` round-robin (a target with `positions` gets a new position per request) at
 * `connections` for `seconds`, sampling `server.memory()` every 10 s. Resolves with autocannon's
 * result and the samples ({ at: seconds, breakdown }).
 */
export async function soak({ server, base, targets, seconds, connections = 20 }) {
	const list = positions(20_000);
	let n = 0;
	const samples = [];
	const began = performance.now();
	const sample = async () =>
		samples.push({
			at: Math.round((performance.now() - began) / 1000),
			breakdown: await server.memory(),
		});
	await sample();
	const sampler = setInterval(() => {
		sample().catch(() => {});
	}, 10_000);
	let result;
	try {
		result = await autocannon({
			url: base,
			connections,
			duration: seconds,
			timeout: 30,
			requests: [
				{
					setupRequest(req) {
						const k = n++;
						const target = targets[k % targets.length];
						const headers = { ...target.headers };
						if (target.positions) [headers.latitude, headers.longitude] = list[k % list.length];
						req.path = target.path;
						req.headers = headers;
						return req;
					},
				},
			],
		});
	} finally {
		clearInterval(sampler);
	}
	await sample();
	return { result, samples };
}

/** RSS growth over the soak's second half, in MB (flat: within a few MB of noise). */
export function secondHalfGrowth(samples) {
	const last = samples.at(-1);
	const mid = samples.find((s) => s.at >= last.at / 2) ?? samples[0];
	return (last.breakdown.rss - mid.breakdown.rss) / MB;
}

export { mb };
