import { createServer } from 'node:http';
import net from 'node:net';
import { expect, test } from 'vitest';
import { installShutdown, shutdown } from './lifecycle';

// ADR 028: behind nginx, a stopping server leaves idle keep-alive sockets for nginx to close
// (its upstream keepalive_timeout is shorter), so nginx never sends a request on a socket the
// server is closing. Its own file: the lifecycle's state is once per process.

/** A raw keep-alive client: sends requests on one socket and records what the server did. */
function rawClient(port: number) {
	const socket = net.connect({ host: '127.0.0.1', port });
	let received = '';
	let serverEnded = false;
	socket.setEncoding('utf8');
	socket.on('data', (chunk) => (received += chunk));
	socket.on('end', () => (serverEnded = true));
	const ready = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
	return {
		ready,
		send: (path: string) =>
			socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n`),
		responses: () => received.split('HTTP/1.1 ').filter(Boolean),
		serverEnded: () => serverEnded,
		close: () => socket.end(),
	};
}

test('a stopping server leaves idle keep-alive sockets to their client, and closes them after the wait', async () => {
	const server = createServer((req, res) => {
		if (req.url === '/slow') setTimeout(() => res.end('done'), 300);
		else res.end('ok');
	});
	// A wait long enough that a loaded machine's delays (CI runs suites side by side) stay inside it.
	installShutdown(server, { graceMs: 9000, idleWaitMs: 2000 });
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as { port: number };

	const proxy = rawClient(port); // like nginx: reuses its socket, closes it itself when idle
	const forgetful = rawClient(port); // a client that never closes its idle socket
	const slow = rawClient(port); // a request in progress when the stop begins
	await Promise.all([proxy.ready, forgetful.ready, slow.ready]);
	proxy.send('/first');
	forgetful.send('/first');
	await expect.poll(() => proxy.responses().length + forgetful.responses().length).toBe(2);
	slow.send('/slow');
	await new Promise((r) => setTimeout(r, 50));

	const started = performance.now();
	const stopped = shutdown('SIGTERM');
	// The answer in progress is finished, and tells its client not to reuse the socket.
	await expect.poll(() => slow.responses().length).toBe(1);
	expect(slow.responses()[0]).toMatch(/^200 OK[\s\S]*Connection: close[\s\S]*done$/i);
	await new Promise((r) => setTimeout(r, 200));
	// No new connection is accepted, but the idle sockets are still open ...
	const refused = await new Promise((resolve) => {
		const probe = net.connect({ host: '127.0.0.1', port });
		probe.once('connect', () => resolve(false));
		probe.once('error', () => resolve(true));
	});
	expect(refused).toBe(true);
	expect(proxy.serverEnded()).toBe(false);
	// ... and a request on one is answered, with Connection: close.
	proxy.send('/during-drain');
	await expect.poll(() => proxy.responses().length).toBe(2);
	expect(proxy.responses()[1]).toMatch(/^200 OK[\s\S]*Connection: close/i);

	expect(await stopped).toBe(0);
	// The forgetful client's idle socket was closed by the server once the wait was over.
	expect(forgetful.serverEnded()).toBe(true);
	expect(performance.now() - started).toBeGreaterThanOrEqual(1950);
	expect(performance.now() - started).toBeLessThan(8000);
	expect(server.listening).toBe(false);
});
