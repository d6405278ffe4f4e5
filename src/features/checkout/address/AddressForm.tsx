import { useId } from 'react';
import type { Locale } from '~/config/locales';
import { m, type PlainMessage } from '~/i18n/messages';
import type { LatLng } from '~/lib/geo';
import {
	ADDRESS_TYPES,
	type AddressDraft,
	type AddressType,
	type FieldErrors,
} from './address-rules';
import styles from '../Checkout.module.css';
import { distanceKm } from './distance';
import { Field } from '../Field';
import { errorText } from '../field-errors';

const TYPE_TEXT: Record<AddressType, PlainMessage> = {
	home: m['checkout.address.type.home'],
	office: m['checkout.address.type.office'],
	other: m['checkout.address.type.other'],
};

interface Props {
	locale: Locale;
	draft: AddressDraft;
	onChange: (patch: Partial<AddressDraft>) => void;
	errors: FieldErrors;
	guest: boolean;
	storePoint: LatLng | null;
	/** Offers 'Save this Address' to signed-in shoppers (the address book saves anyway). */
	saveOption?: boolean;
}

/** Opens the location picker; the picked place fills the address and its point (spec §2). */
async function pickOnMap(onPicked: (address: string, point: LatLng) => void): Promise<void> {
	const { openLocationPicker } = await import('~/features/location/open-location');
	await openLocationPicker({
		caller: 'receiver',
		onPicked: (place) => onPicked(place.address, place.latLng),
	});
}

/**
 * spec §5 address form: address (from the header's location), Label As home/office/other (Label
 * Name for other), contact person name and number, email for guests, street, house, floor, note,
 * and 'Save this Address' for signed-in shoppers.
 */
export function AddressForm({
	locale,
	draft,
	onChange,
	errors,
	guest,
	storePoint,
	saveOption = true,
}: Props) {
	const typeName = useId();
	const err = (field: keyof FieldErrors) => errorText(errors[field], locale);
	const km = draft.point && storePoint ? distanceKm(storePoint, draft.point) : null;

	return (
		<div className={styles.stack}>
			<Field
				label={m['checkout.address.address']({}, { locale })}
				value={draft.address}
				onValue={(address) => onChange({ address })}
				error={err('address') ?? err('point')}
				autoComplete="street-address"
				data-checkout-field="address"
				action={
					<button
						type="button"
						className={styles.button}
						data-checkout-field="point"
						onClick={() => void pickOnMap((address, point) => onChange({ address, point }))}
					>
						{m['checkout.address.pickFromMap']({}, { locale })}
					</button>
				}
			/>
			{km !== null && (
				<p className={styles.note}>
					{m['checkout.address.distance']({ km: km.toFixed(2) }, { locale })}
				</p>
			)}
			<fieldset className={styles.fieldset}>
				<legend className={styles.label}>{m['checkout.address.labelAs']({}, { locale })}</legend>
				<div className={styles.choices}>
					{ADDRESS_TYPES.map((type) => (
						<label key={type} className={styles.choice}>
							<input
								type="radio"
								name={typeName}
								checked={draft.addressType === type}
								onChange={() => onChange({ addressType: type })}
							/>
							{TYPE_TEXT[type]({}, { locale })}
						</label>
					))}
				</div>
			</fieldset>
			<div className={styles.fields}>
				{draft.addressType === 'other' && (
					<Field
						wide
						label={m['checkout.address.labelName']({}, { locale })}
						value={draft.label}
						onValue={(label) => onChange({ label })}
					/>
				)}
				<Field
					label={m['checkout.address.contactName']({}, { locale })}
					value={draft.contactName}
					onValue={(contactName) => onChange({ contactName })}
					error={err('contactName')}
					autoComplete="name"
					data-checkout-field="contactName"
				/>
				<Field
					label={m['checkout.address.contactPhone']({}, { locale })}
					value={draft.contactPhone}
					onValue={(contactPhone) => onChange({ contactPhone })}
					error={err('contactPhone')}
					type="tel"
					autoComplete="tel"
					data-checkout-field="contactPhone"
				/>
				{guest && (
					<Field
						wide
						label={m['checkout.address.email']({}, { locale })}
						value={draft.contactEmail}
						onValue={(contactEmail) => onChange({ contactEmail })}
						error={err('contactEmail')}
						type="email"
						autoComplete="email"
						data-checkout-field="contactEmail"
					/>
				)}
				<Field
					label={m['checkout.address.road']({}, { locale })}
					value={draft.road}
					onValue={(road) => onChange({ road })}
				/>
				<Field
					label={m['checkout.address.house']({}, { locale })}
					value={draft.house}
					onValue={(house) => onChange({ house })}
				/>
				<Field
					label={m['checkout.address.floor']({}, { locale })}
					value={draft.floor}
					onValue={(floor) => onChange({ floor })}
				/>
				<Field
					label={m['checkout.address.note']({}, { locale })}
					value={draft.note}
					onValue={(note) => onChange({ note })}
				/>
			</div>
			{!guest && saveOption && (
				<label className={styles.check}>
					<input
						type="checkbox"
						checked={draft.save}
						onChange={(e) => onChange({ save: e.target.checked })}
					/>
					{m['checkout.address.save']({}, { locale })}
				</label>
			)}
		</div>
	);
}
