import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Icon } from './Icon';
import './dialog.css';

interface Props {
	open: boolean;
	/** The dialog closed itself (close button, Escape, backdrop) or was closed by `open`. */
	onClose: (returnValue: string) => void;
	title: ReactNode;
	closeLabel: string;
	/** 'drawer' is a sheet on the inline end; 'modal' a centred dialog. */
	variant?: 'modal' | 'drawer';
	id?: string | undefined;
	className?: string | undefined;
	/** After the title in the head (the cart's item count). */
	aside?: ReactNode;
	/** `data-*` attributes of the <dialog> (state the page's tests and styles read). */
	data?: Record<`data-${string}`, string | undefined>;
	children: ReactNode;
}

/**
 * A native modal <dialog> (ADR 010): showModal() gives the focus trap, Escape and the inert page,
 * and the browser returns focus to the opener on close. Focus starts on `[data-autofocus]`, else
 * on the first control. A click on the backdrop closes it.
 */
export function Dialog(props: Props) {
	const { open, onClose, title, closeLabel, variant = 'modal', id, className, aside, data } = props;
	const ref = useRef<HTMLDialogElement>(null);
	const titleId = `${useId()}-title`;
	const closed = useRef(onClose);
	closed.current = onClose;

	useEffect(() => {
		const dialog = ref.current;
		if (!dialog) return;
		if (open && !dialog.open) {
			dialog.showModal();
			dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
		} else if (!open && dialog.open) dialog.close();
	}, [open]);

	useEffect(() => {
		const dialog = ref.current;
		const onNativeClose = () => {
			const value = dialog?.returnValue ?? '';
			if (dialog) dialog.returnValue = '';
			closed.current(value);
		};
		dialog?.addEventListener('close', onNativeClose);
		return () => dialog?.removeEventListener('close', onNativeClose);
	}, []);

	return (
		// biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click; Escape is the dialog's own
		<dialog
			ref={ref}
			id={id}
			className={['dialog', variant === 'drawer' ? 'drawer' : '', className ?? '']
				.filter(Boolean)
				.join(' ')}
			aria-labelledby={titleId}
			{...data}
			onClick={(event) => {
				const dialog = event.currentTarget;
				if (event.target !== dialog) return;
				const box = dialog.getBoundingClientRect();
				const inside =
					event.clientX >= box.left &&
					event.clientX <= box.right &&
					event.clientY >= box.top &&
					event.clientY <= box.bottom;
				if (!inside) dialog.close(); // the backdrop, not the dialog's own padding
			}}
		>
			<div className="dialog-head">
				<h2 id={titleId}>{title}</h2>
				{aside}
				<button
					type="button"
					className="dialog-close"
					aria-label={closeLabel}
					onClick={() => ref.current?.close()}
				>
					<Icon name="close" size={20} />
				</button>
			</div>
			{props.children}
		</dialog>
	);
}
