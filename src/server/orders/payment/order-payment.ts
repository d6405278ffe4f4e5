/**
 * Payment changes of an order: switching to cash on delivery after a failed digital payment
 * (contract §8.4 `order/payment-method`) and the outcome of the built-in payment page (§8.1).
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Locale } from '~/config/locales';
import { getSettings } from '../../config/settings';
import type { Owner } from '../../http/owner';
import type { Database } from '../../db/database';
import { moduleZones, orders, zones } from '../../db/schema';
import { apiError } from '../../http/errors';
import { findOwnedOrder } from '../views/order-queries';
import { mayChangePaymentMethod, switchedPaymentMethod } from '../views/order-view-rules';
import { checkPayment, paymentAvailability } from './payment-rules';
import { pricingMessage } from '../pricing/pricing-messages';
import { orderStatusChanged } from '../status/status-change';

export const PAYMENT_METHOD_MESSAGES = {
	updated: 'Payment method updated',
	notFound: 'Order not found',
	notChangeable: 'The payment method of this order can not be changed',
} as const;

/**
 * Switches the owner's pending or payment-failed order to cash on delivery (a partial payment
 * keeps its method; its rest becomes cash) and puts it back to `pending`. 403 `cod` when the
 * zone takes no cash or the order is above the zone's cash-on-delivery maximum.
 */
export async function switchToCashOnDelivery(
	db: Database,
	owner: Owner,
	orderId: number,
	input: { locale: Locale; now: Date },
): Promise<void> {
	const order = await findOwnedOrder(db, owner, orderId);
	if (!order) throw apiError(404, 'order', PAYMENT_METHOD_MESSAGES.notFound);
	if (!mayChangePaymentMethod(order))
		throw apiError(403, 'order', PAYMENT_METHOD_MESSAGES.notChangeable);
	const [[zone], [pivot], settings] = await Promise.all([
		db
			.select({
				cashOnDelivery: zones.cashOnDelivery,
				digitalPayment: zones.digitalPayment,
				offlinePayment: zones.offlinePayment,
			})
			.from(zones)
			.where(eq(zones.id, order.zoneId)),
		db
			.select({ cap: moduleZones.maximumCodOrderAmount })
			.from(moduleZones)
			.where(and(eq(moduleZones.zoneId, order.zoneId), eq(moduleZones.moduleId, order.moduleId))),
		getSettings(db),
	]);
	const available = paymentAvailability(
		zone ?? { cashOnDelivery: false, digitalPayment: false, offlinePayment: false },
		settings,
		order.isGuest,
	);
	const check = checkPayment({
		method: 'cash_on_delivery',
		orderAmount: order.orderAmount,
		available,
		maximumCodOrderAmount: pivot?.cap ?? null,
		walletBalance: 0,
		decimals: Number(settings.digit_after_decimal_point ?? 2) || 2,
	});
	if (!check.ok) throw apiError(403, 'cod', pricingMessage(check.reason, input.locale));
	await db.transaction(async (tx) => {
		const [before] = await tx
			.select({ status: orders.orderStatus })
			.from(orders)
			.where(and(eq(orders.id, order.id), inArray(orders.orderStatus, ['pending', 'failed'])))
			.for('update');
		if (!before) throw apiError(403, 'order', PAYMENT_METHOD_MESSAGES.notChangeable);
		await tx
			.update(orders)
			.set({
				paymentMethod: switchedPaymentMethod(order.paymentMethod),
				orderStatus: 'pending',
				pending: order.pending ?? input.now,
				updatedAt: input.now,
			})
			.where(eq(orders.id, order.id));
		await orderStatusChanged(tx, {
			orderId: order.id,
			userId: order.userId,
			storeId: order.storeId,
			from: before.status,
			to: 'pending',
			at: input.now,
		});
	});
}

export type PaymentOutcome = 'success' | 'fail' | 'cancel';

/** A reference the demo gateway hands out for a successful payment. */
export function newTransactionReference(): string {
	return `DEMO-${randomBytes(6).toString('hex').toUpperCase()}`;
}

/**
 * Records what the payment page decided for an unpaid digital order waiting for payment (pending,
 * or failed and tried again): success → `confirmed` + `paid` with a transaction reference;
 * fail or cancel → `failed`. Null when the order was no longer waiting (paid in another tab).
 */
export async function recordDigitalPayment(
	db: Database,
	orderId: number,
	input: { outcome: PaymentOutcome; gateway: string; now: Date },
): Promise<{ transactionReference: string | null } | null> {
	return db.transaction(async (tx) => {
		const [before] = await tx
			.select({ status: orders.orderStatus, userId: orders.userId, storeId: orders.storeId })
			.from(orders)
			.where(
				and(
					eq(orders.id, orderId),
					eq(orders.paymentMethod, 'digital_payment'),
					eq(orders.paymentStatus, 'unpaid'),
					inArray(orders.orderStatus, ['pending', 'failed']),
				),
			)
			.for('update');
		if (!before) return null; // paid in another tab, or moved on
		const paid = input.outcome === 'success';
		const reference = paid ? newTransactionReference() : null;
		const to = paid ? 'confirmed' : 'failed';
		await tx
			.update(orders)
			.set(
				paid
					? {
							orderStatus: to,
							confirmed: input.now,
							paymentStatus: 'paid',
							paymentGateway: input.gateway,
							transactionReference: reference,
							updatedAt: input.now,
						}
					: {
							orderStatus: to,
							failed: input.now,
							paymentGateway: input.gateway,
							updatedAt: input.now,
						},
			)
			.where(eq(orders.id, orderId));
		await orderStatusChanged(tx, {
			orderId,
			userId: before.userId,
			storeId: before.storeId,
			from: before.status,
			to,
			at: input.now,
		});
		return { transactionReference: reference };
	});
}
