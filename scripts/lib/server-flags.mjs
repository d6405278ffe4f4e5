// How the storefront's Node process is started (ADR 040): the same everywhere it is launched
// (`npm start` / `npm run serve` in package.json, scripts/cluster.mjs, the benchmarks through
// scripts/lib/built-server.mjs, Playwright's web server).
//  - `--max-semi-space-size=16`: V8 sizes its young generation from the machine's memory; on a
//    24 GB machine it took 128 MB of RSS. 16 MB semi-spaces (32 MB young generation, Node's
//    older default) cost a few more minor collections.
//  - `--max-old-space-size=512`: V8 also sizes its heap limit from the machine (4.5 GB here)
//    and, with a limit of 2 GB or more, lets the old generation grow up to four times its live
//    size before a full collection; the pages it reached stay in RSS. Under 512 MB it grows by
//    well under two (the soak's old space stayed at 55–70 MB instead of reaching 170 MB), and
//    the live heap (about 70 MB plus at most 80 MB of bounded caches) stays far below it.
//  - `MALLOC_ARENA_MAX=2`: glibc gives each thread that allocates its own 64 MB arena (V8's
//    compiler threads, libuv, sharp/libvips) and rarely hands them back; two arenas is the
//    usual fix for a growing RSS of a Node server using sharp.
//  - `MALLOC_MMAP_THRESHOLD_=32768`: glibc raises its mmap threshold each time a large block is
//    freed, so later large buffers (PGlite's query and result copies, response bodies) land in
//    the heap, which fragments and is never trimmed: the demo seed left 90 MB there. A fixed
//    threshold gives blocks of 32 KB and more their own mapping, returned on free.
// A value already in NODE_OPTIONS or the environment wins.

const SERVER_NODE_FLAGS = ['--max-semi-space-size=16', '--max-old-space-size=512'];

/** Node flags for the server process, less those NODE_OPTIONS already sets. */
export function serverNodeFlags(env = process.env) {
	const options = env.NODE_OPTIONS ?? '';
	return SERVER_NODE_FLAGS.filter((flag) => !options.includes(flag.split('=')[0]));
}

/** Environment for the server process. */
export function serverEnv(env = process.env) {
	return {
		MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX || '2',
		MALLOC_MMAP_THRESHOLD_: env.MALLOC_MMAP_THRESHOLD_ || '32768',
	};
}
