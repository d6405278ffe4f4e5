import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

// Plain TypeScript with only node: imports: scripts/serve.mjs loads this file with Node's type
// stripping, while the built server bundles its own copy. Both share one state on globalThis, so
// the launcher's HTTP server and the bundle's database close in one order (ADR 014).

interface LifecycleState {
	inFlight: number;
	idleWaiters: Set<() => void>;
	stopping: boolean;
	/** Called when a stop begins: long-lived streams end (with a retry hint) so clients move on. */
	stopHooks: Set<() => void>;
	/** Called after the last HTTP response: the dispatcher and the database close here. */
	closeHooks: (() => Promise<void>)[];
	/** Stops accepting and resolves when every connection has ended (or the grace has run out). */
	drainHttp: (() => Promise<void>) | null;
	signalsInstalled: boolean;
	log: (fields: Record<string, unknown>, message: string) => void;
}

const KEY = Symbol.for('kampung-mart.lifecycle');

function state(): LifecycleState {
	const holder = globalThis as unknown as Record<symbol, LifecycleState | undefined>;
	holder[KEY] ??= {
		inFlight: 0,
		idleWaiters: new Set(),
		stopping: false,
		stopHooks: new Set(),
		closeHooks: [],
		drainHttp: null,
		signalsInstalled: false,
		log: (fields, message) =>
			process.stderr.write(`${JSON.stringify({ ...fields, msg: message })}\n`),
	};
	return holder[KEY];
}

/** Counts a request in progress, so a stopping server can let it finish. */
export async function tracked<T>(work: () => Promise<T>): Promise<T> {
	const s = state();
	s.inFlight += 1;
	try {
		return await work();
	} finally {
		s.inFlight -= 1;
		if (s.inFlight === 0) for (const wake of s.idleWaiters) wake();
	}
}

/** Resolves when no tracked request is in progress, or after `timeoutMs`. */
export function drained(timeoutMs: number): Promise<void> {
	const s = state();
	if (s.inFlight === 0) return Promise.resolve();
	return new Promise((resolve) => {
		const done = () => {
			clearTimeout(timer);
			s.idleWaiters.delete(done);
			resolve();
		};
		const timer = setTimeout(done, timeoutMs);
		s.idleWaiters.add(done);
	});
}

export function requestsInFlight(): number {
	return state().inFlight;
}

/**
 * For long-lived streams (server-sent events): `end` runs when the server starts stopping; it
 * should send `retryHint()` and close, so the client reconnects to another process. Answers a
 * function that unregisters the stream when it ends on its own.
 */
export function onStop(end: () => void): () => void {
	const s = state();
	if (s.stopping) {
		end();
		return () => {};
	}
	s.stopHooks.add(end);
	return () => s.stopHooks.delete(end);
}

/** The SSE frame a stream sends last: reconnect in `ms` (to whichever process answers). */
export function retryHint(ms = 1000): string {
	return `retry: ${ms}\n\n`;
}

/** Work to run once HTTP has drained, before the process exits (closing the database). */
export function onClose(close: () => Promise<void>): void {
	state().closeHooks.push(close);
}

/**
 * Graceful stop for a Node HTTP server: on stop it accepts no new connection, answers every
 * request already received (page renders and streamed bodies included) with `Connection: close`,
 * closes keep-alive sockets once idle, and after `graceMs` destroys what is left. With
 * `idleWaitMs`, idle keep-alive sockets are left that long for their client to close: a proxy
 * (nginx) whose upstream keep-alive timeout is shorter then closes them itself, and never sends
 * a request on a socket the server is closing, which it could not retry for a POST (ADR 028).
 */
