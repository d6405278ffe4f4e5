/**
 * Fixed-window attempt counters kept in memory, bounded: when full, the oldest key goes first.
 * Per process, as every cache here (docs/architecture.md, scale-out); time comes from the caller
 * so tests can move it.
 */
export interface RateLimiter {
	/** Counts one attempt; returns 0 when allowed, else the seconds until the window ends. */
	hit(key: string, now: Date): number;
	/** Seconds until the key may try again, without counting an attempt; 0 when it may. */
	peek(key: string, now: Date): number;
	/** Forgets a key (a successful sign-in clears its failures). */
	reset(key: string): void;
	readonly size: number;
}

export function createRateLimiter(options: {
	limit: number;
	windowMs: number;
	maxKeys: number;
}): RateLimiter {
	const windows = new Map<string, { start: number; count: number }>();
	return {
		hit(key, now) {
			const t = now.getTime();
			let entry = windows.get(key);
			if (!entry || t - entry.start >= options.windowMs) {
				windows.delete(key);
				if (windows.size >= options.maxKeys) {
					const oldest = windows.keys().next().value;
					if (oldest !== undefined) windows.delete(oldest);
				}
				entry = { start: t, count: 0 };
				windows.set(key, entry);
			}
			entry.count += 1;
			if (entry.count <= options.limit) return 0;
			return Math.max(1, Math.ceil((entry.start + options.windowMs - t) / 1000));
		},
		peek(key, now) {
			const t = now.getTime();
			const entry = windows.get(key);
			if (!entry || t - entry.start >= options.windowMs || entry.count < options.limit) return 0;
			return Math.max(1, Math.ceil((entry.start + options.windowMs - t) / 1000));
		},
		reset(key) {
			windows.delete(key);
		},
		get size() {
			return windows.size;
		},
	};
}
