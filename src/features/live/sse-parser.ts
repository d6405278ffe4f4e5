// The text/event-stream format (HTML Living Standard §9.2), as far as the live channel uses it:
// `id:`, `event:`, `data:` (joined by newlines), `retry:`, and comment lines.

export interface ParsedEvent {
	id: string | null;
	event: string;
	data: string;
}

export interface SseParser {
	/** Feeds a chunk; answers the events it completed. */
	push(chunk: string): ParsedEvent[];
	/** The last `retry:` value the server sent, in ms, or null. */
	readonly retryMs: number | null;
}

export function createSseParser(): SseParser {
	let buffer = '';
	let retryMs: number | null = null;
	let id: string | null = null;
	let event = '';
	let data: string[] = [];

	function line(text: string, out: ParsedEvent[]): void {
		if (text === '') {
			if (data.length > 0) out.push({ id, event: event || 'message', data: data.join('\n') });
			event = '';
			data = [];
			return;
		}
		if (text.startsWith(':')) return;
		const colon = text.indexOf(':');
		const field = colon < 0 ? text : text.slice(0, colon);
		let value = colon < 0 ? '' : text.slice(colon + 1);
		if (value.startsWith(' ')) value = value.slice(1);
		if (field === 'data') data.push(value);
		else if (field === 'event') event = value;
		else if (field === 'id' && !value.includes('\0')) id = value;
		else if (field === 'retry' && /^\d+$/.test(value)) retryMs = Number(value);
	}

	return {
		push(chunk) {
			buffer += chunk;
			const out: ParsedEvent[] = [];
			for (;;) {
				const match = /\r\n|\r|\n/.exec(buffer);
				if (!match) break;
				line(buffer.slice(0, match.index), out);
				buffer = buffer.slice(match.index + match[0].length);
			}
			return out;
		},
		get retryMs() {
			return retryMs;
		},
	};
}
