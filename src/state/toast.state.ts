import { atom } from 'nanostores';

export type ToastKind = 'info' | 'success' | 'error';
export interface Toast {
	id: number;
	message: string;
	kind: ToastKind;
	/** A toast that opens something (spec §4: an order-status notification opens the order). */
	link?: { href: string; label: string };
}

/**
 * How long a toast stays (issue 14 item 12: the spec's texts, for a shorter time): a confirmation
 * is read in 2.5 s; an error, which asks for something, stays 5 s. A dismiss button is always there.
 */
export const TOAST_MS = 2500;
export const ERROR_TOAST_MS = 5000;
const PENDING_KEY = 'pending-toast';
let nextId = 1;

/**
 * A toast's time starts once the page has loaded: a message left for the next page
 * ('A module has been selected.') is on screen its whole time, however slow the page.
 */
function afterLoad(start: () => void): void {
	if (typeof document === 'undefined' || document.readyState === 'complete') start();
	else window.addEventListener('load', start, { once: true });
}

/** The messages on screen (spec §8 success and error toasts), newest last. */
export const $toasts = atom<Toast[]>([]);

export function dismissToast(id: number): void {
	$toasts.set($toasts.get().filter((t) => t.id !== id));
}

export function toast(
	message: string,
	kind: ToastKind = 'info',
	durationMs = kind === 'error' ? ERROR_TOAST_MS : TOAST_MS,
	link?: Toast['link'],
): number {
	const id = nextId++;
	const next: Toast = link ? { id, message, kind, link } : { id, message, kind };
	$toasts.set([...$toasts.get().filter((t) => t.message !== message), next]);
	if (durationMs > 0) afterLoad(() => setTimeout(() => dismissToast(id), durationMs));
	return id;
}

/** A message for the next page, for actions that reload ('Language has been changed'). */
export function toastAfterReload(message: string, kind: ToastKind = 'success'): void {
	sessionStorage.setItem(PENDING_KEY, JSON.stringify({ message, kind }));
}

/** Shows the message a reloading action left behind, once. */
export function showPendingToast(): void {
	const raw = sessionStorage.getItem(PENDING_KEY);
	if (!raw) return;
	sessionStorage.removeItem(PENDING_KEY);
	try {
		const { message, kind } = JSON.parse(raw) as { message: unknown; kind: unknown };
		if (typeof message === 'string')
			toast(message, kind === 'error' || kind === 'success' ? kind : 'info');
	} catch {
		// a malformed leftover is dropped
	}
}
