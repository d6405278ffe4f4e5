import { useId } from 'react';
import type { Locale } from '~/config/locales';
import { m } from '~/i18n/messages';
import { formatMoney, type MoneyFormat } from '~/lib/money';
import styles from '../Checkout.module.css';
import type { PartialOffer } from './partial-payment';

interface Props {
	locale: Locale;
	money: MoneyFormat;
	offer: PartialOffer;
	checked: boolean;
	onChange: (checked: boolean) => void;
}

/** contract §8.1 `partial_payment`: the wallet pays what it holds, cash on delivery the rest. */
export function PartialPayment({ locale, money, offer, checked, onChange }: Props) {
	const noteId = useId();
	return (
		<section className={styles.card}>
			<label className={styles.choice}>
				<input
					type="checkbox"
					checked={checked}
					aria-describedby={noteId}
					onChange={(event) => onChange(event.currentTarget.checked)}
				/>
				<span className={styles.choiceText}>
					{m['checkout.partial.toggle']({ amount: formatMoney(offer.wallet, money) }, { locale })}
					<span id={noteId} className={styles.choiceNote}>
						{m['checkout.partial.rest']({ amount: formatMoney(offer.rest, money) }, { locale })}
					</span>
				</span>
			</label>
		</section>
	);
}

/** The split under the summary's total while paying partly from the wallet. */
export function PaymentSplit({
	locale,
	money,
	offer,
}: {
	locale: Locale;
	money: MoneyFormat;
	offer: PartialOffer;
}) {
	return (
		<dl className={styles.amounts}>
			<div className={styles.amount}>
				<dt>{m['checkout.partial.walletPaid']({}, { locale })}</dt>
				<dd>-{formatMoney(offer.wallet, money)}</dd>
			</div>
			<div className={`${styles.amount} ${styles.total}`}>
				<dt>{m['checkout.partial.due']({}, { locale })}</dt>
				<dd>{formatMoney(offer.rest, money)}</dd>
			</div>
		</dl>
	);
}
