import { useEffect, useId, useRef, useState } from 'react';
import type { Locale } from '~/config/locales';
import { AddressForm } from '~/features/checkout/address/AddressForm';
import {
	type AddressDraft,
	emptyAddressDraft,
	type FieldErrors,
	validateAddress,
} from '~/features/checkout/address/address-rules';
import type { SavedAddress } from '~/features/checkout/checkout.api';
import { m } from '~/i18n/messages';
import styles from './Account.module.css';
import { addressBody, draftOf } from './address-book';
import '~/components/ui/dialog.css';

interface Props {
	locale: Locale;
	address: SavedAddress | null;
	saving: boolean;
	onCancel: () => void;
	onSave: (body: Record<string, unknown>) => void;
}

/** The checkout's address form (map picker, Label As) in a dialog, for adding or editing. */
export function AddressEditor({ locale, address, saving, onCancel, onSave }: Props) {
	const id = useId();
	const dialog = useRef<HTMLDialogElement>(null);
	const [draft, setDraft] = useState<AddressDraft>(() =>
		address ? draftOf(address) : emptyAddressDraft(),
	);
	const [errors, setErrors] = useState<FieldErrors>({});
	useEffect(() => {
		dialog.current?.showModal();
	}, []);
	const submit = () => {
		const found = validateAddress(draft, { guest: false });
		setErrors(found);
		if (Object.keys(found).length === 0) onSave(addressBody(draft));
	};
	const title = address
		? m['account.addresses.edit']({}, { locale })
		: m['account.addresses.add']({}, { locale });
	return (
		<dialog
			ref={dialog}
			className={styles.dialog}
			aria-labelledby={`${id}-title`}
			onClose={onCancel}
		>
			<form
				className={styles.form}
				onSubmit={(e) => {
					e.preventDefault();
					submit();
				}}
				noValidate
			>
				<h2 id={`${id}-title`}>{title}</h2>
				<AddressForm
					locale={locale}
					draft={draft}
					onChange={(patch) => setDraft({ ...draft, ...patch })}
					errors={errors}
					guest={false}
					storePoint={null}
					saveOption={false}
				/>
				<div className={styles.actions}>
					<button
						type="button"
						className={`${styles.button} ${styles.secondary}`}
						onClick={() => dialog.current?.close()}
					>
						{m['account.delete.cancel']({}, { locale })}
					</button>
					<button type="submit" className={styles.button} disabled={saving}>
						{m['account.addresses.save']({}, { locale })}
					</button>
				</div>
			</form>
		</dialog>
	);
}
