import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { pageLocale } from '~/api-client/client';
import { queryClient } from '~/api-client/query-client';
import { SEARCH_DEBOUNCE_MS } from '~/config/constants';
import type { Conversation } from '~/contracts/chat';
import { conversationsQuery, type ThreadKey } from '~/features/live/live.api';
import { m } from '~/i18n/messages';
import styles from './Chat.module.css';

interface Props {
	selected: ThreadKey | null;
	onSelect: (key: ThreadKey) => void;
}

export const partnerLabel = (type: string, locale: ReturnType<typeof pageLocale>) =>
	type === 'vendor'
		? m['live.chat.vendor']({}, { locale })
		: type === 'delivery_man'
			? m['live.chat.deliveryMan']({}, { locale })
			: m['live.chat.support']({}, { locale });

const isSelected = (c: Conversation, key: ThreadKey | null) =>
	key !== null &&
	('conversationId' in key
		? key.conversationId === c.id
		: key.type === c.receiver_type && key.id === c.receiver_id);

/** The conversations, latest first, searchable by store or person name (debounced, spec §4). */
export function ConversationList({ selected, onSelect }: Props) {
	const locale = pageLocale();
	const [typed, setTyped] = useState('');
	const [name, setName] = useState('');
	useEffect(() => {
		const timer = setTimeout(() => setName(typed.trim()), SEARCH_DEBOUNCE_MS);
		return () => clearTimeout(timer);
	}, [typed]);
	const { data } = useQuery(conversationsQuery(name), queryClient);
	const list = data?.conversations ?? [];
	return (
		<section className={styles.list} aria-labelledby="chat-list-title">
			<h2 id="chat-list-title" className="visually-hidden">
				{m['live.chat.title']({}, { locale })}
			</h2>
			<input
				type="search"
				className={styles.search}
				aria-label={m['live.chat.search']({}, { locale })}
				placeholder={m['live.chat.search']({}, { locale })}
				value={typed}
				onChange={(e) => setTyped(e.target.value)}
			/>
			{data && list.length === 0 && (
				<p className={styles.muted}>
					{name ? m['live.chat.noResults']({}, { locale }) : m['live.chat.empty']({}, { locale })}
				</p>
			)}
			<ul>
				{list.map((c) => {
					const who = `${c.receiver?.f_name ?? ''} ${c.receiver?.l_name ?? ''}`.trim();
					const last = c.last_message;
					return (
						<li key={c.id}>
							<button
								type="button"
								className={styles.conversation}
								aria-current={isSelected(c, selected) ? 'true' : undefined}
								onClick={() => onSelect({ conversationId: c.id })}
							>
								<span className={styles.who}>
									<strong>{who || partnerLabel(c.receiver_type, locale)}</strong>
									<small>{partnerLabel(c.receiver_type, locale)}</small>
								</span>
								<span className={styles.preview}>
									{last?.message ||
										(last?.file.length ? m['live.chat.image']({ number: '1' }, { locale }) : '')}
								</span>
								{c.unread_message_count > 0 && (
									<span className={styles.unread}>
										{m['live.chat.unread']({ count: String(c.unread_message_count) }, { locale })}
									</span>
								)}
							</button>
						</li>
					);
				})}
			</ul>
		</section>
	);
}
