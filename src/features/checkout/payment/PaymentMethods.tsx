import { useId } from 'react';
import type { Locale } from '~/config/locales';
import { m, type PlainMessage } from '~/i18n/messages';
import { formatMoney, type MoneyFormat } from '~/lib/money';
import styles from '../Checkout.module.css';
import type { CheckoutPayment } from '../placement/order-payload';
import type { PaymentChoice } from './payment-choices';

const METHOD_TEXT: Record<CheckoutPayment, PlainMessage> = {
	cash_on_delivery: m['checkout.payment.cash_on_delivery'],
	digital_payment: m['checkout.payment.digital_payment'],
	wallet: m['checkout.payment.wallet'],
	offline_payment: m['checkout.payment.offline_payment'],
};

interface Props {
	locale: Locale;
	money: MoneyFormat;
	choices: PaymentChoice[];
	selected: CheckoutPayment | null;
	onSelect: (method: CheckoutPayment) => void;
	walletBalance: number | null;
	codMax: number | null;
}

/** spec §2 payment: a radio list of what this order allows, with why a method cannot be used. */
export function PaymentMethods({ locale, money, choices, selected, onSelect, ...info }: Props) {
	const name = useId();
	const note = (choice: PaymentChoice): string | null => {
		if (choice.note === 'codOverMax') return m['checkout.payment.codOverMax']({}, { locale });
		if (choice.note === 'walletShort') return m['checkout.payment.walletShort']({}, { locale });
		if (choice.note === 'unavailable') return m['checkout.payment.unavailable']({}, { locale });
		if (choice.method === 'wallet' && info.walletBalance !== null)
			return m['checkout.payment.balance'](
				{ amount: formatMoney(info.walletBalance, money) },
				{ locale },
			);
		if (choice.method === 'cash_on_delivery' && info.codMax !== null)
			return m['checkout.payment.codMax']({ amount: formatMoney(info.codMax, money) }, { locale });
		return null;
	};

	return (
		<section className={styles.card}>
			<fieldset className={styles.fieldset}>
				<legend className={styles.legend}>{m['checkout.payment.legend']({}, { locale })}</legend>
				<div className={styles.stack}>
					{choices.map((choice) => {
						const text = note(choice);
						const noteId = `${name}-${choice.method}`;
						return (
							<label key={choice.method} className={styles.choice}>
								<input
									type="radio"
									name={name}
									value={choice.method}
									checked={selected === choice.method}
									disabled={!choice.enabled}
									aria-describedby={text ? noteId : undefined}
									onChange={() => onSelect(choice.method)}
								/>
								<span className={styles.choiceText}>
									{METHOD_TEXT[choice.method]({}, { locale })}
									{text && (
										<span id={noteId} className={choice.enabled ? styles.choiceNote : styles.error}>
											{text}
										</span>
									)}
								</span>
							</label>
						);
					})}
				</div>
			</fieldset>
		</section>
	);
}
