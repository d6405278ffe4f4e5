import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { queryClient } from '~/api-client/query-client';
import { m } from '~/i18n/messages';
import { formatMoney } from '~/lib/money';
import { toast } from '~/state/toast.state';
import {
	customerInfoQuery,
	newIdempotencyKey,
	PAGE_SIZE,
	pointsPageQuery,
	transferPoints,
} from './account.api';
import type { AccountProps } from './account-view';
import { formatWhen } from './account-view';
import styles from './Account.module.css';
import { Pager } from './Pager';
import { SignedIn } from './SignedIn';

export interface PointRules {
	/** Points per currency unit (loyalty_point_exchange_rate). */
	rate: number;
	minimum: number;
	earnPercent: number;
}

/** /loyalty-points (spec §2, §8 'Point to wallet transfer successfully.'): balance, convert, history. */
export function PointsApp(props: AccountProps & { rules: PointRules }) {
	return (
		<SignedIn>
			<Points {...props} />
		</SignedIn>
	);
}

function Points({ locale, money, timeZone, rules }: AccountProps & { rules: PointRules }) {
	const id = useId();
	const info = useQuery(customerInfoQuery(), queryClient);
	const [page, setPage] = useState(1);
	const history = useQuery(
		{ ...pointsPageQuery(page), placeholderData: keepPreviousData },
		queryClient,
	);
	const [points, setPoints] = useState('');
	const [error, setError] = useState<string | null>(null);
	const key = useRef(newIdempotencyKey());
	const balance = info.data?.loyalty_point ?? 0;
	const convert = useMutation(
		{
			mutationFn: (value: number) => transferPoints(value, key.current),
			onSuccess: () => {
				toast(m['account.points.converted']({}, { locale }), 'success');
				setPoints('');
				key.current = newIdempotencyKey();
				void queryClient.invalidateQueries({ queryKey: ['account'] });
			},
		},
		queryClient,
	);
	const submit = (event: FormEvent) => {
		event.preventDefault();
		const value = Number(points);
		if (!Number.isInteger(value) || value < rules.minimum || value < 1)
			return setError(
				m['account.points.tooFew']({ points: String(Math.max(1, rules.minimum)) }, { locale }),
			);
		if (value > balance)
			return setError(m['account.points.tooMany']({ points: String(balance) }, { locale }));
		setError(null);
		convert.mutate(value);
	};
	const rows = history.data?.data ?? [];
	return (
		<div className={styles.stack}>
			<div className={styles.balance}>
				<div>
					<p>{m['account.points.balance']({}, { locale })}</p>
					<p className={styles.balanceValue} data-testid="points-balance">
						{info.data ? balance : '…'}
					</p>
				</div>
				<p>
					{m['account.points.rate'](
						{ points: String(rules.rate), amount: formatMoney(1, money) },
						{ locale },
					)}
				</p>
			</div>
			<section className={styles.card} aria-labelledby={`${id}-convert`}>
				<h2 id={`${id}-convert`}>{m['account.points.convert']({}, { locale })}</h2>
				<p className={styles.muted}>
					{m['account.points.earn']({ percent: String(rules.earnPercent) }, { locale })}{' '}
					{m['account.points.minimum']({ points: String(rules.minimum) }, { locale })}
				</p>
				<form className={styles.form} onSubmit={submit} noValidate>
					<div className={styles.field}>
						<label htmlFor={`${id}-points`}>{m['account.points.points']({}, { locale })}</label>
						<input
							id={`${id}-points`}
							className={styles.input}
							type="number"
							inputMode="numeric"
							min={rules.minimum}
							step="1"
							value={points}
							aria-invalid={error ? true : undefined}
							aria-describedby={error ? `${id}-error` : undefined}
							onChange={(e) => setPoints(e.target.value)}
						/>
						{error && (
							<p id={`${id}-error`} className={styles.error} role="alert">
								{error}
							</p>
						)}
					</div>
					<div className={styles.actions}>
						<button type="submit" className={styles.button} disabled={convert.isPending}>
							{m['account.points.convert']({}, { locale })}
						</button>
					</div>
				</form>
			</section>
			<section className={styles.card} aria-labelledby={`${id}-history`}>
				<h2 id={`${id}-history`}>{m['account.points.history']({}, { locale })}</h2>
				{history.data && rows.length === 0 && (
					<p className={styles.muted}>{m['account.points.empty']({}, { locale })}</p>
				)}
				<ul className={styles.list}>
					{rows.map((t) => (
						<li key={t.id} className={styles.row}>
							<div className={styles.rowMain}>
								<strong>
									{t.transaction_type === 'order_place'
										? m['account.points.type.order_place'](
												{ reference: t.reference ?? '' },
												{ locale },
											)
										: t.transaction_type === 'point_to_wallet'
											? m['account.points.type.point_to_wallet']({}, { locale })
											: m['account.points.type.admin_adjustment']({}, { locale })}
								</strong>
								<span className={styles.muted}>{formatWhen(t.created_at, locale, timeZone)}</span>
							</div>
							{t.credit > 0 ? (
								<span className={styles.credit}>+{t.credit}</span>
							) : (
								<span className={styles.debit}>-{t.debit}</span>
							)}
						</li>
					))}
				</ul>
				<Pager
					locale={locale}
					page={page}
					pages={Math.ceil((history.data?.total_size ?? 0) / PAGE_SIZE)}
					onPage={setPage}
				/>
			</section>
		</div>
	);
}
