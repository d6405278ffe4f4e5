import { useId } from 'react';
import type { Locale } from '~/config/locales';
import styles from '~/features/checkout/Checkout.module.css';
import { Field } from '~/features/checkout/Field';
import { m } from '~/i18n/messages';
import own from './Parcel.module.css';
import type { PartyDraft, PartyErrors } from './parcel-rules';

interface Props {
	locale: Locale;
	end: 'sender' | 'receiver';
	party: PartyDraft;
	onChange: (patch: Partial<PartyDraft>) => void;
	/** Opens the location picker (search, map, current location, saved addresses). */
	onPick: () => void;
	/** Shown once the shopper tried to go on. */
	errors: PartyErrors;
}

/** spec §2 parcel flow step 2: a sender or a receiver: contact, the point on the map, the door. */
export function PartyCard({ locale, end, party, onChange, onPick, errors }: Props) {
	const titleId = useId();
	const addressId = useId();
	return (
		<section className={styles.card} aria-labelledby={titleId}>
			<h2 id={titleId} className={styles.cardTitle}>
				{(end === 'sender' ? m['parcel.sender.legend'] : m['parcel.receiver.legend'])(
					{},
					{ locale },
				)}
			</h2>
			<div className={own.address}>
				<p id={addressId} className={party.address ? own.addressText : styles.note}>
					{party.address || m['parcel.noAddress']({}, { locale })}
				</p>
				<button
					type="button"
					className={styles.button}
					onClick={onPick}
					aria-describedby={addressId}
					data-parcel-pick={end}
				>
					{m['parcel.pickOnMap']({}, { locale })}
				</button>
				{errors.address && (
					<p className={styles.error} role="alert">
						{m['parcel.error.addressRequired']({}, { locale })}
					</p>
				)}
			</div>
			<div className={styles.fields}>
				<Field
					label={m['parcel.field.name']({}, { locale })}
					value={party.name}
					onValue={(name) => onChange({ name })}
					error={errors.name ? m['parcel.error.nameRequired']({}, { locale }) : undefined}
					autoComplete={end === 'sender' ? 'name' : 'off'}
				/>
				<Field
					label={m['parcel.field.phone']({}, { locale })}
					value={party.phone}
					onValue={(phone) => onChange({ phone })}
					error={errors.phone ? m['parcel.error.phoneRequired']({}, { locale }) : undefined}
					type="tel"
					inputMode="tel"
					autoComplete={end === 'sender' ? 'tel' : 'off'}
				/>
				<Field
					label={m['parcel.field.house']({}, { locale })}
					value={party.house}
					onValue={(house) => onChange({ house })}
				/>
				<Field
					label={m['parcel.field.floor']({}, { locale })}
					value={party.floor}
					onValue={(floor) => onChange({ floor })}
				/>
				<Field
					label={m['parcel.field.road']({}, { locale })}
					value={party.road}
					onValue={(road) => onChange({ road })}
					wide
				/>
				<Field
					label={m['parcel.field.note']({}, { locale })}
					value={party.note}
					onValue={(note) => onChange({ note })}
					wide
					multiline
				/>
			</div>
		</section>
	);
}
