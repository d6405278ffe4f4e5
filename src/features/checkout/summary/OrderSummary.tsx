import { type ReactNode, useId } from 'react';
import type { Locale } from '~/config/locales';
import type { OrderPricing } from '~/contracts/order';
import { m } from '~/i18n/messages';
import { formatMoney, type MoneyFormat } from '~/lib/money';
import styles from '../Checkout.module.css';
import type { SummaryLine } from './checkout-lines';

interface Props {
	locale: Locale;
	money: MoneyFormat;
	storeName: string;
	lines: SummaryLine[];
	/** A prescription alone: no lines, no item money; the pharmacy prices the medicines later. */
	prescriptionOnly: boolean;
	pricing: OrderPricing | null;
	/** Delivery orders show the delivery fee (or Free); take-away has none. */
	delivery: boolean;
	updating: boolean;
	/** Preview refusals to show here (minimum order, coverage, closed store…). */
	notices: string[];
	serviceChargeName: string | null;
	children: ReactNode;
}

/** spec §2 order summary: the lines, then the server's money (commerce contract 2). */
export function OrderSummary(props: Props) {
	const { locale, money, pricing } = props;
	const titleId = useId();
	const price = (amount: number) => formatMoney(amount, money);
	const row = (label: string, value: string, className?: string) => (
		<div className={`${styles.amount} ${className ?? ''}`} key={label}>
			<dt>{label}</dt>
			<dd>{value}</dd>
		</div>
	);
	const items = !props.prescriptionOnly;
	const rows = pricing
		? [
				items &&
					row(m['checkout.summary.itemPrice']({}, { locale }), price(pricing.items_subtotal)),
				pricing.add_ons_subtotal > 0 &&
					row(m['checkout.summary.addons']({}, { locale }), price(pricing.add_ons_subtotal)),
				pricing.product_discount_amount > 0 &&
					row(
						m['checkout.summary.discount']({}, { locale }),
						`-${price(pricing.product_discount_amount)}`,
						styles.saving,
					),
				pricing.coupon_discount_amount > 0 &&
					row(
						m['checkout.summary.coupon']({}, { locale }),
						`-${price(pricing.coupon_discount_amount)}`,
						styles.saving,
					),
				// The new customer's first-order discount, as the server took it off (ADR 030).
				pricing.ref_bonus_amount > 0 &&
					row(
						m['checkout.summary.firstOrder']({}, { locale }),
						`-${price(pricing.ref_bonus_amount)}`,
					),
				// issue 14 item 10: no "VAT/Tax (0%) S$0.00" line when there is no tax.
				items &&
					pricing.total_tax_amount > 0 &&
					row(
						pricing.tax_status === 'included'
							? m['checkout.summary.taxIncluded']({ percent: pricing.tax_percentage }, { locale })
							: m['checkout.summary.taxExcluded']({ percent: pricing.tax_percentage }, { locale }),
						price(pricing.total_tax_amount),
					),
				props.delivery &&
					row(
						m['checkout.summary.deliveryFee']({}, { locale }),
						pricing.delivery_charge === 0 && pricing.original_delivery_charge > 0
							? m['checkout.summary.free']({}, { locale })
							: price(pricing.delivery_charge),
					),
				pricing.dm_tips > 0 &&
					row(m['checkout.summary.tips']({}, { locale }), price(pricing.dm_tips)),
				pricing.additional_charge > 0 &&
					row(
						// The configured name is the business's own (English) words.
						(locale === 'en' ? props.serviceChargeName : null) ??
							m['checkout.summary.serviceCharge']({}, { locale }),
						price(pricing.additional_charge),
					),
				pricing.extra_packaging_amount > 0 &&
					row(
						m['checkout.summary.packaging']({}, { locale }),
						price(pricing.extra_packaging_amount),
					),
				row(m['checkout.summary.total']({}, { locale }), price(pricing.order_amount), styles.total),
			]
		: [];

	return (
		<aside className={`${styles.card} ${styles.summary}`} aria-labelledby={titleId}>
			<h2 id={titleId} className={styles.cardTitle}>
				{m['checkout.summary.title']({}, { locale })}
			</h2>
			<p className={styles.note}>
				{m['checkout.fromStore']({ store: props.storeName }, { locale })}
			</p>
			{props.prescriptionOnly && (
				<p className={styles.note}>{m['prescription.summaryNote']({}, { locale })}</p>
			)}
			<ul className={styles.lines} aria-label={m['checkout.summary.items']({}, { locale })}>
				{props.lines.map((line) => (
					<li key={line.key} className={styles.line}>
						{line.image ? (
							<img
								className={styles.lineImage}
								src={line.image}
								alt=""
								width="56"
								height="56"
								loading="lazy"
							/>
						) : (
							<span className={styles.lineImage} />
						)}
						<span className={styles.choiceText}>
							<span className={styles.lineName}>{line.name}</span>
							{line.details && <span className={styles.choiceNote}>{line.details}</span>}
							<span className={styles.choiceNote}>
								{m['checkout.summary.quantity']({ count: line.quantity }, { locale })}
							</span>
						</span>
						<span>{line.total !== null ? price(line.total) : ''}</span>
					</li>
				))}
			</ul>
			<div aria-live="polite" aria-busy={props.updating}>
				{rows.length > 0 ? (
					<dl className={styles.amounts}>{rows}</dl>
				) : (
					<p className={styles.note}>
						{props.updating
							? m['checkout.summary.updating']({}, { locale })
							: m['checkout.summary.unpriced']({}, { locale })}
					</p>
				)}
				{props.notices.length > 0 && (
					<ul className={styles.alert}>
						{props.notices.map((notice) => (
							<li key={notice}>{notice}</li>
						))}
					</ul>
				)}
			</div>
			{props.children}
		</aside>
	);
}
