import { useQuery } from '@tanstack/react-query';
import { pageLocale } from '~/api-client/client';
import { queryClient } from '~/api-client/query-client';
import { m } from '~/i18n/messages';
import { localizedPath } from '~/lib/preferences';
import { notificationsQuery } from './live.api';
import styles from './NotificationList.module.css';

/** The bell's list: newest first; an order opens the order, a message opens the chat. */
export function NotificationList() {
	const locale = pageLocale();
	const { data } = useQuery(notificationsQuery(), queryClient);
	if (!data) return <p className={styles.empty}>{m['live.chat.loading']({}, { locale })}</p>;
	if (data.length === 0)
		return <p className={styles.empty}>{m['live.bell.empty']({}, { locale })}</p>;
	return (
		<ul className={styles.list}>
			{data.map((n) => {
				const href =
					n.data.type === 'message' && n.data.conversation_id
						? `/chatting?conversationId=${n.data.conversation_id}`
						: n.data.order_id
							? `/order-details/${n.data.order_id}`
							: null;
				const body = (
					<>
						<strong>{n.title}</strong>
						<span>{n.description}</span>
						<time dateTime={n.created_at}>
							{new Date(n.created_at).toLocaleString(locale, {
								dateStyle: 'medium',
								timeStyle: 'short',
							})}
						</time>
					</>
				);
				return (
					<li key={n.id} className={n.is_read ? undefined : styles.unread}>
						{href ? <a href={localizedPath(href, locale)}>{body}</a> : <div>{body}</div>}
					</li>
				);
			})}
		</ul>
	);
}
