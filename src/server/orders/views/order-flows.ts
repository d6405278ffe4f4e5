import type { OrderView } from '~/contracts/order-view';
import type { Database } from '../../db/database';
import { orderOfflinePayment } from '../payment/offline-payment.service';
import { orderRefund } from '../refunds/refunds.service';

/** A tracked order with its `refund` and `offline_payment` (contract §8.3). */
export async function withRefundAndOfflinePayment(
	db: Database,
	order: OrderView,
	baseUrl: string,
): Promise<OrderView> {
	const [refund, offline] = await Promise.all([
		orderRefund(db, order.id, baseUrl),
		order.payment_method === 'offline_payment'
			? orderOfflinePayment(db, order.id)
			: Promise.resolve(null),
	]);
	return { ...order, refund, offline_payment: offline };
}
