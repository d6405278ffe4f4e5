// /order-details: the order's lines (contract §8.3 order/details) and its prescription images.
import { useId } from 'react';
import type { Locale } from '~/config/locales';
import { m } from '~/i18n/messages';
import { formatMoney, type MoneyFormat } from '~/lib/money';
import { addOnsText, lineImage, lineName, lineTotal, variationText } from './order-lines';
import type { Order, OrderLine } from '../order-types';

export interface Shown {
	locale: Locale;
	money: MoneyFormat;
}

function LineView({ line, locale, money }: Shown & { line: OrderLine }) {
	const name = lineName(line);
	const image = lineImage(line);
	const variation = variationText(line);
	const addOns = addOnsText(line);
	return (
		<li className="order-line">
			{image ? (
				<img src={image} alt="" width={64} height={64} loading="lazy" />
			) : (
				<span className="order-line-image" aria-hidden="true" />
			)}
			<span className="order-line-text">
				<span className="order-line-name">{name}</span>
				{variation && <span className="orders-muted">{variation}</span>}
				{addOns && (
					<span className="orders-muted">
						{m['orders.details.addOns']({ list: addOns }, { locale })}
					</span>
				)}
				<span className="orders-muted">
					{m['orders.details.quantity']({ count: String(line.quantity) }, { locale })}
				</span>
			</span>
			<strong className="order-line-total">{formatMoney(lineTotal(line), money)}</strong>
		</li>
	);
}

export function LinesCard({ lines, ...shown }: Shown & { lines: OrderLine[] }) {
	const id = useId();
	return (
		<section className="orders-card" aria-labelledby={id}>
			<h2 id={id}>{m['orders.details.items']({}, { locale: shown.locale })}</h2>
			<ul className="order-lines">
				{lines.map((line) => (
					<LineView key={line.id} line={line} {...shown} />
				))}
			</ul>
		</section>
	);
}

/** Only web addresses become links and images: never `javascript:` from a foreign server. */
const webUrl = (url: string) => /^https?:\/\//.test(url);

/** The prescription images of the order, each opening full size; nothing when there are none. */
export function PrescriptionCard({ order, locale }: { order: Order; locale: Locale }) {
	const id = useId();
	const urls = (order.order_attachment_full_url ?? []).filter(webUrl);
	if (urls.length === 0) return null;
	return (
		<section className="orders-card" aria-labelledby={id}>
			<h2 id={id}>{m['prescription.attached']({}, { locale })}</h2>
			<ul className="prescription-images">
				{urls.map((url, i) => (
					<li key={url}>
						<a href={url} target="_blank" rel="noopener noreferrer">
							<img
								src={url}
								alt={m['prescription.image']({ number: String(i + 1) }, { locale })}
								width={96}
								height={96}
								loading="lazy"
							/>
						</a>
					</li>
				))}
			</ul>
		</section>
	);
}
