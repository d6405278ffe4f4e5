/** Reading an event stream in tests (and the events benchmark): parsed events as they come. */
export interface SseEvent {
	id: string | null;
	event: string;
	data: string;
}

export interface SseReader {
	/** Waits for the next event of `type` (any when left out), up to `timeoutMs`. */
	next(type?: string, timeoutMs?: number): Promise<SseEvent>;
	/** Everything read so far, comments included (`: keep-alive`). */
	readonly raw: string;
	close(): Promise<void>;
}

export function readSse(response: Response): SseReader {
	if (!response.body) throw new Error('The response has no body');
	const reader = response.body.getReader();
	const decoder = new TextDecoder();
	const queue: SseEvent[] = [];
	let waiters: (() => void)[] = [];
	let buffer = '';
	let raw = '';
	let done = false;
	void (async () => {
		try {
			for (;;) {
				const chunk = await reader.read();
				if (chunk.done) break;
				const text = decoder.decode(chunk.value, { stream: true });
				raw += text;
				buffer += text;
				let end = buffer.indexOf('\n\n');
				while (end >= 0) {
					const block = buffer.slice(0, end);
					buffer = buffer.slice(end + 2);
					const event: SseEvent = { id: null, event: 'message', data: '' };
					let isEvent = false;
					for (const line of block.split('\n')) {
						if (line.startsWith('id: ')) event.id = line.slice(4);
						else if (line.startsWith('event: ')) event.event = line.slice(7);
						else if (line.startsWith('data: ')) {
							event.data = line.slice(6);
							isEvent = true;
						}
					}
					if (isEvent) queue.push(event);
					end = buffer.indexOf('\n\n');
				}
				for (const wake of waiters) wake();
				waiters = [];
			}
		} catch {
			// cancelled
		} finally {
			done = true;
			for (const wake of waiters) wake();
		}
	})();
	return {
		async next(type, timeoutMs = 5000) {
			const deadline = Date.now() + timeoutMs;
			for (;;) {
				const index = queue.findIndex((e) => !type || e.event === type);
				if (index >= 0) return queue.splice(index, 1)[0] as SseEvent;
				if (done) throw new Error(`The stream ended before a ${type ?? 'event'} came`);
				const left = deadline - Date.now();
				if (left <= 0) throw new Error(`No ${type ?? 'event'} within ${timeoutMs} ms`);
				await new Promise<void>((resolve) => {
					const timer = setTimeout(resolve, left);
					waiters.push(() => {
						clearTimeout(timer);
						resolve();
					});
				});
			}
		},
		get raw() {
			return raw;
		},
		async close() {
			await reader.cancel().catch(() => {});
		},
	};
}
