import { useId } from 'react';
import type { Locale } from '~/config/locales';
import { m } from '~/i18n/messages';
import type { FieldErrors, GuestContact } from './address-rules';
import styles from '../Checkout.module.css';
import { Field } from '../Field';
import { errorText } from '../field-errors';

interface Props {
	locale: Locale;
	contact: GuestContact;
	onChange: (patch: Partial<GuestContact>) => void;
	errors: FieldErrors;
}

/** spec §2, §5 guest contact card: name, phone and email, all required. */
export function GuestContactCard({ locale, contact, onChange, errors }: Props) {
	const titleId = useId();
	const empty = !contact.contactName && !contact.contactPhone && !contact.contactEmail;
	return (
		<section className={styles.card} aria-labelledby={titleId}>
			<h2 id={titleId} className={styles.cardTitle}>
				{m['checkout.guest.title']({}, { locale })}
			</h2>
			{empty && (
				<p className={styles.note}>
					<strong>{m['checkout.guest.none']({}, { locale })}</strong>{' '}
					{m['checkout.guest.prompt']({}, { locale })}
				</p>
			)}
			<div className={styles.fields}>
				<Field
					label={m['checkout.address.contactName']({}, { locale })}
					value={contact.contactName}
					onValue={(contactName) => onChange({ contactName })}
					error={errorText(errors.contactName, locale)}
					autoComplete="name"
					data-checkout-field="contactName"
				/>
				<Field
					label={m['checkout.address.contactPhone']({}, { locale })}
					value={contact.contactPhone}
					onValue={(contactPhone) => onChange({ contactPhone })}
					error={errorText(errors.contactPhone, locale)}
					type="tel"
					autoComplete="tel"
					data-checkout-field="contactPhone"
				/>
				<Field
					wide
					label={m['checkout.address.email']({}, { locale })}
					value={contact.contactEmail}
					onValue={(contactEmail) => onChange({ contactEmail })}
					error={errorText(errors.contactEmail, locale)}
					type="email"
					autoComplete="email"
					data-checkout-field="contactEmail"
				/>
			</div>
		</section>
	);
}
