import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { apiErrorMessage, pageLocale } from '~/api-client/client';
import { queryClient } from '~/api-client/query-client';
import { submitReview } from '~/features/live/live.api';
import ui from '~/features/live/ui.module.css';
import { m } from '~/i18n/messages';
import { toast } from '~/state/toast.state';
import styles from './RateAndReview.module.css';

export type ReviewTarget =
	| { kind: 'item'; itemId: number }
	| { kind: 'delivery_man'; deliveryManId: number };

interface Props {
	orderId: number;
	target: ReviewTarget;
	title: string;
	imageUrl: string | null;
	reviewed: boolean;
}

/** One thing to rate (spec issue 17): 1–5 stars, a comment, an optional photo; sent once. */
export function ReviewCard({ orderId, target, title, imageUrl, reviewed }: Props) {
	const locale = pageLocale();
	const id = useId();
	const [rating, setRating] = useState(0);
	const [comment, setComment] = useState('');
	const [photo, setPhoto] = useState<File | null>(null);
	const [problem, setProblem] = useState<string | null>(null);
	const mutation = useMutation(
		{
			mutationFn: () => submitReview(target, { orderId, rating, comment, photo }),
			meta: { silent: true },
			onSuccess: () => {
				toast(m['live.review.thanks']({}, { locale }), 'success');
				void queryClient.invalidateQueries({ queryKey: ['live', 'review-order', orderId] });
			},
			onError: (error) => setProblem(apiErrorMessage(error)),
		},
		queryClient,
	);
	const done = reviewed || mutation.isSuccess;
	return (
		<form
			className={styles.card}
			aria-labelledby={`${id}-title`}
			onSubmit={(event) => {
				event.preventDefault();
				if (rating < 1) return setProblem(m['live.review.chooseRating']({}, { locale }));
				setProblem(null);
				mutation.mutate();
			}}
		>
			<div className={styles.head}>
				{imageUrl && <img src={imageUrl} alt="" width={56} height={56} loading="lazy" />}
				<h3 id={`${id}-title`}>{title}</h3>
				{done && <span className={styles.done}>{m['live.review.done']({}, { locale })}</span>}
			</div>
			{!done && (
				<>
					<fieldset className={styles.stars}>
						<legend>{m['live.review.rating']({}, { locale })}</legend>
						{[1, 2, 3, 4, 5].map((n) => (
							<label key={n} className={n <= rating ? styles.on : undefined}>
								<input
									type="radio"
									name={`${id}-rating`}
									value={n}
									checked={rating === n}
									onChange={() => setRating(n)}
								/>
								<span aria-hidden="true">★</span>
								<span className="visually-hidden">
									{m['live.review.stars']({ count: String(n) }, { locale })}
								</span>
							</label>
						))}
					</fieldset>
					<label className={styles.field}>
						<span>{m['live.review.comment']({}, { locale })}</span>
						<textarea
							value={comment}
							maxLength={1000}
							rows={3}
							onChange={(e) => setComment(e.target.value)}
						/>
					</label>
					<label className={styles.field}>
						<span>{m['live.review.photo']({}, { locale })}</span>
						<input
							type="file"
							accept="image/jpeg,image/png,image/webp"
							onChange={(e) => setPhoto(e.target.files?.[0] ?? null)}
						/>
					</label>
					{problem && (
						<p className={ui.error} role="alert">
							{problem}
						</p>
					)}
					<button type="submit" className={ui.primary} disabled={mutation.isPending}>
						{m['live.review.submit']({}, { locale })}
					</button>
				</>
			)}
		</form>
	);
}
