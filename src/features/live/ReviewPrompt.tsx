import { pageLocale } from '~/api-client/client';
import { Modal } from '~/features/location/Modal';
import { m } from '~/i18n/messages';
import { localizedPath } from '~/lib/preferences';
import { dismissReviewReminder } from './live.api';
import styles from './ReviewPrompt.module.css';
import ui from './ui.module.css';

interface Props {
	orderId: number;
	images: (string | null)[];
	onDone: () => void;
}

/** spec §2, §4: the post-order review prompt; dismissing it tells the server (review-reminder-cancel). */
export function ReviewPrompt({ orderId, images, onDone }: Props) {
	const locale = pageLocale();
	const dismiss = () => {
		void dismissReviewReminder(orderId).catch(() => {});
		onDone();
	};
	const pictures = images.filter((src): src is string => Boolean(src)).slice(0, 4);
	return (
		<Modal
			title={m['live.review.promptTitle']({}, { locale })}
			closeLabel={m['live.review.later']({}, { locale })}
			onClose={dismiss}
		>
			{pictures.length > 0 && (
				<div className={styles.images}>
					{pictures.map((src) => (
						<img key={src} src={src} alt="" width={64} height={64} loading="lazy" />
					))}
				</div>
			)}
			<p>{m['live.review.promptBody']({ id: String(orderId) }, { locale })}</p>
			<div className={styles.actions}>
				<button type="button" className={ui.secondary} onClick={dismiss}>
					{m['live.review.later']({}, { locale })}
				</button>
				<a
					className={ui.primary}
					data-autofocus
					href={localizedPath(`/rate-and-review/${orderId}`, locale)}
					onClick={onDone}
				>
					{m['live.review.give']({}, { locale })}
				</a>
			</div>
		</Modal>
	);
}
