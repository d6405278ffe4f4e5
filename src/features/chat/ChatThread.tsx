import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { pageLocale } from '~/api-client/client';
import { queryClient } from '~/api-client/query-client';
import { threadQuery, type ThreadKey } from '~/features/live/live.api';
import { $chatOnScreen } from '~/features/live/live.state';
import { m } from '~/i18n/messages';
import { inReadingOrder } from './chat-rules';
import { Composer } from './Composer';
import { partnerLabel } from './ConversationList';
import styles from './Chat.module.css';

interface Props {
	threadKey: ThreadKey;
	orderId: number | null;
	onBack: () => void;
	/** The conversation the first message created. */
	onOpened: (key: ThreadKey) => void;
}

/** One conversation: messages oldest first, each of the customer's marked Sent or Seen. */
export function ChatThread({ threadKey, orderId, onBack, onOpened }: Props) {
	const locale = pageLocale();
	const { data } = useQuery(threadQuery(threadKey), queryClient);
	const end = useRef<HTMLLIElement>(null);
	const messages = inReadingOrder(data?.messages ?? []);
	const receiver = data?.receiver ?? data?.conversation?.receiver ?? null;
	const name = `${receiver?.f_name ?? ''} ${receiver?.l_name ?? ''}`.trim();
	const type = 'conversationId' in threadKey ? data?.conversation?.receiver_type : threadKey.type;
	const last = messages.at(-1)?.id;

	useEffect(() => {
		$chatOnScreen.set(true);
		return () => $chatOnScreen.set(false);
	}, []);
	useEffect(() => {
		// The list's unread count drops once the thread was read.
		if (last !== undefined)
			void queryClient.invalidateQueries({ queryKey: ['live', 'conversations'] });
		end.current?.scrollIntoView({ block: 'end' });
	}, [last]);

	return (
		<section className={styles.thread} aria-labelledby="chat-thread-title">
			<header className={styles.threadHead}>
				<button type="button" className={styles.back} onClick={onBack}>
					{m['live.chat.back']({}, { locale })}
				</button>
				<h2 id="chat-thread-title">{name || (type ? partnerLabel(type, locale) : '')}</h2>
				{type && <small>{partnerLabel(type, locale)}</small>}
			</header>
			<ol className={styles.messages} aria-live="polite">
				{messages.map((msg) => {
					const mine = msg.sender_type === 'customer';
					return (
						<li key={msg.id} className={mine ? styles.mine : styles.theirs}>
							{msg.message && <p>{msg.message}</p>}
							{msg.file_full_url.map((src, i) => (
								<a key={src} href={src} target="_blank" rel="noopener noreferrer">
									<img
										src={src}
										alt={m['live.chat.image']({ number: String(i + 1) }, { locale })}
										width={160}
										height={160}
										loading="lazy"
									/>
								</a>
							))}
							<small>
								<time dateTime={msg.created_at}>
									{new Date(msg.created_at).toLocaleTimeString(locale, {
										hour: 'numeric',
										minute: '2-digit',
									})}
								</time>
								{mine &&
									` · ${msg.is_seen ? m['live.chat.seen']({}, { locale }) : m['live.chat.sent']({}, { locale })}`}
							</small>
						</li>
					);
				})}
				<li ref={end} aria-hidden="true" className={styles.end} />
			</ol>
			<Composer
				threadKey={threadKey}
				orderId={orderId}
				onSent={(conversationId) => {
					if (!('conversationId' in threadKey)) onOpened({ conversationId });
				}}
			/>
		</section>
	);
}
