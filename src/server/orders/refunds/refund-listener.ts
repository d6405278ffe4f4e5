/**
 * An approved refund pays into the wallet (contract §10.1 "money back to wallet"), as a listener
 * of the status hook: in the transaction that marks the order `refunded`, under the ledger cause
 * `order_refund:<orderId>`, so a refund reported twice pays once.
 */
import { eq } from 'drizzle-orm';
import { creditWallet } from '../../account/ledger';
import { refundRequests } from '../../db/schema';
import { shopMoney } from '../coupons/coupon.service';
import { toMinor } from '../pricing/money-cents';
import type { OrderStatusListener } from '../status/status-change';

export const creditRefund: OrderStatusListener = async (tx, change) => {
	if (change.to !== 'refunded') return;
	const [refund] = await tx
		.select({ userId: refundRequests.userId, amount: refundRequests.refundAmount })
		.from(refundRequests)
		.where(eq(refundRequests.orderId, change.orderId));
	if (!refund) return;
	const { decimals } = await shopMoney(tx);
	const cents = toMinor(refund.amount, decimals);
	if (cents <= 0) return;
	await creditWallet(tx, {
		userId: refund.userId,
		cause: `order_refund:${change.orderId}`,
		type: 'order_refund',
		reference: String(change.orderId),
		cents,
		at: change.at,
	});
};
