import { $toasts, dismissToast, showPendingToast, type Toast } from '~/state/toast.state';

/**
 * Keeps the region in the top layer while it holds toasts. A new toast shows it again, so it sits
 * above a dialog opened since (top-layer order is the order things were shown).
 */
function place(region: HTMLElement, toasts: readonly Toast[], fresh: boolean): void {
	if (typeof region.showPopover !== 'function') return;
	const open = region.matches(':popover-open');
	if (toasts.length === 0) {
		if (open) region.hidePopover();
		return;
	}
	if (open && !fresh) return;
	if (open) region.hidePopover();
	region.showPopover();
}

function render(region: HTMLElement, toasts: readonly Toast[], dismissLabel: string): void {
	const fresh = toasts.some((t) => !region.querySelector(`[data-id="${t.id}"]`));
	place(region, toasts, fresh);
	const shown = new Set(toasts.map((t) => String(t.id)));
	for (const node of [...region.children]) {
		if (!shown.has((node as HTMLElement).dataset.id ?? '')) node.remove();
	}
	for (const t of toasts) {
		if (region.querySelector(`[data-id="${t.id}"]`)) continue;
		const item = document.createElement('div');
		item.className = `toast toast-${t.kind}`;
		item.dataset.id = String(t.id);
		// One polite live region (issue 14 item 12): a toast never interrupts what is being read.
		item.setAttribute('role', 'status');
		const text = document.createElement('p');
		text.textContent = t.message;
		const close = document.createElement('button');
		close.type = 'button';
		close.className = 'toast-close';
		close.setAttribute('aria-label', dismissLabel);
		close.textContent = '\u00d7';
		close.addEventListener('click', () => dismissToast(t.id));
		if (t.link) {
			const open = document.createElement('a');
			open.className = 'toast-link';
			open.href = t.link.href;
			open.textContent = t.link.label;
			text.append(' ', open);
		}
		item.append(text, close);
		region.append(item);
	}
}

/** Renders the toast store into the page's live region (no framework needed). */
export function mountToasts(region: HTMLElement): () => void {
	const unsubscribe = $toasts.subscribe((toasts) =>
		render(region, toasts, region.dataset.dismiss ?? 'Dismiss'),
	);
	showPendingToast();
	return unsubscribe;
}
