import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { queryClient } from '~/api-client/query-client';
import { m, type PlainMessage } from '~/i18n/messages';
import { formatMoney } from '~/lib/money';
import { PAGE_SIZE, walletPageQuery } from './account.api';
import type { AccountProps } from './account-view';
import { formatWhen } from './account-view';
import styles from './Account.module.css';
import { Pager } from './Pager';

const TYPES: Record<string, PlainMessage | undefined> = {
	order_place: m['account.wallet.type.order_place'],
	order_refund: m['account.wallet.type.order_refund'],
	partial_payment: m['account.wallet.type.partial_payment'],
	loyalty_point: m['account.wallet.type.loyalty_point'],
	add_fund: m['account.wallet.type.add_fund'],
	add_fund_by_admin: m['account.wallet.type.add_fund_by_admin'],
	referrer: m['account.wallet.type.referrer'],
	CashBack: m['account.wallet.type.CashBack'],
};

/** contract §9 wallet/transactions: type, reference, date and amount, ten a page. */
export function WalletHistory({ locale, money, timeZone }: AccountProps) {
	const [page, setPage] = useState(1);
	const history = useQuery(
		{ ...walletPageQuery(page), placeholderData: keepPreviousData },
		queryClient,
	);
	const rows = history.data?.data ?? [];
	const typeText = (type: string) => TYPES[type]?.({}, { locale }) ?? type;
	return (
		<section className={styles.card} aria-labelledby="wallet-history">
			<h2 id="wallet-history">{m['account.wallet.history']({}, { locale })}</h2>
			{history.isPending && <p className={styles.muted}>{m['account.loading']({}, { locale })}</p>}
			{history.data && rows.length === 0 && (
				<p className={styles.muted}>{m['account.wallet.empty']({}, { locale })}</p>
			)}
			<ul className={styles.list}>
				{rows.map((t) => {
					const credit = t.credit + t.admin_bonus;
					return (
						<li key={t.id} className={styles.row}>
							<div className={styles.rowMain}>
								<strong>{typeText(t.transaction_type)}</strong>
								<span className={styles.muted}>
									{formatWhen(t.created_at, locale, timeZone)}
									{t.reference
										? ` · ${m['account.wallet.reference']({ reference: t.reference }, { locale })}`
										: ''}
									{t.admin_bonus > 0
										? ` · ${m['account.wallet.bonusOf']({ amount: formatMoney(t.admin_bonus, money) }, { locale })}`
										: ''}
								</span>
							</div>
							{credit > 0 ? (
								<span className={styles.credit}>+{formatMoney(credit, money)}</span>
							) : (
								<span className={styles.debit}>-{formatMoney(t.debit, money)}</span>
							)}
						</li>
					);
				})}
			</ul>
			<Pager
				locale={locale}
				page={page}
				pages={Math.ceil((history.data?.total_size ?? 0) / PAGE_SIZE)}
				onPage={setPage}
			/>
		</section>
	);
}
