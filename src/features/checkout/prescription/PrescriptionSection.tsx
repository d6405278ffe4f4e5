import { useId } from 'react';
import type { Locale } from '~/config/locales';
import { m } from '~/i18n/messages';
import styles from '../Checkout.module.css';
import rx from './Prescription.module.css';
import type { usePrescriptionImages } from './use-prescription-images';

interface Props {
	locale: Locale;
	/** The images chosen so far, why a choice was refused, and how to add and remove. */
	state: ReturnType<typeof usePrescriptionImages>;
	/** The whole order is the prescription (no items in it). */
	only: boolean;
}

const PROBLEM_TEXT = {
	required: m['prescription.required'],
	tooMany: m['prescription.tooMany'],
	notImage: m['prescription.notImage'],
} as const;

/** Photos of the prescription, for an order with a medicine that needs one (spec §2, §5). */
export function PrescriptionSection({ locale, state, only }: Props) {
	const { images, problem, busy } = state;
	const id = useId();
	const errorId = `${id}-error`;
	const hintId = `${id}-hint`;
	const error = problem ? PROBLEM_TEXT[problem]({}, { locale }) : null;
	return (
		<section className={styles.card} aria-labelledby={`${id}-title`}>
			<h2 id={`${id}-title`} className={styles.cardTitle}>
				{m['prescription.title']({}, { locale })}
			</h2>
			<p id={hintId} className={styles.note}>
				{only ? m['prescription.hintOnly']({}, { locale }) : m['prescription.hint']({}, { locale })}
			</p>
			{images.length > 0 && (
				<ul className={rx.thumbs}>
					{images.map((image, i) => (
						<li key={image.id} className={rx.thumb}>
							<img
								src={image.url}
								alt={m['prescription.image']({ number: i + 1 }, { locale })}
								width={88}
								height={88}
							/>
							<button
								type="button"
								className={rx.remove}
								aria-label={m['prescription.remove']({ number: i + 1 }, { locale })}
								onClick={() => state.remove(image.id)}
							>
								<span aria-hidden="true">×</span>
							</button>
						</li>
					))}
				</ul>
			)}
			<div className={rx.upload}>
				<input
					id={id}
					type="file"
					accept="image/*"
					multiple
					className="visually-hidden"
					data-checkout-field="prescription"
					aria-invalid={error ? true : undefined}
					aria-describedby={error ? `${hintId} ${errorId}` : hintId}
					disabled={busy}
					onChange={(event) => {
						const files = [...(event.currentTarget.files ?? [])];
						event.currentTarget.value = '';
						void state.add(files);
					}}
				/>
				<label htmlFor={id} className={styles.button}>
					{busy
						? m['prescription.preparing']({}, { locale })
						: m['prescription.add']({}, { locale })}
				</label>
			</div>
			{error && (
				<p id={errorId} className={styles.error} role="alert">
					{error}
				</p>
			)}
		</section>
	);
}
