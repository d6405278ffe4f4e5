import { useEffect, useState } from 'react';
import { pageLocale, signInPath } from '~/api-client/client';
import { queryClient } from '~/api-client/query-client';
import { onLive } from '~/features/live/live-client';
import type { ThreadKey } from '~/features/live/live.api';
import { m } from '~/i18n/messages';
import { $token } from '~/state/session.state';
import { threadFromUrl } from './chat-rules';
import { ConversationList } from './ConversationList';
import { ChatThread } from './ChatThread';
import styles from './Chat.module.css';

/**
 * The inbox (spec §2 /chatting and /profile?page=inbox): conversations with search, and the open
 * thread. New messages arrive on the live channel (ADR 022) and refresh both.
 */
export function ChatInbox() {
	const locale = pageLocale();
	const signedIn = $token.get() !== '';
	const [thread, setThread] = useState<ThreadKey | null>(() =>
		threadFromUrl(new URLSearchParams(location.search)),
	);
	const orderId = Number(new URLSearchParams(location.search).get('orderId')) || null;

	useEffect(() => {
		if (!signedIn) return;
		return onLive((event) => {
			if (event.type !== 'message') return;
			void queryClient.invalidateQueries({ queryKey: ['live', 'conversations'] });
			void queryClient.invalidateQueries({ queryKey: ['live', 'thread'] });
		});
	}, [signedIn]);

	const open = (key: ThreadKey | null) => {
		setThread(key);
		const url = new URL(location.href);
		for (const name of ['conversationId', 'type', 'id', 'routeName', 'chatFrom'])
			url.searchParams.delete(name);
		if (key && 'conversationId' in key)
			url.searchParams.set('conversationId', String(key.conversationId));
		history.replaceState(null, '', url);
	};

	if (!signedIn)
		return (
			<p>
				<a href={signInPath(locale, location.pathname + location.search)}>
					{m['live.chat.signIn']({}, { locale })}
				</a>
			</p>
		);
	return (
		<div className={styles.inbox} data-thread-open={thread ? 'true' : 'false'}>
			<ConversationList selected={thread} onSelect={open} />
			{thread ? (
				<ChatThread
					threadKey={thread}
					orderId={orderId}
					onBack={() => open(null)}
					onOpened={open}
				/>
			) : (
				<p className={`${styles.placeholder} ${styles.wideOnly}`}>
					{m['live.chat.choose']({}, { locale })}
				</p>
			)}
		</div>
	);
}
