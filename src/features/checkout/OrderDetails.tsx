import { useId } from 'react';
import type { Locale } from '~/config/locales';
import { m } from '~/i18n/messages';
import styles from './Checkout.module.css';
import { Field } from './Field';

interface Props {
	locale: Locale;
	note: string;
	onNote: (note: string) => void;
	/** null when the store does not offer cutlery (food stores that do). */
	cutlery: boolean | null;
	onCutlery: (on: boolean) => void;
	/** Guests: keep the order id and phone to track the order (spec §1). */
	hint: string | null;
	placing: boolean;
	canPlace: boolean;
	/** 'Please check the highlighted fields.' after a refused form. */
	formError: string | null;
	/** The server's refusal, shown by the button (also toasted). */
	errors: string[];
	onPlace: () => void;
}

/** The order note, cutlery, and Place Order (disabled while sending; refusals beside it). */
export function OrderDetails(props: Props) {
	const { locale } = props;
	const errorId = useId();
	const messages = [...(props.formError ? [props.formError] : []), ...props.errors];
	return (
		<div className={styles.stack}>
			<Field
				multiline
				label={m['checkout.note.label']({}, { locale })}
				value={props.note}
				onValue={props.onNote}
				name="order_note"
				placeholder={m['checkout.note.placeholder']({}, { locale })}
			/>
			{props.cutlery !== null && (
				<label className={styles.check}>
					<input
						type="checkbox"
						checked={props.cutlery}
						onChange={(e) => props.onCutlery(e.target.checked)}
					/>
					{m['checkout.cutlery']({}, { locale })}
				</label>
			)}
			{props.hint && <p className={styles.note}>{props.hint}</p>}
			<button
				type="button"
				className={`${styles.button} ${styles.primary} ${styles.place}`}
				disabled={props.placing || !props.canPlace}
				aria-describedby={messages.length ? errorId : undefined}
				onClick={props.onPlace}
			>
				{props.placing
					? m['checkout.placing']({}, { locale })
					: m['checkout.place']({}, { locale })}
			</button>
			<div id={errorId} role="alert">
				{messages.length > 0 && (
					<ul className={styles.alert}>
						{messages.map((message) => (
							<li key={message}>{message}</li>
						))}
					</ul>
				)}
			</div>
		</div>
	);
}
