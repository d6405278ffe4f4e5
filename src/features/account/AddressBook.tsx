import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { api } from '~/api-client/client';
import { queryClient } from '~/api-client/query-client';
import type { Locale } from '~/config/locales';
import type { SavedAddress } from '~/features/checkout/checkout.api';
import { m, type PlainMessage } from '~/i18n/messages';
import { toast } from '~/state/toast.state';
import styles from './Account.module.css';
import { AddressEditor } from './AddressEditor';
import { addressesQuery, deleteAddress } from './account.api';
import { SignedIn } from './SignedIn';
import '~/components/ui/dialog.css';

/** /profile?page=addresses (spec §2 saved addresses, §6): list, add, edit, delete. */
export function AddressBook({ locale }: { locale: Locale }) {
	return (
		<SignedIn>
			<Addresses locale={locale} />
		</SignedIn>
	);
}

const TYPE_TEXT: Record<string, PlainMessage | undefined> = {
	home: m['account.addresses.home'],
	office: m['account.addresses.office'],
	other: m['account.addresses.other'],
};
const typeLabel = (type: string, locale: Locale) => TYPE_TEXT[type]?.({}, { locale }) ?? type;

function Addresses({ locale }: { locale: Locale }) {
	const list = useQuery(addressesQuery(), queryClient);
	const [editing, setEditing] = useState<SavedAddress | 'new' | null>(null);
	const confirm = useRef<HTMLDialogElement>(null);
	const [doomed, setDoomed] = useState<SavedAddress | null>(null);
	const refresh = () => queryClient.invalidateQueries({ queryKey: addressesQuery().queryKey });
	const remove = useMutation(
		{
			mutationFn: (id: number) => deleteAddress(id),
			onSuccess: () => {
				toast(m['account.addresses.deleted']({}, { locale }), 'success');
				void refresh();
			},
		},
		queryClient,
	);
	const save = useMutation(
		{
			mutationFn: async ({ id, body }: { id: number | null; body: Record<string, unknown> }) =>
				id === null
					? api.url('/customer/address/add').post(body).json()
					: api.url(`/customer/address/update/${id}`).put(body).json(),
			onSuccess: () => {
				toast(m['account.addresses.saved']({}, { locale }), 'success');
				setEditing(null);
				void refresh();
			},
		},
		queryClient,
	);
	if (!list.data) return <p className={styles.muted}>{m['account.loading']({}, { locale })}</p>;
	return (
		<div className={styles.stack}>
			<div className={styles.actions}>
				<button type="button" className={styles.button} onClick={() => setEditing('new')}>
					{m['account.addresses.add']({}, { locale })}
				</button>
			</div>
			{list.data.length === 0 && <p>{m['account.addresses.empty']({}, { locale })}</p>}
			<ul className={styles.list}>
				{list.data.map((a) => (
					<li key={a.id} className={`${styles.card} ${styles.row}`}>
						<div className={styles.rowMain}>
							<strong>{typeLabel(a.address_type, locale)}</strong>
							<span>{a.address}</span>
							<span className={styles.muted}>
								{a.contact_person_name} · {a.contact_person_number}
							</span>
						</div>
						<div className={styles.actions}>
							<button
								type="button"
								className={`${styles.button} ${styles.secondary}`}
								onClick={() => setEditing(a)}
							>
								{m['account.addresses.edit']({}, { locale })}
							</button>
							<button
								type="button"
								className={`${styles.button} ${styles.danger}`}
								onClick={() => {
									setDoomed(a);
									confirm.current?.showModal();
								}}
							>
								{m['account.addresses.delete']({}, { locale })}
							</button>
						</div>
					</li>
				))}
			</ul>
			{editing && (
				<AddressEditor
					locale={locale}
					address={editing === 'new' ? null : editing}
					saving={save.isPending}
					onCancel={() => setEditing(null)}
					onSave={(body) => save.mutate({ id: editing === 'new' ? null : editing.id, body })}
				/>
			)}
			<dialog ref={confirm} className={styles.dialog} aria-labelledby="address-delete-title">
				<div className={styles.form}>
					<h2 id="address-delete-title">{m['account.addresses.deleteConfirm']({}, { locale })}</h2>
					<p>{doomed?.address}</p>
					<div className={styles.actions}>
						<button
							type="button"
							className={`${styles.button} ${styles.secondary}`}
							onClick={() => confirm.current?.close()}
						>
							{m['account.delete.cancel']({}, { locale })}
						</button>
						<button
							type="button"
							className={`${styles.button} ${styles.danger}`}
							onClick={() => {
								confirm.current?.close();
								if (doomed) remove.mutate(doomed.id);
							}}
						>
							{m['account.addresses.delete']({}, { locale })}
						</button>
					</div>
				</div>
			</dialog>
		</div>
	);
}
