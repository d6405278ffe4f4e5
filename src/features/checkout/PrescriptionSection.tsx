import { useId } from 'react';
import type { Locale } from '~/config/locales';
import { m } from '~/i18n/messages';
import styles from './Checkout.module.css';
import type { PrescriptionProblem } from './prescription-rules';
import rx from './Prescription.module.css';
import type { PrescriptionImage } from './use-prescription-images';

interface Props {
	locale: Locale;
	images: readonly PrescriptionImage[];
	problem: PrescriptionProblem | null;
	busy: boolean;
	/** The whole order is the prescription (no items in it). */
	only: boolean;
	onAdd: (files: File[]) => void;
	onRemove: (id: string) => void;
}

const PROBLEM_TEXT = {
	required: 'prescription.required',
	tooMany: 'prescription.tooMany',
	notImage: 'prescription.notImage',
} as const;

/** Photos of the prescription, for an order with a medicine that needs one (spec §2, §5). */
export function PrescriptionSection(props: Props) {
	const { locale, images, problem, busy, onAdd, onRemove } = props;
	const id = useId();
	const errorId = `${id}-error`;
	const hintId = `${id}-hint`;
	const error = problem ? m[PROBLEM_TEXT[problem]]({}, { locale }) : null;
	return (
		<section className={styles.card} aria-labelledby={`${id}-title`}>
			<h2 id={`${id}-title`} className={styles.cardTitle}>
				{m['prescription.title']({}, { locale })}
			</h2>
			<p id={hintId} className={styles.note}>
				{props.only
					? m['prescription.hintOnly']({}, { locale })
					: m['prescription.hint']({}, { locale })}
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
								onClick={() => onRemove(image.id)}
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
						onAdd(files);
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
