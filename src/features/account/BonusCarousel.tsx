import { useQuery } from '@tanstack/react-query';
import { queryClient } from '~/api-client/query-client';
import { m } from '~/i18n/messages';
import { formatMoney } from '~/lib/money';
import { bonusesQuery } from './account.api';
import type { AccountProps } from './account-view';
import { formatWhen } from './account-view';
import styles from './Account.module.css';

/** contract §9 wallet/bonuses: the running add-fund offers, side by side (scroll-snap). */
export function BonusCarousel({ locale, money, timeZone }: AccountProps) {
	const bonuses = useQuery(bonusesQuery(), queryClient);
	if (!bonuses.data?.length) return null;
	return (
		<section className={styles.card} aria-labelledby="wallet-bonuses">
			<h2 id="wallet-bonuses">{m['account.wallet.bonuses']({}, { locale })}</h2>
			<ul className={styles.carousel}>
				{bonuses.data.map((b) => (
					<li key={b.id}>
						<strong>
							{b.bonus_type === 'percentage'
								? m['account.wallet.bonusPercent']({ percent: String(b.bonus_amount) }, { locale })
								: m['account.wallet.bonusAmount'](
										{ amount: formatMoney(b.bonus_amount, money) },
										{ locale },
									)}
						</strong>
						<span>{b.title}</span>
						<span className={styles.muted}>
							{m['account.wallet.bonusMinimum'](
								{ amount: formatMoney(b.minimum_add_amount, money) },
								{ locale },
							)}
							{b.bonus_type === 'percentage' && b.maximum_bonus_amount > 0
								? ` · ${m['account.wallet.bonusCap']({ amount: formatMoney(b.maximum_bonus_amount, money) }, { locale })}`
								: ''}
						</span>
						<span className={styles.muted}>
							{m['account.wallet.validTill'](
								{ date: formatWhen(b.end_date, locale, timeZone, false) },
								{ locale },
							)}
						</span>
					</li>
				))}
			</ul>
		</section>
	);
}
