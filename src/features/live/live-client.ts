// The live channel in the browser (ADR 022): GET customer/events read with fetch, so the token or
// the guest's contact number travel in headers, never in the URL. One stream per page for a
// signed-in customer (all their orders, messages, notifications); a guest's stream follows one
// order. Reconnects with Last-Event-ID after a drop (the server replays what was missed); when
// the stream cannot open, callers keep their quiet 10 s polling (spec §9).
import { atom } from 'nanostores';
import { API_BASE, pageLocale } from '~/api-client/client';
import { $guestId, $token } from '~/state/session.state';
import { createSseParser } from './sse-parser';

export type LiveEventType = 'order_status' | 'rider_position' | 'message' | 'notification';

export interface LiveEvent {
	id: number;
	type: LiveEventType;
	// biome-ignore lint/suspicious/noExplicitAny: payloads are read through the contract types at each use
	data: any;
}

export type LiveListener = (event: LiveEvent) => void;

/** 'open' while events flow; 'retrying' while a reconnect waits; 'off' when none is wanted. */
export const $liveState = atom<'off' | 'connecting' | 'open' | 'retrying'>('off');

export interface GuestProof {
	orderId: number;
	contactNumber: string;
}

interface Connection {
	key: string;
	listeners: Set<LiveListener>;
	stop: () => void;
}

const connections = new Map<string, Connection>();
const MAX_BACKOFF_MS = 30_000;

function headersFor(guest: GuestProof | null): Record<string, string> | null {
	const headers: Record<string, string> = {
		Accept: 'text/event-stream',
		'X-localization': pageLocale(),
	};
	const token = $token.get();
	if (token) return { ...headers, Authorization: `Bearer ${token}` };
	const guestId = $guestId.get();
	if (!guest || !guestId) return null;
	return {
		...headers,
		'X-Guest-Id': guestId,
		'X-Order-Id': String(guest.orderId),
		'X-Contact-Number': guest.contactNumber,
	};
}

function connect(key: string, guest: GuestProof | null, listeners: Set<LiveListener>): () => void {
	let stopped = false;
	let lastId: string | null = null;
	let failures = 0;
	let controller: AbortController | null = null;
	let timer: ReturnType<typeof setTimeout> | null = null;

	const schedule = (ms: number) => {
		if (stopped) return;
		$liveState.set('retrying');
		timer = setTimeout(run, ms);
	};

	async function run(): Promise<void> {
		timer = null;
		const headers = headersFor(guest);
		if (stopped || !headers) return;
		if (lastId) headers['Last-Event-ID'] = lastId;
		controller = new AbortController();
		const parser = createSseParser();
		$liveState.set('connecting');
		try {
			const response = await fetch(`${API_BASE}/customer/events`, {
				headers,
				signal: controller.signal,
				cache: 'no-store',
			});
			// 401/404: no use retrying soon (signed out, wrong proof); polling carries on.
			if (response.status === 401 || response.status === 404) return stopQuietly();
			if (!response.ok || !response.body) throw new Error(`live ${response.status}`);
			$liveState.set('open');
			failures = 0;
			const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
			for (;;) {
				const { value, done } = await reader.read();
				if (done) break;
				for (const event of parser.push(value)) {
					if (event.id) lastId = event.id;
					let data: unknown;
					try {
						data = JSON.parse(event.data);
					} catch {
						continue;
					}
					const live = { id: Number(event.id), type: event.event as LiveEventType, data };
					for (const listener of [...listeners]) listener(live);
				}
			}
			// The server ended the stream (a restart): reconnect after its retry hint.
			schedule(parser.retryMs ?? 1000);
		} catch {
			if (stopped) return;
			failures += 1;
			schedule(Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.min(failures, 5)));
		}
	}

	function stopQuietly(): void {
		if (connections.get(key)?.listeners === listeners) $liveState.set('off');
	}

	void run();
	return () => {
		stopped = true;
		if (timer) clearTimeout(timer);
		controller?.abort();
		$liveState.set('off');
	};
}

/**
 * Listens to the live channel: a signed-in customer's stream (shared by every caller), or the
 * guest's stream of one order. Answers the function that stops listening; the stream closes
 * when its last listener leaves.
 */
export function onLive(listener: LiveListener, guest: GuestProof | null = null): () => void {
	const signedIn = $token.get() !== '';
	if (!signedIn && !guest) return () => {};
	const key = signedIn ? 'customer' : `guest:${guest?.orderId}`;
	let connection = connections.get(key);
	if (!connection) {
		const listeners = new Set<LiveListener>();
		connection = { key, listeners, stop: connect(key, signedIn ? null : guest, listeners) };
		connections.set(key, connection);
	}
	connection.listeners.add(listener);
	const current = connection;
	return () => {
		current.listeners.delete(listener);
		if (current.listeners.size === 0) {
			current.stop();
			connections.delete(key);
		}
	};
}
