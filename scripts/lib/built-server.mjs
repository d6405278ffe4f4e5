// Starts the built storefront (scripts/serve.mjs) for a benchmark and stops it cleanly.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

/**
 * Starts the server on 127.0.0.1:port with its database in dataDir (extra env merged in).
 * `ready` resolves with the milliseconds to "Storefront ready"; `stop()` sends SIGTERM and waits.
 */
export function startBuiltServer({ port, dataDir, env = {} }) {
	const began = performance.now();
	const child = spawn(process.execPath, ['scripts/serve.mjs'], {
		env: {
			...process.env,
			PORT: String(port),
			HOST: '127.0.0.1',
			DATA_DIR: dataDir,
			ASTRO_NODE_LOGGING: 'disabled',
			...env,
		},
		stdio: ['ignore', 'pipe', 'inherit'],
	});
	const exited = new Promise((resolve) => child.once('exit', resolve));
	const ready = new Promise((resolve, reject) => {
		child.stdout.on('data', (chunk) => {
			if (String(chunk).includes('Storefront ready')) resolve(performance.now() - began);
		});
		child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
	});
	return {
		child,
		ready,
		async stop() {
			child.kill('SIGTERM');
			await exited;
		},
	};
}
