// spec §4, §9: order/track is polled every 10 s; polling stops once the order is delivered, and
// when the drawer closes.

export interface PollerOptions<T> {
	load: () => Promise<T>;
	/** Whether to ask again after this answer (false once delivered). */
	keepPolling: (value: T) => boolean;
	onData: (value: T) => void;
	/** The first load failed ('Order not found'); later failures keep the last data and retry. */
	onError: (error: unknown) => void;
	intervalMs: number;
	/** Called once when polling ends, whatever ended it. */
	onStop?: () => void;
}

export interface Poller {
	stop: () => void;
	/** Loads now instead of at the next tick (a live event said the order changed). */
	refresh: () => void;
	/** True until stopped by `stop()` or by a final answer. */
	readonly running: boolean;
}

/** Loads now, then every `intervalMs` after each answer, until stopped or told to stop. */
export function startPolling<T>(options: PollerOptions<T>): Poller {
	let running = true;
	let timer: ReturnType<typeof setTimeout> | null = null;
	let loaded = false;

	const stop = () => {
		if (!running) return;
		running = false;
		options.onStop?.();
		if (timer !== null) clearTimeout(timer);
		timer = null;
	};

	let loading = false;
	let again = false;
	const tick = async () => {
		if (loading) {
			again = true; // one more load right after this one
			return;
		}
		loading = true;
		if (timer !== null) clearTimeout(timer);
		timer = null;
		try {
			const value = await options.load();
			if (!running) return; // stopped while the request was out: drop the answer
			loaded = true;
			options.onData(value);
			if (!options.keepPolling(value)) return stop();
		} catch (error) {
			if (!running) return;
			if (!loaded) {
				options.onError(error);
				return stop();
			}
		} finally {
			loading = false;
		}
		if (!running) return;
		if (again) {
			again = false;
			void tick();
		} else timer = setTimeout(tick, options.intervalMs);
	};

	void tick();
	return {
		stop,
		refresh: () => {
			if (running) void tick();
		},
		get running() {
			return running;
		},
	};
}
