import { describe, expect, test } from 'vitest';
import { drained, requestsInFlight, tracked } from './lifecycle';

describe('drained', () => {
	test('waits for requests in progress, then resolves', async () => {
		let finish = () => {};
		const request = tracked(() => new Promise<void>((resolve) => (finish = resolve)));
		expect(requestsInFlight()).toBe(1);
		let isDrained = false;
		const waiting = drained(5000).then(() => (isDrained = true));
		await Promise.resolve();
		expect(isDrained).toBe(false);
		finish();
		await request;
		await waiting;
		expect(isDrained).toBe(true);
		expect(requestsInFlight()).toBe(0);
	});

	test('gives up after its timeout', async () => {
		let release = () => {};
		const stuck = tracked(() => new Promise<void>((resolve) => (release = resolve)));
		const started = Date.now();
		await drained(50);
		expect(Date.now() - started).toBeGreaterThanOrEqual(45);
		release();
		await stuck;
	});
});

describe('installShutdown', () => {
	test('finishes a slow response, closes idle keep-alive sockets, ends streams with a retry hint', async () => {
		const { createServer, Agent, request } = await import('node:http');
		const { installShutdown, onClose, onStop, retryHint, shutdown } = await import('./lifecycle');
		const server = createServer((req, res) => {
			if (req.url === '/slow') setTimeout(() => res.end('done'), 300);
			else if (req.url === '/events') {
				res.writeHead(200, { 'Content-Type': 'text/event-stream' });
				res.write('data: hello\n\n');
				onStop(() => res.end(retryHint(2000)));
			} else res.end('quick');
		});
		installShutdown(server, { graceMs: 5000 });
		await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
		const { port } = server.address() as { port: number };
		const agent = new Agent({ keepAlive: true });
		const get = (path: string) =>
			new Promise<{ status: number | undefined; body: string; connection: string | undefined }>(
				(resolve, reject) => {
					request({ host: '127.0.0.1', port, path, agent }, (res) => {
						let body = '';
						res.on('data', (d) => (body += d));
						res.on('end', () =>
							resolve({ status: res.statusCode, body, connection: res.headers.connection }),
						);
					})
						.on('error', reject)
						.end();
				},
			);
		expect((await get('/quick')).body).toBe('quick'); // leaves an idle keep-alive socket
		const slow = get('/slow');
		const events = get('/events');
		await new Promise((r) => setTimeout(r, 100));
		let closed = false;
		onClose(async () => {
			closed = true;
		});
		const stopped = shutdown('SIGTERM');
		expect(await slow).toMatchObject({ status: 200, body: 'done' });
		expect((await events).body).toBe('data: hello\n\nretry: 2000\n\n');
		expect(await stopped).toBe(0);
		expect(closed).toBe(true);
		expect(server.listening).toBe(false);
		agent.destroy();
	});
});
