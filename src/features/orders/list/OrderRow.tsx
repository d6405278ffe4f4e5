import type { Locale } from '~/config/locales';
import { m } from '~/i18n/messages';
import { formatMoney, type MoneyFormat } from '~/lib/money';
import { localizedPath } from '~/lib/preferences';
import { openTrackingDrawer } from '../tracking/open-tracking';
import { formatOrderTime, shouldKeepPolling, toNumber } from '../order-rules';
import { statusText } from '../order-texts';
import type { Order } from '../order-types';
import type { OrderListKind } from '../orders.api';

export interface RowContext {
	kind: OrderListKind;
	locale: Locale;
	money: MoneyFormat;
	timeZone?: string | undefined;
}

/** One order of /my-orders: a link to its page, its status and amount; Track while it runs. */
export function OrderRow({ order, context }: { order: Order; context: RowContext }) {
	const { kind, locale, money, timeZone } = context;
	const time = formatOrderTime(order.created_at ?? order.pending, locale, timeZone);
	const count = order.details_count ?? 0;
	return (
		<li className="order-row" data-id={order.id}>
			<a className="order-row-link" href={localizedPath(`/order-details/${order.id}`, locale)}>
				<span className="order-row-title">
					{m['orders.orderId']({ id: String(order.id) }, { locale })}
				</span>
				{order.store?.name && <span className="order-row-store">{order.store.name}</span>}
				<span className="order-row-meta">
					{time && m['orders.list.placedAt']({ time }, { locale })}
					{count > 0 && ` · ${m['orders.list.itemCount']({ count: String(count) }, { locale })}`}
				</span>
			</a>
			<span className="order-row-side">
				<span className="order-row-status" data-status={order.order_status}>
					{statusText(order.order_status, locale)}
				</span>
				<strong>{formatMoney(toNumber(order.order_amount) ?? 0, money)}</strong>
				{kind === 'running' && shouldKeepPolling(order.order_status) && (
					<button
						type="button"
						className="button"
						onClick={() => void openTrackingDrawer({ orderId: order.id })}
					>
						{m['orders.result.trackOrder']({}, { locale })}
					</button>
				)}
			</span>
		</li>
	);
}
