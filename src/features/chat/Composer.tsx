import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { apiErrorMessage, pageLocale } from '~/api-client/client';
import { queryClient } from '~/api-client/query-client';
import { sendMessage, type ThreadKey } from '~/features/live/live.api';
import ui from '~/features/live/ui.module.css';
import { m } from '~/i18n/messages';
import { fitsImageLimit, MAX_CHAT_IMAGES } from './chat-rules';
import styles from './Chat.module.css';

interface Props {
	threadKey: ThreadKey;
	orderId: number | null;
	onSent: (conversationId: number) => void;
}

/** Text and up to 3 images (spec §5, §9); the server checks and re-encodes them. */
export function Composer({ threadKey, orderId, onSent }: Props) {
	const locale = pageLocale();
	const [text, setText] = useState('');
	const [images, setImages] = useState<File[]>([]);
	const [problem, setProblem] = useState<string | null>(null);
	const mutation = useMutation(
		{
			mutationFn: () => sendMessage(threadKey, text, images, orderId),
			meta: { silent: true },
			onSuccess: (thread) => {
				setText('');
				setImages([]);
				setProblem(null);
				queryClient.setQueryData(['live', 'thread', threadKey], thread);
				void queryClient.invalidateQueries({ queryKey: ['live', 'conversations'] });
				if (thread.conversation) onSent(thread.conversation.id);
			},
			onError: (error) => setProblem(apiErrorMessage(error)),
		},
		queryClient,
	);
	return (
		<form
			className={styles.composer}
			onSubmit={(event) => {
				event.preventDefault();
				if (!text.trim() && images.length === 0) return;
				mutation.mutate();
			}}
		>
			{images.length > 0 && (
				<ul className={styles.chosen}>
					{images.map((file, i) => (
						<li key={`${file.name}-${file.size}-${file.lastModified}`}>
							<span>{file.name}</span>
							<button
								type="button"
								aria-label={m['live.chat.removeImage']({ number: String(i + 1) }, { locale })}
								onClick={() => setImages(images.filter((_, j) => j !== i))}
							>
								×
							</button>
						</li>
					))}
				</ul>
			)}
			{problem && (
				<p className={ui.error} role="alert">
					{problem}
				</p>
			)}
			<div className={styles.composeRow}>
				<label className={styles.attach}>
					<span className="visually-hidden">{m['live.chat.addImages']({}, { locale })}</span>
					<input
						type="file"
						accept="image/jpeg,image/png,image/webp"
						multiple
						disabled={images.length >= MAX_CHAT_IMAGES}
						onChange={(e) => {
							const picked = [...(e.target.files ?? [])];
							e.target.value = '';
							if (!fitsImageLimit(images.length, picked.length))
								return setProblem(m['live.chat.tooManyImages']({}, { locale }));
							setProblem(null);
							setImages([...images, ...picked]);
						}}
					/>
					<span aria-hidden="true">＋</span>
				</label>
				<textarea
					aria-label={m['live.chat.message']({}, { locale })}
					placeholder={m['live.chat.placeholder']({}, { locale })}
					rows={1}
					maxLength={2000}
					value={text}
					onChange={(e) => setText(e.target.value)}
					onKeyDown={(e) => {
						if (e.key === 'Enter' && !e.shiftKey) {
							e.preventDefault();
							e.currentTarget.form?.requestSubmit();
						}
					}}
				/>
				<button type="submit" className={ui.primary} disabled={mutation.isPending}>
					{m['live.chat.send']({}, { locale })}
				</button>
			</div>
		</form>
	);
}
