// /order-details: the order's summary, the server's amounts (spec §2 orders; contract §8.3).
import { useId } from 'react';
import type { Locale } from '~/config/locales';
import { m } from '~/i18n/messages';
import { formatMoney } from '~/lib/money';
import type { Shown } from './LinesCard';
import { orderSummary } from './order-lines';
import type { Order, OrderLine } from '../order-types';

export function SummaryCard({ order, lines, locale, money }: Shown & Props) {
	const id = useId();
	const t = (key: Parameters<typeof label>[0]) => label(key, locale);
	const s = orderSummary(order, lines);
	const items = !order.prescription_order && order.order_type !== 'parcel';
	const rows: [string, number, boolean][] = [
		[t('itemPrice'), s.itemsPrice, items],
		[t('addOnsPrice'), s.addOns, s.addOns > 0],
		[t('discount'), -s.discount, s.discount > 0],
		[t('coupon'), -s.couponDiscount, s.couponDiscount > 0],
		[t('firstOrder'), -s.firstOrderDiscount, s.firstOrderDiscount > 0],
		[s.taxIncluded ? t('taxIncluded') : t('tax'), s.tax, s.tax > 0 || s.taxIncluded],
		[t('deliveryFee'), s.deliveryFee, true],
		[t('tips'), s.tips, s.tips > 0],
		[t('otherCharges'), s.otherCharges, s.otherCharges > 0],
	];
	// A partial payment's split, and the points a delivered order earned: both from the ledgers.
	const after: [string, string][] = [
		...(s.walletPaid > 0
			? ([
					[t('walletPaid'), formatMoney(-s.walletPaid, money)],
					[t('due'), formatMoney(s.due, money)],
				] as [string, string][])
			: []),
		...(order.earned_loyalty_points
			? ([
					[
						t('pointsEarned'),
						m['orders.details.points']({ count: String(order.earned_loyalty_points) }, { locale }),
					],
				] as [string, string][])
			: []),
	];
	return (
		<section className="orders-card" aria-labelledby={id}>
			<h2 id={id}>{t('summary')}</h2>
			<dl className="orders-facts summary">
				{rows
					.filter(([, , shown]) => shown)
					.map(([name, amount]) => (
						<Row key={name} name={name} value={formatMoney(amount, money)} />
					))}
				<dt className="total">{t('total')}</dt>
				<dd className="total">{formatMoney(s.total, money)}</dd>
				{after.map(([name, value]) => (
					<Row key={name} name={name} value={value} />
				))}
			</dl>
		</section>
	);
}

interface Props {
	order: Order;
	lines: OrderLine[];
}

function Row({ name, value }: { name: string; value: string }) {
	return (
		<>
			<dt>{name}</dt>
			<dd>{value}</dd>
		</>
	);
}

// Literal keys only, so the bundle keeps just these messages.
const LABELS = {
	summary: m['orders.details.summary'],
	itemPrice: m['orders.details.itemPrice'],
	addOnsPrice: m['orders.details.addOnsPrice'],
	discount: m['orders.details.discount'],
	coupon: m['orders.details.coupon'],
	firstOrder: m['orders.details.firstOrder'],
	tax: m['orders.details.tax'],
	taxIncluded: m['orders.details.taxIncluded'],
	deliveryFee: m['orders.details.deliveryFee'],
	tips: m['orders.details.tips'],
	otherCharges: m['orders.details.otherCharges'],
	total: m['orders.details.total'],
	walletPaid: m['orders.details.walletPaid'],
	due: m['orders.details.due'],
	pointsEarned: m['orders.details.pointsEarned'],
};

function label(key: keyof typeof LABELS, locale: Locale): string {
	return LABELS[key]({}, { locale });
}
