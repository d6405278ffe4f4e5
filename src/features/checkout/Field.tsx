import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import styles from './Checkout.module.css';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
	label: string;
	value: string;
	onValue: (value: string) => void;
	/** The validation text shown under the field (spec §5). */
	error?: string | undefined;
	wide?: boolean;
	multiline?: boolean;
	/** A button beside the input (Apply, Pick from Map). */
	action?: ReactNode;
}

/** A labelled text field whose error is announced with it (aria-describedby, aria-invalid). */
export function Field({
	label,
	value,
	onValue,
	error,
	wide,
	multiline,
	action,
	className,
	...rest
}: Props) {
	const id = useId();
	const errorId = `${id}-error`;
	const shared = {
		id,
		className: styles.input,
		value,
		'aria-invalid': error ? true : undefined,
		'aria-describedby': error ? errorId : undefined,
	};
	return (
		<div className={`${styles.field} ${wide ? styles.wide : ''} ${className ?? ''}`}>
			<label className={styles.label} htmlFor={id}>
				{label}
			</label>
			{multiline ? (
				<textarea
					{...shared}
					name={rest.name}
					placeholder={rest.placeholder}
					onChange={(e) => onValue(e.target.value)}
				/>
			) : action ? (
				<div className={styles.withAction}>
					<input {...rest} {...shared} onChange={(e) => onValue(e.target.value)} />
					{action}
				</div>
			) : (
				<input {...rest} {...shared} onChange={(e) => onValue(e.target.value)} />
			)}
			{error && (
				<p id={errorId} className={styles.error}>
					{error}
				</p>
			)}
		</div>
	);
}
