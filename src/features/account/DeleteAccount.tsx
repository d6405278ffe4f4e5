import { useMutation } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { queryClient } from '~/api-client/query-client';
import type { Locale } from '~/config/locales';
import { m } from '~/i18n/messages';
import { localizedPath } from '~/lib/preferences';
import { signOutLocally } from '~/state/session.state';
import { toast, toastAfterReload } from '~/state/toast.state';
import styles from './Account.module.css';
import { removeAccount } from './account.api';
import '~/components/ui/dialog.css';

/**
 * spec §4 profile delete: after a confirmation the account goes; the token is dropped, 'Account
 * has been deleted' shows, and the shopper lands on /. Refused (with the server's words) while
 * an order is running.
 */
export function DeleteAccount({ locale }: { locale: Locale }) {
	const id = useId();
	const dialog = useRef<HTMLDialogElement>(null);
	const remove = useMutation(
		{
			mutationFn: removeAccount,
			onSuccess: (result) => {
				dialog.current?.close();
				if (!result.ok) return void toast(result.message, 'error');
				signOutLocally();
				queryClient.clear();
				toastAfterReload(m['account.delete.done']({}, { locale }), 'success');
				location.assign(localizedPath('/', locale));
			},
		},
		queryClient,
	);
	return (
		<section className={styles.card} aria-labelledby={`${id}-title`}>
			<h2 id={`${id}-title`}>{m['account.delete.title']({}, { locale })}</h2>
			<p className={styles.muted}>{m['account.delete.body']({}, { locale })}</p>
			<div className={styles.actions}>
				<button
					type="button"
					className={`${styles.button} ${styles.danger}`}
					onClick={() => dialog.current?.showModal()}
				>
					{m['account.delete.button']({}, { locale })}
				</button>
			</div>
			<dialog ref={dialog} className={styles.dialog} aria-labelledby={`${id}-confirm`}>
				<div className={styles.form}>
					<h2 id={`${id}-confirm`}>{m['account.delete.title']({}, { locale })}</h2>
					<p>{m['account.delete.body']({}, { locale })}</p>
					<div className={styles.actions}>
						<button
							type="button"
							className={`${styles.button} ${styles.secondary}`}
							onClick={() => dialog.current?.close()}
						>
							{m['account.delete.cancel']({}, { locale })}
						</button>
						<button
							type="button"
							className={`${styles.button} ${styles.danger}`}
							disabled={remove.isPending}
							onClick={() => remove.mutate()}
						>
							{m['account.delete.confirm']({}, { locale })}
						</button>
					</div>
				</div>
			</dialog>
		</section>
	);
}
