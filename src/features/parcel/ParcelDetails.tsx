import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { queryClient } from '~/api-client/query-client';
import type { Locale } from '~/config/locales';
import styles from '~/features/checkout/Checkout.module.css';
import { TipsPicker } from '~/features/checkout/delivery/TipsPicker';
import { m } from '~/i18n/messages';
import { formatMoney, type MoneyFormat } from '~/lib/money';
import own from './Parcel.module.css';
import { mostTipsQuery, parcelInstructionsQuery } from './parcel.api';
import type { ChargePayer } from './parcel-rules';

export interface ParcelChoices {
	tips: number;
	payer: ChargePayer;
	instruction: string;
	later: boolean;
	scheduleLocal: string;
}

interface Props {
	locale: Locale;
	money: MoneyFormat;
	tipsOn: boolean;
	scheduleOn: boolean;
	choices: ParcelChoices;
	onChange: (patch: Partial<ParcelChoices>) => void;
}

/** spec §2 parcel flow step 3: rider tip (with the most-tips suggestion), who pays, instructions, when. */
export function ParcelDetails({ locale, money, tipsOn, scheduleOn, choices, onChange }: Props) {
	const payerName = useId();
	const whenName = useId();
	const instructionId = useId();
	const suggested = useQuery(mostTipsQuery(), queryClient).data;
	const instructions = useQuery(parcelInstructionsQuery(locale), queryClient).data ?? [];
	return (
		<>
			{tipsOn && (
				<div>
					{suggested !== undefined && suggested > 0 && (
						<p className={styles.note}>
							{m['parcel.tips.suggested']({ amount: formatMoney(suggested, money) }, { locale })}
						</p>
					)}
					<TipsPicker
						locale={locale}
						money={money}
						tips={choices.tips}
						onTips={(tips) => onChange({ tips })}
					/>
				</div>
			)}
			<section className={styles.card}>
				<fieldset className={styles.fieldset}>
					<legend className={styles.legend}>{m['parcel.payer.legend']({}, { locale })}</legend>
					<div className={styles.choices}>
						{(['sender', 'receiver'] as const).map((payer) => (
							<label key={payer} className={styles.choice}>
								<input
									type="radio"
									name={payerName}
									checked={choices.payer === payer}
									onChange={() => onChange({ payer })}
								/>
								{(payer === 'sender' ? m['parcel.payer.sender'] : m['parcel.payer.receiver'])(
									{},
									{ locale },
								)}
							</label>
						))}
					</div>
					{choices.payer === 'receiver' && (
						<p className={styles.note}>{m['parcel.payer.receiverCash']({}, { locale })}</p>
					)}
				</fieldset>
			</section>
			<section className={styles.card}>
				<label className={styles.legend} htmlFor={instructionId}>
					{m['parcel.instructions.legend']({}, { locale })}
				</label>
				<select
					id={instructionId}
					className={own.select}
					value={choices.instruction}
					onChange={(e) => onChange({ instruction: e.target.value })}
				>
					<option value="">{m['parcel.instructions.none']({}, { locale })}</option>
					{instructions.map((i) => (
						<option key={i.id} value={i.instruction}>
							{i.instruction}
						</option>
					))}
				</select>
			</section>
			{scheduleOn && (
				<section className={styles.card}>
					<fieldset className={styles.fieldset}>
						<legend className={styles.legend}>{m['parcel.schedule.legend']({}, { locale })}</legend>
						<div className={styles.choices}>
							{([false, true] as const).map((later) => (
								<label key={String(later)} className={styles.choice}>
									<input
										type="radio"
										name={whenName}
										checked={choices.later === later}
										onChange={() => onChange({ later })}
									/>
									{(later ? m['parcel.schedule.later'] : m['parcel.schedule.now'])({}, { locale })}
								</label>
							))}
						</div>
						{choices.later && (
							<div className={styles.field}>
								<label className={styles.label} htmlFor={`${whenName}-at`}>
									{m['parcel.schedule.at']({}, { locale })}
								</label>
								<input
									id={`${whenName}-at`}
									className={styles.input}
									type="datetime-local"
									value={choices.scheduleLocal}
									onChange={(e) => onChange({ scheduleLocal: e.target.value })}
								/>
							</div>
						)}
					</fieldset>
				</section>
			)}
		</>
	);
}
