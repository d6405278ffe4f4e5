import { useStore } from '@nanostores/react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId } from 'react';
import { handleApiError } from '~/api-client/client';
import { queryClient } from '~/api-client/query-client';
import type { Locale } from '~/config/locales';
import { OfflinePaymentFields } from '~/features/checkout/payment/OfflinePaymentFields';
import { sendOfflinePayment } from '~/features/checkout/payment/offline-payment.api';
import { fieldLabel } from '~/features/checkout/payment/offline-payment-rules';
import { useOfflinePayment } from '~/features/checkout/payment/use-offline-payment';
import { m, type PlainMessage } from '~/i18n/messages';
import { $guestId, $token } from '~/state/session.state';
import { toast } from '~/state/toast.state';
import type { Order } from '../order-types';
import styles from '../refund/Refund.module.css';

/**
 * /order-details: an order paid offline (contract §8.3 `offline_payment`): what was sent and the
 * store's verdict (verification pending, verified, not accepted), or the form when nothing was
 * sent yet (the order waits for it).
 */
interface Props {
	order: Order;
	/** Reads the order again (once the payment was sent). */
	reload: () => Promise<void>;
	locale: Locale;
}

type Status = 'pending' | 'verified' | 'denied' | 'missing';
const STATUS: Record<Status, [title: PlainMessage, explain: PlainMessage]> = {
	pending: [m['offline.status.pending'], m['offline.explain.pending']],
	verified: [m['offline.status.verified'], m['offline.explain.verified']],
	denied: [m['offline.status.denied'], m['offline.explain.denied']],
	missing: [m['offline.status.missing'], m['offline.explain.missing']],
};

export function OfflinePaymentStatus({ order, reload, locale }: Props) {
	const id = useId();
	const token = useStore($token);
	const missing =
		order.payment_method === 'offline_payment' &&
		!order.offline_payment &&
		order.payment_status === 'unpaid' &&
		order.order_status === 'pending';
	const offline = useOfflinePayment(Boolean(missing));
	const send = useMutation(
		{
			mutationFn: (orderId: number) =>
				sendOfflinePayment(orderId, offline.answers, token ? null : $guestId.get() || null),
			onSuccess: () => {
				toast(m['offline.sent']({}, { locale }), 'success');
				void reload();
			},
			onError: (error) => handleApiError(error),
		},
		queryClient,
	);
	if (order.payment_method !== 'offline_payment') return null;
	const sent = order.offline_payment;
	const status = sent ? sent.data.status : missing ? 'missing' : null;
	if (!status) return null;
	const [title, explain] = STATUS[status];

	function submit(event: FormEvent) {
		event.preventDefault();
		if (offline.check()) send.mutate(order.id);
	}

	return (
		<section className={styles.card} aria-labelledby={`${id}-title`}>
			<h2 id={`${id}-title`}>{m['offline.heading']({}, { locale })}</h2>
			<p className={styles.state} data-offline-status={status}>
				{title({}, { locale })}
			</p>
			<p>{explain({}, { locale })}</p>
			{sent && (
				<dl>
					<div>
						<dt className={styles.muted}>{m['offline.methodName']({}, { locale })}</dt>
						<dd>{sent.data.method_name}</dd>
					</div>
					{sent.input.map((row) => (
						<div key={row.user_input}>
							<dt className={styles.muted}>{fieldLabel(row.user_input)}</dt>
							<dd>{row.user_data}</dd>
						</div>
					))}
				</dl>
			)}
			{missing && (
				<form className={styles.form} onSubmit={submit} noValidate>
					<OfflinePaymentFields
						locale={locale}
						methods={offline.methods}
						answers={offline.answers}
						onAnswers={offline.setAnswers}
						errors={offline.errors}
					/>
					<button type="submit" className={styles.button} disabled={send.isPending}>
						{send.isPending
							? m['offline.sending']({}, { locale })
							: m['offline.send']({}, { locale })}
					</button>
				</form>
			)}
		</section>
	);
}
