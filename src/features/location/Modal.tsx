import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import styles from './Modal.module.css';

interface Props {
	title: string;
	closeLabel: string;
	onClose: () => void;
	/** Escape asks this first; return true when it handled the key (the dialog stays open). */
	onEscape?: () => boolean;
	className?: string | undefined;
	children: ReactNode;
}

/**
 * A native modal <dialog>: showModal() gives the focus trap, Escape and the inert page; the
 * browser puts focus back where it was on close. Rendering it opens it, unmounting closes it.
 * Focus starts on the element marked `data-autofocus`, else on the first control.
 */
export function Modal({ title, closeLabel, onClose, onEscape, className, children }: Props) {
	const ref = useRef<HTMLDialogElement>(null);
	const titleId = useId();

	useLayoutEffect(() => {
		const dialog = ref.current;
		if (dialog && !dialog.open) {
			dialog.showModal();
			dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
		}
		return () => dialog?.close();
	}, []);

	return (
		<dialog
			ref={ref}
			className={`${styles.dialog} ${className ?? ''}`}
			aria-labelledby={titleId}
			onCancel={(event) => {
				if (onEscape?.()) event.preventDefault();
			}}
			onClose={onClose}
		>
			<div className={styles.head}>
				<h2 id={titleId} className={styles.title}>
					{title}
				</h2>
				<button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
					<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
						<path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
					</svg>
				</button>
			</div>
			{children}
		</dialog>
	);
}
