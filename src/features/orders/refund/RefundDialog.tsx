import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, type RefObject, useId, useState } from 'react';
import { apiErrorMessages, handleApiError } from '~/api-client/client';
import { queryClient } from '~/api-client/query-client';
import type { Locale } from '~/config/locales';
import { m, type PlainMessage } from '~/i18n/messages';
import { toast } from '~/state/toast.state';
import styles from './Refund.module.css';
import { refundReasonsQuery, requestRefund } from './refund.api';
import { type RefundFormError, refundFormErrors } from './refund-rules';
import '~/components/ui/dialog.css';

interface Props {
	dialog: RefObject<HTMLDialogElement | null>;
	orderId: number;
	locale: Locale;
	onDone: () => void;
}

/** The refund request form (contract §8.4): a reason, a note, up to 3 photos. Errors keep what was typed. */
const ERROR_TEXT: Record<RefundFormError, PlainMessage> = {
	reasonRequired: m['refunds.error.reasonRequired'],
	tooManyImages: m['refunds.error.tooManyImages'],
	imageTooLarge: m['refunds.error.imageTooLarge'],
	notAnImage: m['refunds.error.notAnImage'],
};

export function RefundDialog({ dialog, orderId, locale, onDone }: Props) {
	const id = useId();
	const reasons = useQuery(refundReasonsQuery(), queryClient);
	const [reason, setReason] = useState('');
	const [note, setNote] = useState('');
	const [images, setImages] = useState<File[]>([]);
	const [errors, setErrors] = useState<{
		reason?: string | undefined;
		images?: string | undefined;
		form?: string[];
	}>({});
	const send = useMutation(
		{
			mutationFn: () => requestRefund({ orderId, reason, note, images }),
			onSuccess: (message) => {
				dialog.current?.close();
				toast(message, 'success');
				onDone();
			},
			onError: (error) => {
				const body = (error as { body?: { errors?: { code: string; message: string }[] } }).body;
				const byField = body?.errors ?? [];
				setErrors({
					reason: byField.find((e) => e.code === 'customer_reason')?.message,
					images: byField.find((e) => e.code === 'image')?.message,
					form: apiErrorMessages(error),
				});
				handleApiError(error);
			},
		},
		queryClient,
	);

	function submit(event: FormEvent) {
		event.preventDefault();
		const found = refundFormErrors({ reason, images });
		const word = (key: RefundFormError | undefined) =>
			key ? ERROR_TEXT[key]({}, { locale }) : undefined;
		setErrors({ reason: word(found.reason), images: word(found.images) });
		if (!found.reason && !found.images) send.mutate();
	}

	const describedBy = (field: string, error: string | undefined) =>
		error ? `${id}-${field}-error` : undefined;
	return (
		<dialog ref={dialog} className={styles.dialog} aria-labelledby={`${id}-title`}>
			<form className={styles.form} onSubmit={submit} noValidate>
				<h2 id={`${id}-title`}>{m['refunds.title']({}, { locale })}</h2>
				<div className={styles.field}>
					<label htmlFor={`${id}-reason`}>{m['refunds.reason']({}, { locale })}</label>
					<select
						id={`${id}-reason`}
						value={reason}
						onChange={(e) => setReason(e.target.value)}
						aria-invalid={errors.reason ? true : undefined}
						aria-describedby={describedBy('reason', errors.reason)}
					>
						<option value="">{m['refunds.choose']({}, { locale })}</option>
						{(reasons.data ?? []).map((r) => (
							<option key={r.id} value={r.reason}>
								{r.reason}
							</option>
						))}
					</select>
					{errors.reason && (
						<p id={`${id}-reason-error`} className={styles.error}>
							{errors.reason}
						</p>
					)}
				</div>
				<div className={styles.field}>
					<label htmlFor={`${id}-note`}>{m['refunds.note']({}, { locale })}</label>
					<textarea
						id={`${id}-note`}
						rows={3}
						maxLength={1000}
						value={note}
						onChange={(e) => setNote(e.target.value)}
					/>
				</div>
				<div className={styles.field}>
					<label htmlFor={`${id}-images`}>{m['refunds.images']({}, { locale })}</label>
					<input
						id={`${id}-images`}
						type="file"
						accept="image/jpeg,image/png,image/webp"
						multiple
						aria-invalid={errors.images ? true : undefined}
						aria-describedby={`${id}-images-hint ${describedBy('images', errors.images) ?? ''}`.trim()}
						onChange={(e) => setImages([...(e.target.files ?? [])])}
					/>
					<p id={`${id}-images-hint`} className={styles.muted}>
						{m['refunds.imagesHint']({}, { locale })}
					</p>
					{errors.images && (
						<p id={`${id}-images-error`} className={styles.error}>
							{errors.images}
						</p>
					)}
				</div>
				{errors.form && errors.form.length > 0 && !errors.reason && !errors.images && (
					<div role="alert" className={styles.error}>
						{errors.form.map((text) => (
							<p key={text}>{text}</p>
						))}
					</div>
				)}
				<div className={styles.actions}>
					<button
						type="button"
						className={`${styles.button} ${styles.secondary}`}
						onClick={() => dialog.current?.close()}
					>
						{m['refunds.cancel']({}, { locale })}
					</button>
					<button type="submit" className={styles.button} disabled={send.isPending}>
						{send.isPending
							? m['refunds.sending']({}, { locale })
							: m['refunds.submit']({}, { locale })}
					</button>
				</div>
			</form>
		</dialog>
	);
}
