import { getHeapSpaceStatistics, writeHeapSnapshot } from 'node:v8';

// Plain TypeScript with only node: imports: scripts/serve.mjs loads this file with Node's type
// stripping, while the built server bundles its own copy. Both share one registry on globalThis,
// so the launcher can report the caches and the database the bundle registered (ADR 040).

/** What one holder of memory holds now, and its bound. */
export interface MemoryFigure {
	/** Bytes held (as counted by the holder), when it counts bytes. */
	bytes?: number;
	/** Entries held, when it counts entries. */
	entries?: number;
	/** Its bound in bytes or entries (the setting that caps it). */
	maxBytes?: number;
	maxEntries?: number;
}

export interface MemoryBreakdown {
	/** process.memoryUsage(), in bytes. */
	rss: number;
	heapTotal: number;
	heapUsed: number;
	external: number;
	arrayBuffers: number;
	/** V8's heap spaces (new, old, code, large objects…): bytes reserved and used. */
	spaces: Record<string, { size: number; used: number }>;
	/** Each registered holder (caches, PGlite's WebAssembly memory), by name. */
	holders: Record<string, MemoryFigure>;
}

const KEY = Symbol.for('kampung-mart.memory');

function holders(): Map<string, () => MemoryFigure> {
	const holder = globalThis as unknown as Record<symbol, Map<string, () => MemoryFigure>>;
	holder[KEY] ??= new Map();
	return holder[KEY];
}

/**
 * Registers a holder of memory under `name` (a later registration under the same name replaces
 * it: one per process, e.g. the page cache or the open database). The reader must be cheap.
 * Answers a function that removes this registration (not a later one under the same name).
 */
export function registerMemoryHolder(name: string, read: () => MemoryFigure): () => void {
	holders().set(name, read);
	return () => {
		if (holders().get(name) === read) holders().delete(name);
	};
}

/** The process's memory now: V8's heap, buffers outside it, and each registered holder. */
export function memoryBreakdown(): MemoryBreakdown {
	const usage = process.memoryUsage();
	const figures: Record<string, MemoryFigure> = {};
	for (const [name, read] of holders()) {
		try {
			figures[name] = read();
		} catch {
			// a holder that cannot answer (closed database) is left out
		}
	}
	return {
		rss: usage.rss,
		heapTotal: usage.heapTotal,
		heapUsed: usage.heapUsed,
		external: usage.external,
		arrayBuffers: usage.arrayBuffers,
		spaces: Object.fromEntries(
			getHeapSpaceStatistics().map((space) => [
				space.space_name,
				{ size: space.space_size, used: space.space_used_size },
			]),
		),
		holders: figures,
	};
}

type Request = { type: 'memory' } | { type: 'heap-snapshot'; file: string } | { type: 'gc' };

/**
 * When the process was started with an IPC channel (the benchmarks do: scripts/lib/built-server.mjs),
 * answers `{type: 'memory'}` with the breakdown and `{type: 'heap-snapshot', file}` by writing a
 * V8 heap snapshot there. Nothing of this is reachable over HTTP.
 */
export function answerMemoryRequests(): void {
	if (typeof process.send !== 'function') return;
	process.on('message', (message: Request) => {
		const reply = (body: Record<string, unknown>) => process.send?.({ ...body, of: message.type });
		if (message?.type === 'memory') reply({ breakdown: memoryBreakdown() });
		else if (message?.type === 'heap-snapshot')
			reply({ file: writeHeapSnapshot(message.file), breakdown: memoryBreakdown() });
		else if (message?.type === 'gc') {
			const gc = (globalThis as { gc?: () => void }).gc;
			gc?.();
			reply({ collected: typeof gc === 'function', breakdown: memoryBreakdown() });
		}
	});
	// The channel must not keep a stopping process alive.
	process.channel?.unref();
}
