/**
 * One Server-Sent Events stream (ADR 022): the text/event-stream body, heartbeats, and the
 * closing `retry:` hint. The hub (live-hub.ts) decides which events it gets.
 */
const encoder = new TextEncoder();

export interface LiveRow {
	id: number;
	type: string;
	userId: number | null;
	guestId: number | null;
	orderId: number | null;
	data: Record<string, unknown>;
}

/** Whose events a stream carries: a customer's, or one guest order's. */
export type StreamScope =
	| { kind: 'user'; userId: number }
	| { kind: 'guest'; guestId: number; orderId: number };

export function formatEvent(row: Pick<LiveRow, 'id' | 'type' | 'data'>): string {
	return `id: ${row.id}\nevent: ${row.type}\ndata: ${JSON.stringify(row.data)}\n\n`;
}

/** The event's bytes, encoded once however many streams send them. */
const encoded = new WeakMap<LiveRow, Uint8Array>();
function bytesOf(row: LiveRow): Uint8Array {
	let bytes = encoded.get(row);
	if (!bytes) {
		bytes = encoder.encode(formatEvent(row));
		encoded.set(row, bytes);
	}
	return bytes;
}

export function scopeMatches(scope: StreamScope, row: LiveRow): boolean {
	return scope.kind === 'user'
		? row.userId === scope.userId
		: row.orderId === scope.orderId && row.guestId === scope.guestId;
}

/** How many recent ids a stream remembers, so a replayed event is never sent twice. */
const REMEMBERED_IDS = 512;

export class LiveStream {
	readonly body: ReadableStream<Uint8Array>;
	private controller: ReadableStreamDefaultController<Uint8Array> | null = null;
	private heartbeat: ReturnType<typeof setInterval> | null = null;
	private readonly sent = new Set<number>();
	/** Events that arrived while the replay was being read; sent after it, in order. */
	private held: LiveRow[] | null = [];
	closed = false;

	constructor(
		readonly scope: StreamScope,
		private readonly onEnd: (stream: LiveStream) => void,
		options: { heartbeatMs: number; retryMs: number },
	) {
		this.body = new ReadableStream<Uint8Array>({
			start: (controller) => {
				this.controller = controller;
				this.write(`retry: ${options.retryMs}\n: connected\n\n`);
			},
			cancel: () => this.end(),
		});
		this.heartbeat = setInterval(() => this.write(': keep-alive\n\n'), options.heartbeatMs);
		this.heartbeat.unref?.();
	}

	private write(text: string | Uint8Array): void {
		if (this.closed || !this.controller) return;
		try {
			this.controller.enqueue(typeof text === 'string' ? encoder.encode(text) : text);
		} catch {
			this.end();
		}
	}

	/** Sends an event unless already sent (replay and live can overlap). */
	deliver(row: LiveRow): void {
		if (this.closed || this.sent.has(row.id)) return;
		if (this.held) {
			this.held.push(row);
			return;
		}
		this.sent.add(row.id);
		if (this.sent.size > REMEMBERED_IDS) {
			const oldest = this.sent.values().next().value;
			if (oldest !== undefined) this.sent.delete(oldest);
		}
		this.write(bytesOf(row));
	}

	/** The replay is sent: from now on events go straight out. */
	release(replayed: readonly LiveRow[]): void {
		const held = this.held ?? [];
		this.held = null;
		for (const row of [...replayed, ...held].sort((a, b) => a.id - b.id)) this.deliver(row);
	}

	/** Ends the stream with a `retry:` hint, so the client reconnects (to another process). */
	close(retryMs: number): void {
		if (this.closed) return;
		this.write(`retry: ${retryMs}\n: server closing, reconnect\n\n`);
		try {
			this.controller?.close();
		} catch {
			// already closed by the client
		}
		this.end();
	}

	private end(): void {
		if (this.closed) return;
		this.closed = true;
		if (this.heartbeat) clearInterval(this.heartbeat);
		this.heartbeat = null;
		this.onEnd(this);
	}
}
