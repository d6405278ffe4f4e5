import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { apiErrorMessage, pageLocale } from '~/api-client/client';
import { queryClient } from '~/api-client/query-client';
import { m } from '~/i18n/messages';
import { localizedPath } from '~/lib/preferences';
import { $token } from '~/state/session.state';
import type { SavedAddress } from './location.api';
import { savedAddressesQuery } from './location.queries';
import styles from './SavedAddresses.module.css';

const SIGN_IN_PATH = '/auth/sign-in';

function typeLabel(address: SavedAddress, locale: ReturnType<typeof pageLocale>): string {
	switch (address.address_type) {
		case 'home':
			return m['location.type.home']({}, { locale });
		case 'office':
			return m['location.type.office']({}, { locale });
		default:
			return m['location.type.other']({}, { locale });
	}
}

/** Saved address picker (spec §2, §6): a radio list when signed in; guests are asked to sign in. */
export function SavedAddresses({ onSelect }: { onSelect: (address: SavedAddress) => void }) {
	const locale = pageLocale();
	const headingId = useId();
	const token = useStore($token);
	const [selected, setSelected] = useState<number | null>(null);
	const saved = useQuery(savedAddressesQuery(token), queryClient);

	let body: ReactNode;
	if (!token) {
		body = (
			<p className={styles.note}>
				{m['location.savedSignIn']({}, { locale })}{' '}
				<a href={localizedPath(SIGN_IN_PATH, locale)}>{m['location.signIn']({}, { locale })}</a>
			</p>
		);
	} else if (saved.isPending) {
		body = <p className={styles.note}>{m['location.checking']({}, { locale })}</p>;
	} else if (saved.isError) {
		const message = apiErrorMessage(saved.error) ?? m['location.savedFailed']({}, { locale });
		body = <p className={styles.note}>{message}</p>;
	} else if (saved.data.length === 0) {
		body = <p className={styles.note}>{m['location.savedNone']({}, { locale })}</p>;
	} else {
		body = (
			<div role="radiogroup" aria-labelledby={headingId} className={styles.list}>
				{saved.data.map((address) => (
					<label key={address.id} className={styles.option}>
						<input
							type="radio"
							name={`${headingId}-address`}
							checked={selected === address.id}
							onChange={() => {
								setSelected(address.id);
								onSelect(address);
							}}
						/>
						<span>
							<strong>{typeLabel(address, locale)}</strong>
							<span className={styles.address}>{address.address}</span>
						</span>
					</label>
				))}
			</div>
		);
	}

	return (
		<section className={styles.saved} aria-labelledby={headingId}>
			<h3 id={headingId} className={styles.title}>
				{m['location.savedTitle']({}, { locale })}
			</h3>
			{body}
		</section>
	);
}
