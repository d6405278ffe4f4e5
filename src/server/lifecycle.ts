/** Requests in progress, so a stopping server can let them finish before closing the database. */
let inFlight = 0;
const idleWaiters = new Set<() => void>();

export async function tracked<T>(work: () => Promise<T>): Promise<T> {
	inFlight += 1;
	try {
		return await work();
	} finally {
		inFlight -= 1;
		if (inFlight === 0) for (const wake of idleWaiters) wake();
	}
}

/** Resolves when no request is in progress, or after `timeoutMs`. */
export function drained(timeoutMs: number): Promise<void> {
	if (inFlight === 0) return Promise.resolve();
	return new Promise((resolve) => {
		const done = () => {
			clearTimeout(timer);
			idleWaiters.delete(done);
			resolve();
		};
		const timer = setTimeout(done, timeoutMs);
		idleWaiters.add(done);
	});
}

export function requestsInFlight(): number {
	return inFlight;
}