export function installShutdown(
	server: Server,
	options: { graceMs?: number; idleWaitMs?: number } = {},
): void {
	const s = state();
	const graceMs = options.graceMs ?? 8000;
	const idleWaitMs = options.idleWaitMs ?? 0;
	const busy = new Map<Socket, number>();
	const open = new Set<Socket>();
	const track = (socket: Socket) => {
		if (open.has(socket)) return;
		open.add(socket);
		busy.set(socket, busy.get(socket) ?? 0);
		socket.once('close', () => {
			open.delete(socket);
			busy.delete(socket);
		});
	};
	server.on('connection', track);
	const answering = new Set<ServerResponse>();
	// First of the request listeners: the app's handler may answer at once.
	server.prependListener('request', (req, res) => {
		const socket = req.socket;
		track(socket);
		busy.set(socket, (busy.get(socket) ?? 0) + 1);
		answering.add(res);
		if (s.stopping && !res.headersSent) res.setHeader('Connection', 'close');
		res.once('close', () => {
			answering.delete(res);
			const left = Math.max(0, (busy.get(socket) ?? 1) - 1);
			busy.set(socket, left);
			if (!s.stopping || left > 0) return;
			// An answer that went out keep-alive (its headers left before the stop) may be followed
			// by the client's next request at any moment: it gets the idle wait, like idle sockets.
			const closing = String(res.getHeader('connection') ?? '').toLowerCase() === 'close';
			if (closing || idleWaitMs === 0) socket.end();
			else
				setTimeout(() => {
					if ((busy.get(socket) ?? 0) === 0) socket.end();
				}, idleWaitMs).unref();
		});
	});
	const endIdle = () => {
		for (const socket of open) if ((busy.get(socket) ?? 0) === 0) socket.end();
	};
	s.drainHttp = () =>
		new Promise((resolve) => {
			const timer = setTimeout(() => {
				s.log({ sockets: open.size }, 'grace period over: closing the remaining connections');
				for (const socket of open) socket.destroy();
			}, graceMs);
			timer.unref();
			// Answers still being prepared go out with Connection: close: the client will not reuse
			// their socket, so the server may close it right after.
			for (const res of answering) if (!res.headersSent) res.setHeader('Connection', 'close');
			const idleTimer = idleWaitMs > 0 ? setTimeout(endIdle, idleWaitMs) : null;
			idleTimer?.unref();
			// net.Server#close only stops accepting; http.Server#close would also end idle sockets now.
			NetServer.prototype.close.call(server, () => {
				clearTimeout(timer);
				if (idleTimer) clearTimeout(idleTimer);
				resolve();
			});
			if (!idleTimer) endIdle();
		});
	installSignalHandlers();
}

/**
 * The stop sequence, once: streams get their retry hint, HTTP drains, requests tracked outside
 * a server finish (up to 10 s), then the close hooks run (dispatcher, database) and it exits.
 */
export async function shutdown(signal: string): Promise<number> {
	const s = state();
	if (s.stopping) return -1;
	s.stopping = true;
	const started = performance.now();
	s.log({ signal }, 'stopping: no new connections, finishing requests in progress');
	for (const end of s.stopHooks) {
		try {
			end();
		} catch {
			// a stream that cannot be ended is cut when its socket closes
		}
	}
	s.stopHooks.clear();
	if (s.drainHttp) await s.drainHttp();
	await drained(10_000);
	const drainMs = Math.round(performance.now() - started);
	let code = signal === 'SIGINT' ? 130 : 0;
	for (const close of s.closeHooks) {
		try {
			await close();
		} catch (error) {
			code = 1;
			s.log({ error: String(error) }, 'a close step failed');
		}
	}
	s.log({ signal, drainMs, totalMs: Math.round(performance.now() - started) }, 'stopped');
	return code;
}

/** SIGTERM and SIGINT run `shutdown` once, then exit with its code. */
export function installSignalHandlers(): void {
	const s = state();
	if (s.signalsInstalled) return;
	s.signalsInstalled = true;
	for (const signal of ['SIGTERM', 'SIGINT'] as const)
		process.once(signal, () => {
			void shutdown(signal).then((code) => {
				if (code >= 0) process.exit(code);
			});
		});
}
