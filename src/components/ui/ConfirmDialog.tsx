import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import type { Question } from './confirm';
import { Dialog } from './Dialog';
import { mountIsland } from './mount-island';

type Asked = Question & { resolve: (confirmed: boolean) => void };

const $asked = atom<Asked | null>(null);

/** The one confirmation dialog of the page; opened through `askConfirm()` (confirm.ts). */
export function ConfirmDialog() {
	const asked = useStore($asked);
	return (
		<Dialog
			open={asked !== null}
			id={asked?.id}
			title={asked?.title}
			closeLabel={asked?.closeLabel ?? ''}
			onClose={(value) => {
				const settled = $asked.get();
				$asked.set(null);
				settled?.resolve(value === 'confirm');
			}}
		>
			<div className="dialog-body">
				<p>{asked?.body}</p>
			</div>
			<form method="dialog" className="dialog-actions">
				<button type="submit" value="cancel" className="button">
					{asked?.cancelLabel}
				</button>
				<button type="submit" value="confirm" className="button button-primary" data-autofocus>
					{asked?.confirmLabel}
				</button>
			</form>
		</Dialog>
	);
}

/** Resolves true on the confirm button; Cancel, Escape, the close button or the backdrop say no. */
export function ask(question: Question): Promise<boolean> {
	mountIsland('confirm', () => <ConfirmDialog />);
	$asked.get()?.resolve(false); // a second question replaces an unanswered one
	return new Promise((resolve) => $asked.set({ ...question, resolve }));
}
