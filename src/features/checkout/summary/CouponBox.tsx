import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { apiErrorMessage, handleApiError } from '~/api-client/client';
import { queryClient } from '~/api-client/query-client';
import type { Locale } from '~/config/locales';
import { m } from '~/i18n/messages';
import styles from '../Checkout.module.css';
import { applyCoupon } from '../checkout.api';
import { Field } from '../Field';

interface Props {
	locale: Locale;
	storeId: number;
	/** The items' total from the last preview: coupon/apply checks min_purchase against it. */
	itemTotal: number | null;
	guestId: string | null;
	applied: string | null;
	/** The discount the server gave for the applied coupon, formatted. */
	saving: string | null;
	/** A refusal of the applied coupon by the order preview. */
	refusal: string | null;
	onApply: (code: string) => void;
	onRemove: () => void;
}

/** spec §2 coupon entry: GET coupon/apply, then the discount or the server's message; remove. */
export function CouponBox(props: Props) {
	const { locale, applied } = props;
	const titleId = useId();
	const [code, setCode] = useState('');
	const [error, setError] = useState<string | null>(null);
	// GET coupon/apply checks a code for this order: an action, so a mutation; its refusal is
	// shown under the field (a 401 still signs out).
	const check = useMutation(
		{
			mutationFn: (text: string) =>
				applyCoupon({
					code: text,
					store_id: props.storeId,
					...(props.itemTotal !== null ? { order_amount: props.itemTotal } : {}),
					...(props.guestId ? { guest_id: props.guestId } : {}),
				}),
			meta: { silent: true },
			onSuccess: (coupon) => {
				props.onApply(coupon.code);
				setCode('');
			},
			onError: (e) => {
				if ((e as { status?: number }).status === 401) handleApiError(e);
				setError(apiErrorMessage(e) ?? m['checkout.placeFailed']({}, { locale }));
			},
		},
		queryClient,
	);

	function apply() {
		const text = code.trim();
		if (!text) return setError(m['checkout.coupon.required']({}, { locale }));
		setError(null);
		check.mutate(text);
	}

	return (
		<section className={styles.card} aria-labelledby={titleId}>
			<h2 id={titleId} className={styles.cardTitle}>
				{m['checkout.coupon.title']({}, { locale })}
			</h2>
			{applied ? (
				<div className={styles.applied}>
					<span className={styles.choiceText}>
						<strong>{m['checkout.coupon.applied']({ code: applied }, { locale })}</strong>
						{props.saving && (
							<span className={styles.saving}>
								{m['checkout.coupon.saving']({ amount: props.saving }, { locale })}
							</span>
						)}
					</span>
					<button type="button" className={styles.button} onClick={props.onRemove}>
						{m['checkout.coupon.remove']({}, { locale })}
					</button>
				</div>
			) : (
				<form
					onSubmit={(e) => {
						e.preventDefault();
						apply();
					}}
				>
					<Field
						label={m['checkout.coupon.code']({}, { locale })}
						placeholder={m['checkout.coupon.placeholder']({}, { locale })}
						value={code}
						onValue={setCode}
						error={error ?? undefined}
						autoCapitalize="characters"
						action={
							<button type="submit" className={styles.button} disabled={check.isPending}>
								{m['checkout.coupon.apply']({}, { locale })}
							</button>
						}
					/>
				</form>
			)}
			{applied && props.refusal && (
				<p className={styles.error} role="alert">
					{props.refusal}
				</p>
			)}
		</section>
	);
}
