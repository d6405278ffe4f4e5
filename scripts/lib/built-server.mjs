// Starts the built storefront (scripts/serve.mjs) for a benchmark and stops it cleanly.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { serverEnv, serverNodeFlags } from './server-flags.mjs';

/**
 * Starts the server on 127.0.0.1:port with its database in dataDir (extra env merged in).
 * `nodeArgs` go before the script (e.g. `--expose-gc`).
 * `ready` resolves with the milliseconds to "Storefront ready"; `stop()` sends SIGTERM and waits.
 */
export function startBuiltServer({ port, dataDir, env = {}, nodeArgs = [] }) {
	const began = performance.now();
	const child = spawn(process.execPath, [...serverNodeFlags(), ...nodeArgs, 'scripts/serve.mjs'], {
		env: {
			...process.env,
			...serverEnv(),
			PORT: String(port),
			HOST: '127.0.0.1',
			DATA_DIR: dataDir,
			ASTRO_NODE_LOGGING: 'disabled',
			...env,
		},
		// The IPC channel answers memory breakdowns and heap snapshots (src/server/memory.ts).
		stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
	});
	const exited = new Promise((resolve) => child.once('exit', resolve));
	const ready = new Promise((resolve, reject) => {
		child.stdout.on('data', (chunk) => {
			if (String(chunk).includes('Storefront ready')) resolve(performance.now() - began);
		});
		child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
	});
	let asked = Promise.resolve();
	/** One question at a time over the IPC channel; resolves with the server's answer. */
	function ask(message) {
		const answer = asked.then(
			() =>
				new Promise((resolve, reject) => {
					const onMessage = (reply) => {
						if (reply?.of !== message.type) return;
						child.off('message', onMessage);
						resolve(reply);
					};
					child.on('message', onMessage);
					child.send(message, (error) => {
						if (!error) return;
						child.off('message', onMessage);
						reject(error);
					});
				}),
		);
		asked = answer.then(
			() => {},
			() => {},
		);
		return answer;
	}
	return {
		child,
		ready,
		/** The server's memoryUsage() and each cache's and the database's figures (ADR 040). */
		memory: async () => (await ask({ type: 'memory' })).breakdown,
		/** Writes a V8 heap snapshot of the server to `file`; resolves with the breakdown. */
		heapSnapshot: async (file) => (await ask({ type: 'heap-snapshot', file })).breakdown,
		/** A full garbage collection when the server runs with --expose-gc, then the breakdown. */
		gc: async () => (await ask({ type: 'gc' })).breakdown,
		async stop() {
			child.kill('SIGTERM');
			await exited;
		},
	};
}
