import { useId } from 'react';
import type { Locale } from '~/config/locales';
import { m, type PlainMessage } from '~/i18n/messages';
import styles from '../Checkout.module.css';
import { Field } from '../Field';
import type { OfflineMethod } from './offline-payment.api';
import { fieldLabel, type OfflineAnswers, type OfflineFieldError } from './offline-payment-rules';

const ERROR_TEXT: Record<OfflineFieldError, PlainMessage> = {
	chooseMethod: m['offline.error.chooseMethod'],
	required: m['offline.error.required'],
	tooLong: m['offline.error.tooLong'],
};

interface Props {
	locale: Locale;
	methods: readonly OfflineMethod[];
	answers: OfflineAnswers;
	onAnswers: (answers: OfflineAnswers) => void;
	/** Shown once the shopper tried to go on; by field, `method` for the method itself. */
	errors: Record<string, OfflineFieldError>;
}

/**
 * Offline payment (contract §1.4): the shop's methods, where to pay for the chosen one, and the
 * fields the shopper fills once paid. Used at checkout and on the order page.
 */
export function OfflinePaymentFields({ locale, methods, answers, onAnswers, errors }: Props) {
	const name = useId();
	const method = methods.find((x) => x.id === answers.methodId);
	const say = (error: OfflineFieldError | undefined) =>
		error ? ERROR_TEXT[error]({}, { locale }) : undefined;
	return (
		<div className={styles.stack} data-offline-payment>
			<fieldset
				className={styles.fieldset}
				aria-describedby={errors.method ? `${name}-error` : undefined}
			>
				<legend className={styles.label}>{m['offline.method']({}, { locale })}</legend>
				<div className={styles.stack}>
					{methods.map((x) => (
						<label key={x.id} className={styles.choice}>
							<input
								type="radio"
								name={name}
								value={x.id}
								checked={answers.methodId === x.id}
								onChange={() => onAnswers({ ...answers, methodId: x.id, fields: {} })}
							/>
							<span className={styles.choiceText}>{x.method_name}</span>
						</label>
					))}
				</div>
				{errors.method && (
					<p id={`${name}-error`} className={styles.error}>
						{say(errors.method)}
					</p>
				)}
			</fieldset>
			{method && (
				<>
					<section aria-label={m['offline.payTo']({}, { locale })}>
						<p className={styles.label}>{m['offline.payTo']({}, { locale })}</p>
						<dl className={styles.amounts}>
							{method.method_fields.map((f) => (
								<div key={f.input_name} className={styles.row}>
									<dt>{fieldLabel(f.input_name)}</dt>
									<dd>{f.input_data}</dd>
								</div>
							))}
						</dl>
					</section>
					<p className={styles.note}>{m['offline.afterPaying']({}, { locale })}</p>
					<div className={styles.fields}>
						{method.method_informations.map((info) => (
							<Field
								key={info.customer_input}
								label={
									info.is_required
										? fieldLabel(info.customer_input)
										: `${fieldLabel(info.customer_input)} ${m['offline.optional']({}, { locale })}`
								}
								placeholder={info.customer_placeholder}
								maxLength={255}
								required={Boolean(info.is_required)}
								value={answers.fields[info.customer_input] ?? ''}
								onValue={(value) =>
									onAnswers({
										...answers,
										fields: { ...answers.fields, [info.customer_input]: value },
									})
								}
								error={say(errors[info.customer_input])}
							/>
						))}
						<Field
							wide
							multiline
							label={m['offline.note']({}, { locale })}
							maxLength={500}
							value={answers.note}
							onValue={(note) => onAnswers({ ...answers, note })}
						/>
					</div>
				</>
			)}
		</div>
	);
}
