// Plain TypeScript, no imports: scripts/serve.mjs loads this file with Node's type stripping.

/**
 * Request starts admitted in event-loop turns, first come first served (ADR 051).
 *
 * Node accepts one new connection per turn of its event loop (libuv 1.52: one `accept4` per
 * wake-up of the listening socket), and reads every ready socket in the same turn. On PGlite a
 * request's whole work (routing, the embedded database's WebAssembly, the JSON) runs inside the
 * read that started it, since every query's promise is already settled when it is awaited: a
 * turn then lasts as long as all the requests that arrived in it, 50 × 3 ms at 50 connections,
 * and a connection waits one such turn per connection ahead of it before it is even accepted
 * (the last of 50 new connections waited 9.8 s).
 *
 * `admit(start)` runs `start` at once while the current turn has spent less than `budgetMs`
 * since its first start and nobody is waiting; otherwise it queues `start`. The queue is
 * drained on later turns (check phase, `setImmediate`), in order, again `budgetMs` per turn:
 * between two drains the loop polls, so it accepts a connection and reads the sockets (whose
 * requests join the end of the queue). A drained start that goes asynchronous (a body to read,
 * a socket) holds nothing: the drain moves on at the next turn. Nothing is refused or limited;
 * only the order and the turn a request starts in change.
 */
export type Admit = (start: () => unknown) => void;

export function turnAdmission(budgetMs: number): Admit {
	const waiting: Array<() => unknown> = [];
	/** When this turn's first admitted start ran; null once the loop has turned since. */
	let sliceStart: number | null = null;
	let tickPending = false;
	let draining = false;

	let turnEnded: Promise<void> | null = null;
	let endTurn = () => {};

	const ensureTick = () => {
		if (tickPending) return;
		tickPending = true;
		setImmediate(tick);
	};
	/** Opens a slice (and makes sure the next turn closes it) unless one is open. */
	const openSlice = (now: number) => {
		if (sliceStart !== null) return;
		sliceStart = now;
		ensureTick();
	};
	function tick() {
		tickPending = false;
		sliceStart = null; // the loop went round: polled, accepted, read
		turnEnded = null;
		endTurn();
		if (!draining && waiting.length > 0) void drain();
	}
	/** Settles at the next turn (a tick is pending whenever a slice is open). */
	const nextTurn = () => {
		turnEnded ??= new Promise<void>((resolve) => {
			endTurn = resolve;
		});
		return turnEnded;
	};

	/**
	 * Settles when `start` has finished or, if it went asynchronous, at the next turn. A rejection
	 * stays unhandled, as it was when the listener's promise was dropped.
	 */
	const finishedOrNextTurn = (started: unknown) =>
		isThenable(started)
			? Promise.race([
					Promise.resolve(started).then(
						() => {},
						(error: unknown) => {
							void Promise.reject(error);
						},
					),
					nextTurn(),
				])
			: undefined;

	async function drain() {
		draining = true;
		try {
			while (waiting.length > 0) {
				const now = performance.now();
				openSlice(now);
				if (now - (sliceStart ?? now) >= budgetMs) return; // tick is pending: next turn
				const start = waiting.shift() as () => unknown;
				await finishedOrNextTurn(run(start));
			}
		} finally {
			draining = false;
		}
	}

	return (start) => {
		const now = performance.now();
		if (!draining && waiting.length === 0) {
			openSlice(now);
			if (now - (sliceStart ?? now) < budgetMs) {
				run(start);
				return;
			}
		}
		waiting.push(start);
		ensureTick();
	};
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
	typeof (value as PromiseLike<unknown> | null)?.then === 'function';

/** Runs a start; a synchronous throw is rethrown outside the queue, as a listener's would be. */
function run(start: () => unknown): unknown {
	try {
		return start();
	} catch (error) {
		process.nextTick(() => {
			throw error;
		});
		return undefined;
	}
}
