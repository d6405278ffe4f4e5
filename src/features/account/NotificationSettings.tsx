import { useMutation, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { queryClient } from '~/api-client/query-client';
import type { Locale } from '~/config/locales';
import type { NotificationPreferencesBody } from '~/contracts/account';
import { m } from '~/i18n/messages';
import { toast } from '~/state/toast.state';
import { notificationsQuery, saveNotifications } from './account.api';
import styles from './Account.module.css';
import { SignedIn } from './SignedIn';

const KEYS = [
	['order_updates', m['account.settings.orderUpdates']],
	['promotions', m['account.settings.promotions']],
	['messages', m['account.settings.messages']],
] as const;

/** /settings: the notifications a signed-in customer receives, kept on the server. */
export function NotificationSettings({ locale }: { locale: Locale }) {
	return (
		<SignedIn>
			<Notifications locale={locale} />
		</SignedIn>
	);
}

function Notifications({ locale }: { locale: Locale }) {
	const id = useId();
	const query = notificationsQuery();
	const prefs = useQuery(query, queryClient);
	const save = useMutation(
		{
			mutationFn: saveNotifications,
			onSuccess: (next: NotificationPreferencesBody) => {
				queryClient.setQueryData(query.queryKey, next);
				toast(m['account.settings.saved']({}, { locale }), 'success');
			},
		},
		queryClient,
	);
	if (!prefs.data) return <p className={styles.muted}>{m['account.loading']({}, { locale })}</p>;
	return (
		<fieldset className={styles.form} disabled={save.isPending}>
			<legend className={styles.muted}>
				{m['account.settings.notifications']({}, { locale })}
			</legend>
			{KEYS.map(([key, label]) => (
				<div key={key} className={styles.actions}>
					<input
						id={`${id}-${key}`}
						type="checkbox"
						checked={prefs.data[key]}
						onChange={(e) => save.mutate({ [key]: e.target.checked })}
					/>
					<label htmlFor={`${id}-${key}`}>{label({}, { locale })}</label>
				</div>
			))}
		</fieldset>
	);
}
