import { useQuery } from '@tanstack/react-query';
import { type ComponentProps, useEffect, useId } from 'react';
import { handleApiError } from '~/api-client/client';
import { queryClient } from '~/api-client/query-client';
import { addressesQuery } from '~/features/account/account.api';
import { m, type PlainMessage } from '~/i18n/messages';
import { localizedPath } from '~/lib/preferences';
import { AddressForm } from './AddressForm';
import { addressesForZone } from './address-rules';
import styles from '../Checkout.module.css';
import type { SavedAddress } from '../checkout.api';

interface Props extends ComponentProps<typeof AddressForm> {
	/** The store's zone: saved addresses elsewhere cannot be delivered to (spec §5). */
	zoneId: number;
	/** The chosen saved address, or null for the form. */
	selectedId: number | null;
	onSelect: (address: SavedAddress | null) => void;
}

const TYPE_TEXT: Record<string, PlainMessage | undefined> = {
	home: m['checkout.address.type.home'],
	office: m['checkout.address.type.office'],
	other: m['checkout.address.type.other'],
};

/**
 * spec §2, §5, §6: signed-in shoppers pick a saved address in the store's zone or enter a new one;
 * guests enter one (and are told saved addresses need sign-in).
 */
export function AddressSection({ zoneId, selectedId, onSelect, ...form }: Props) {
	const { locale, guest } = form;
	const titleId = useId();
	const name = useId();
	// The address book's query (the account pages read the same one); a failure says so here.
	const saved = useQuery(
		{ ...addressesQuery(), enabled: !guest, meta: { silent: true }, retry: false },
		queryClient,
	);
	useEffect(() => {
		if ((saved.error as { status?: number } | null)?.status === 401) handleApiError(saved.error);
	}, [saved.error]);
	const list = saved.data ? addressesForZone(saved.data, zoneId) : [];

	const label = (a: SavedAddress) => TYPE_TEXT[a.address_type]?.({}, { locale }) ?? a.address_type;

	return (
		<section className={styles.card} aria-labelledby={titleId}>
			<h2 id={titleId} className={styles.cardTitle}>
				{m['checkout.address.title']({}, { locale })}
			</h2>
			{guest ? (
				<p className={styles.note}>
					{m['checkout.address.signInForSaved']({}, { locale })}{' '}
					<a
						href={localizedPath(
							`/auth/sign-in?from=${encodeURIComponent(location.pathname + location.search)}`,
							locale,
						)}
					>
						{m['checkout.address.signIn']({}, { locale })}
					</a>
				</p>
			) : saved.isPending ? (
				<p className={styles.note} role="status">
					{m['checkout.address.loading']({}, { locale })}
				</p>
			) : saved.isError ? (
				<p className={styles.note}>{m['checkout.address.savedFailed']({}, { locale })}</p>
			) : (
				<fieldset className={styles.fieldset}>
					<legend className={styles.label}>{m['checkout.address.saved']({}, { locale })}</legend>
					{list.length === 0 && (
						<p className={styles.note}>{m['checkout.address.savedNone']({}, { locale })}</p>
					)}
					<div className={styles.stack}>
						{list.map((a) => (
							<label key={a.id} className={styles.choice}>
								<input
									type="radio"
									name={name}
									checked={selectedId === a.id}
									onChange={() => onSelect(a)}
								/>
								<span className={styles.choiceText}>
									<strong>{label(a)}</strong>
									<span className={styles.choiceNote}>{a.address}</span>
								</span>
							</label>
						))}
						<label className={styles.choice}>
							<input
								type="radio"
								name={name}
								checked={selectedId === null}
								onChange={() => onSelect(null)}
							/>
							{m['checkout.address.useNew']({}, { locale })}
						</label>
					</div>
				</fieldset>
			)}
			{selectedId === null && <AddressForm {...form} />}
		</section>
	);
}
