import { useStore } from '@nanostores/react';
import { useId, useRef } from 'react';
import type { Locale } from '~/config/locales';
import { m } from '~/i18n/messages';
import { formatMoney, type MoneyFormat } from '~/lib/money';
import { $token } from '~/state/session.state';
import type { Order } from '../order-types';
import styles from './Refund.module.css';
import { RefundDialog } from './RefundDialog';
import { refundState } from './refund-rules';

interface Props {
	order: Order;
	/** Reads the order again (after a refund request). */
	reload: () => Promise<void>;
	locale: Locale;
	money: MoneyFormat;
	/** Days after delivery a refund may be asked; null when refunds are off. */
	windowDays: number | null;
}

/**
 * /order-details: the refund of a delivered order (contract §8.4, §10.1). "Request refund" while
 * it may be asked; afterwards the request's state (requested, approved, rejected) with its photos.
 */
type Status = 'pending' | 'approved' | 'rejected';
const STATUS = {
	pending: m['refunds.status.pending'],
	approved: m['refunds.status.approved'],
	rejected: m['refunds.status.rejected'],
} satisfies Record<Status, unknown>;
const EXPLAIN = {
	pending: m['refunds.explain.pending'],
	approved: m['refunds.explain.approved'],
	rejected: m['refunds.explain.rejected'],
} satisfies Record<Status, unknown>;

export function RefundSection({ order, reload, locale, money, windowDays }: Props) {
	const id = useId();
	const dialog = useRef<HTMLDialogElement>(null);
	const token = useStore($token);
	const state = refundState(order, {
		signedIn: token !== '',
		windowDays: windowDays ?? 0,
		now: new Date(),
		enabled: windowDays !== null,
	});
	if (state.kind === 'none') return null;
	return (
		<section className={styles.card} aria-labelledby={`${id}-title`}>
			<h2 id={`${id}-title`}>{m['refunds.heading']({}, { locale })}</h2>
			{state.kind === 'eligible' ? (
				<>
					<p className={styles.muted}>
						{m['refunds.intro']({ days: String(windowDays) }, { locale })}
					</p>
					<button
						type="button"
						className={styles.button}
						onClick={() => dialog.current?.showModal()}
					>
						{m['refunds.open']({}, { locale })}
					</button>
					<RefundDialog
						dialog={dialog}
						orderId={order.id}
						locale={locale}
						onDone={() => void reload()}
					/>
				</>
			) : (
				<>
					<p className={styles.state} data-refund-status={state.refund.refund_status}>
						{STATUS[state.refund.refund_status]({}, { locale })}
					</p>
					<p>
						{EXPLAIN[state.refund.refund_status](
							{ amount: formatMoney(state.refund.refund_amount, money) },
							{ locale },
						)}
					</p>
					<dl>
						<dt className={styles.muted}>{m['refunds.reason']({}, { locale })}</dt>
						<dd>{state.refund.customer_reason}</dd>
						{state.refund.customer_note && (
							<>
								<dt className={styles.muted}>{m['refunds.note']({}, { locale })}</dt>
								<dd>{state.refund.customer_note}</dd>
							</>
						)}
						{state.refund.admin_note && (
							<>
								<dt className={styles.muted}>{m['refunds.storeNote']({}, { locale })}</dt>
								<dd>{state.refund.admin_note}</dd>
							</>
						)}
					</dl>
					{state.refund.image_full_url.length > 0 && (
						<ul className={styles.images}>
							{state.refund.image_full_url
								.filter((u) => /^https?:\/\//.test(u))
								.map((url, i) => (
									<li key={url}>
										<a href={url} target="_blank" rel="noopener noreferrer">
											<img
												src={url}
												alt={m['refunds.image']({ number: String(i + 1) }, { locale })}
												width={72}
												height={72}
												loading="lazy"
											/>
										</a>
									</li>
								))}
						</ul>
					)}
				</>
			)}
		</section>
	);
}
