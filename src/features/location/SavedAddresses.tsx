import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { apiErrorMessage, handleApiError, pageLocale } from '~/api-client/client';
import { m } from '~/i18n/messages';
import { localizedPath } from '~/lib/preferences';
import { $token } from '~/state/session.state';
import { fetchSavedAddresses, type SavedAddress } from './location.api';
import styles from './SavedAddresses.module.css';

type Load =
	| { status: 'loading' }
	| { status: 'done'; addresses: SavedAddress[] }
	| { status: 'failed'; message: string };

const SIGN_IN_PATH = '/auth/sign-in';

function typeLabel(address: SavedAddress, locale: ReturnType<typeof pageLocale>): string {
	if (address.address_label) return address.address_label;
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
	const [load, setLoad] = useState<Load>({ status: 'loading' });
	const [selected, setSelected] = useState<number | null>(null);

	useEffect(() => {
		if (!token) return;
		let stale = false;
		setLoad({ status: 'loading' });
		fetchSavedAddresses().then(
			(addresses) => !stale && setLoad({ status: 'done', addresses }),
			(error: unknown) => {
				// spec §8: a 401 with a token signs out and goes to sign-in, as everywhere else.
				if ((error as { status?: number }).status === 401) handleApiError(error);
				if (!stale)
					setLoad({
						status: 'failed',
						message: apiErrorMessage(error) ?? m['location.savedFailed']({}, { locale }),
					});
			},
		);
		return () => {
			stale = true;
		};
	}, [token, locale]);

	let body: ReactNode;
	if (!token) {
		body = (
			<p className={styles.note}>
				{m['location.savedSignIn']({}, { locale })}{' '}
				<a href={localizedPath(SIGN_IN_PATH, locale)}>{m['location.signIn']({}, { locale })}</a>
			</p>
		);
	} else if (load.status === 'loading') {
		body = <p className={styles.note}>{m['location.checking']({}, { locale })}</p>;
	} else if (load.status === 'failed') {
		body = <p className={styles.note}>{load.message}</p>;
	} else if (load.addresses.length === 0) {
		body = <p className={styles.note}>{m['location.savedNone']({}, { locale })}</p>;
	} else {
		body = (
			<div role="radiogroup" aria-labelledby={headingId} className={styles.list}>
				{load.addresses.map((address) => (
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
