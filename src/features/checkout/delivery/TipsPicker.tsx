import { useId, useState } from 'react';
import type { Locale } from '~/config/locales';
import { m } from '~/i18n/messages';
import { formatMoney, type MoneyFormat } from '~/lib/money';
import { round2 } from '~/lib/numbers';
import styles from '../Checkout.module.css';
import { Field } from '../Field';

/** Preset tips in the shop's currency (spec §2: 0 / preset amounts / custom). */
export const TIP_PRESETS = [0, 1, 2, 5] as const;

interface Props {
	locale: Locale;
	money: MoneyFormat;
	tips: number;
	onTips: (amount: number) => void;
}

/** A tip for the delivery person (delivery orders when config dm_tips_status is on). */
export function TipsPicker({ locale, money, tips, onTips }: Props) {
	const name = useId();
	const [custom, setCustom] = useState(!TIP_PRESETS.includes(tips as (typeof TIP_PRESETS)[number]));
	const [text, setText] = useState(custom && tips ? String(tips) : '');

	const setCustomText = (value: string) => {
		setText(value);
		const n = Number(value.replace(',', '.'));
		onTips(Number.isFinite(n) && n > 0 ? round2(n) : 0);
	};

	return (
		<section className={styles.card}>
			<fieldset className={styles.fieldset}>
				<legend className={styles.legend}>{m['checkout.tips.legend']({}, { locale })}</legend>
				<div className={styles.choices}>
					{TIP_PRESETS.map((amount) => (
						<label key={amount} className={styles.choice}>
							<input
								type="radio"
								name={name}
								checked={!custom && tips === amount}
								onChange={() => {
									setCustom(false);
									onTips(amount);
								}}
							/>
							{amount === 0 ? m['checkout.tips.none']({}, { locale }) : formatMoney(amount, money)}
						</label>
					))}
					<label className={styles.choice}>
						<input
							type="radio"
							name={name}
							checked={custom}
							onChange={() => {
								setCustom(true);
								setCustomText(text);
							}}
						/>
						{m['checkout.tips.custom']({}, { locale })}
					</label>
				</div>
			</fieldset>
			{custom && (
				<Field
					label={m['checkout.tips.amount']({}, { locale })}
					value={text}
					onValue={setCustomText}
					inputMode="decimal"
				/>
			)}
		</section>
	);
}
