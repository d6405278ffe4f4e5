import type { InputHTMLAttributes } from 'react';
import styles from './Account.module.css';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
	id: string;
	label: string;
	hint?: string | undefined;
	error?: string | undefined;
}

/** A labelled input with its hint and error, tied by aria-describedby. */
export function ProfileField({ id, label, hint, error, ...input }: Props) {
	const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
	return (
		<div className={styles.field}>
			<label htmlFor={id}>{label}</label>
			<input
				id={id}
				className={styles.input}
				aria-invalid={error ? true : undefined}
				aria-describedby={described || undefined}
				{...input}
			/>
			{hint && (
				<p id={`${id}-hint`} className={styles.muted}>
					{hint}
				</p>
			)}
			{error && (
				<p id={`${id}-error`} className={styles.error} role="alert">
					{error}
				</p>
			)}
		</div>
	);
}
