import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { queryClient } from '~/api-client/query-client';
import type { Locale } from '~/config/locales';
import { m } from '~/i18n/messages';
import { addFund, newIdempotencyKey } from './account.api';
import styles from './Account.module.css';

/** contract §9 add-fund: the amount, then the built-in payment page (which comes back with ?flag=). */
export function AddFundForm({ locale }: { locale: Locale }) {
	const id = useId();
	const [amount, setAmount] = useState('');
	const [error, setError] = useState<string | null>(null);
	const key = useRef(newIdempotencyKey());
	const start = useMutation(
		{
			mutationFn: (value: number) => addFund(value, key.current),
			onSuccess: (link) => location.assign(link),
		},
		queryClient,
	);

	const submit = (event: FormEvent) => {
		event.preventDefault();
		const value = Number(amount);
		if (!Number.isFinite(value) || value < 1) {
			setError(m['account.wallet.amountInvalid']({}, { locale }));
			return;
		}
		setError(null);
		start.mutate(value);
	};

	return (
		<section className={styles.card} aria-labelledby={`${id}-title`}>
			<h2 id={`${id}-title`}>{m['account.wallet.addFund']({}, { locale })}</h2>
			<form className={styles.form} onSubmit={submit} noValidate>
				<div className={styles.field}>
					<label htmlFor={`${id}-amount`}>{m['account.wallet.amount']({}, { locale })}</label>
					<input
						id={`${id}-amount`}
						className={styles.input}
						type="number"
						inputMode="decimal"
						min="1"
						step="0.01"
						value={amount}
						aria-invalid={error ? true : undefined}
						aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
						onChange={(e) => {
							setAmount(e.target.value);
							key.current = newIdempotencyKey();
						}}
					/>
					<p id={`${id}-hint`} className={styles.muted}>
						{m['account.wallet.amountHint']({}, { locale })}
					</p>
					{error && (
						<p id={`${id}-error`} className={styles.error} role="alert">
							{error}
						</p>
					)}
				</div>
				<div className={styles.actions}>
					<button type="submit" className={styles.button} disabled={start.isPending}>
						{m['account.wallet.addFund']({}, { locale })}
					</button>
				</div>
			</form>
		</section>
	);
}
