import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryClient } from '~/api-client/query-client';
import { m } from '~/i18n/messages';
import { formatMoney } from '~/lib/money';
import { toast } from '~/state/toast.state';
import { customerInfoQuery } from './account.api';
import type { AccountProps } from './account-view';
import { takePaymentFlag } from './account-view';
import styles from './Account.module.css';
import { AddFundForm } from './AddFundForm';
import { BonusCarousel } from './BonusCarousel';
import { SignedIn } from './SignedIn';
import { WalletHistory } from './WalletHistory';

/** /wallet (spec §2): balance, add-fund offers, Add fund through the payment page, history. */
export function WalletApp(props: AccountProps) {
	return (
		<SignedIn>
			<Wallet {...props} />
		</SignedIn>
	);
}

function Wallet(props: AccountProps) {
	const { locale, money } = props;
	const info = useQuery(customerInfoQuery(), queryClient);

	useEffect(() => {
		const flag = takePaymentFlag();
		if (flag === 'success') toast(m['account.wallet.funded']({}, { locale }), 'success');
		if (flag === 'fail') toast(m['account.wallet.fundFailed']({}, { locale }), 'error');
		if (flag === 'cancel') toast(m['account.wallet.fundCanceled']({}, { locale }), 'info');
	}, [locale]);

	return (
		<div className={styles.stack}>
			<div className={styles.balance}>
				<div>
					<p>{m['account.wallet.balance']({}, { locale })}</p>
					<p className={styles.balanceValue} data-testid="wallet-balance">
						{info.data ? formatMoney(info.data.wallet_balance, money) : '…'}
					</p>
				</div>
			</div>
			<BonusCarousel {...props} />
			<AddFundForm locale={locale} />
			<WalletHistory {...props} />
		</div>
	);
}
