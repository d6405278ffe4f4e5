import { useStore } from '@nanostores/react';
import { useLayoutEffect, useRef } from 'react';
import { $toasts, dismissToast } from '~/state/toast.state';
import { mountIslandIn } from './mount-island';

/**
 * Keeps the region in the top layer while it holds toasts. A new toast shows it again, so it sits
 * above a dialog opened since (top-layer order is the order things were shown).
 */
function place(region: HTMLElement, count: number, fresh: boolean): void {
	if (typeof region.showPopover !== 'function') return;
	const open = region.matches(':popover-open');
	if (count === 0) {
		if (open) region.hidePopover();
		return;
	}
	if (open && !fresh) return;
	if (open) region.hidePopover();
	region.showPopover();
}

/** The toasts of `$toasts`, rendered into the layout's server-rendered live region. */
export function ToastList({ region, dismissLabel }: { region: HTMLElement; dismissLabel: string }) {
	const toasts = useStore($toasts);
	const shown = useRef(new Set<number>());
	useLayoutEffect(() => {
		const fresh = toasts.some((t) => !shown.current.has(t.id));
		shown.current = new Set(toasts.map((t) => t.id));
		place(region, toasts.length, fresh);
	}, [region, toasts]);
	return toasts.map((t) => (
		// One polite live region (issue 14 item 12): a toast never interrupts what is being read.
		<div key={t.id} className={`toast toast-${t.kind}`} role="status">
			<p>
				{t.message}
				{t.link ? (
					<>
						{' '}
						<a className="toast-link" href={t.link.href}>
							{t.link.label}
						</a>
					</>
				) : null}
			</p>
			<button
				type="button"
				className="toast-close"
				aria-label={dismissLabel}
				onClick={() => dismissToast(t.id)}
			>
				{'\u00d7'}
			</button>
		</div>
	));
}

/** Mounts the list into the region once (React arrives with the page's first toast). */
export function mountToastList(region: HTMLElement): void {
	const dismissLabel = region.dataset.dismiss ?? 'Dismiss';
	mountIslandIn(region, () => <ToastList region={region} dismissLabel={dismissLabel} />);
}
