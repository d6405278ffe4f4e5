import { useMutation } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { queryClient } from '~/api-client/query-client';
import type { Locale } from '~/config/locales';
import { m } from '~/i18n/messages';
import { localizedPath } from '~/lib/preferences';
import { signOutLocally } from '~/state/session.state';
import { toast, toastAfterReload } from '~/state/toast.state';
import { removeAccount } from './account.api';
import styles from './Account.module.css';

/**
 * spec §4 profile delete: after a confirmation the account goes; the token is dropped, 'Account
 * has been deleted' shows, and the shopper lands on /. Refused (with the server's words) while
 * an order is running.
 */
export function DeleteAccount({ locale }: { locale: Locale }) {
	const id = useId();
	const dialog = useRef<HTMLDialogElement>(null);
	const t = (key: 'title' | 'body' | 'button' | 'confirm' | 'cancel' | 'done') =>
		m[`account.delete.${key}`]({}, { locale });
	const remove = useMutation(
		{
			mutationFn: removeAccount,
			onSuccess: (result) => {
				dialog.current?.close();
				if (!result.ok) return void toast(result.message, 'error');
				signOutLocally();
				queryClient.clear();
				toastAfterReload(t('done'), 'success');
				location.assign(localizedPath('/', locale));
			},
		},
		queryClient,
	);
	return (
		<section className={styles.card} aria-labelledby={`${id}-title`}>
			<h2 id={`${id}-title`}>{t('title')}</h2>
			<p className={styles.muted}>{t('body')}</p>
			<div className={styles.actions}>
				<button
					type="button"
					className={`${styles.button} ${styles.danger}`}
					onClick={() => dialog.current?.showModal()}
				>
					{t('button')}
				</button>
			</div>
			<dialog ref={dialog} className={styles.dialog} aria-labelledby={`${id}-confirm`}>
				<div className={styles.form}>
					<h2 id={`${id}-confirm`}>{t('title')}</h2>
					<p>{t('body')}</p>
					<div className={styles.actions}>
						<button
							type="button"
							className={`${styles.button} ${styles.secondary}`}
							onClick={() => dialog.current?.close()}
						>
							{t('cancel')}
						</button>
						<button
							type="button"
							className={`${styles.button} ${styles.danger}`}
							disabled={remove.isPending}
							onClick={() => remove.mutate()}
						>
							{t('confirm')}
						</button>
					</div>
				</div>
			</dialog>
		</section>
	);
}
