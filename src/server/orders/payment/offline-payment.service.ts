/**
 * Offline payment (contract §1.4, §8.4): the shop's configured methods (bank transfer, pay at the
 * counter) with the fields a customer fills once they paid; an order placed with
 * `offline_payment` waits in `pending`/`unpaid` until the store confirms what was sent. In the
 * demo the store confirms after one dispatcher step (`confirmDueOfflinePayments`).
 */
import { and, asc, eq, lte } from 'drizzle-orm';
import type { OfflinePaymentMethod, OrderOfflinePayment } from '~/contracts/offline-payment';
import { getSettings } from '../../config/settings';
import type { Owner } from '../../http/owner';
import type { Database } from '../../db/database';
import { offlinePaymentMethods, orderOfflinePayments, orders } from '../../db/schema';
import { ApiError, apiError } from '../../http/errors';
import { isoTimestamp } from '../../http/urls';
import { findOwnedOrder } from '../views/order-queries';
import { isOn } from '../../config/settings-switch';
import { orderStatusChanged } from '../status/status-change';

export const OFFLINE_MESSAGES = {
	notFound: 'Order not found',
	notOffline: 'This order is not paid offline, or its payment is already confirmed.',
	noMethod: 'Payment method not found',
	required: (field: string) => `The ${field} field is required.`,
	tooLong: (field: string) => `The ${field} may not be greater than 255 characters.`,
} as const;

type MethodRow = typeof offlinePaymentMethods.$inferSelect;

const toMethod = (row: MethodRow): OfflinePaymentMethod => ({
	id: row.id,
	method_name: row.methodName,
	method_fields: row.methodFields,
	method_informations: row.methodInformations,
	status: row.status,
	created_at: isoTimestamp(row.createdAt),
	updated_at: isoTimestamp(row.updatedAt),
});

/** GET offline_payment_method_list: the active methods; null when offline payment is off or none. */
export async function listOfflineMethods(db: Database): Promise<OfflinePaymentMethod[] | null> {
	if (!isOn((await getSettings(db)).offline_payment_status)) return null;
	const rows = await db
		.select()
		.from(offlinePaymentMethods)
		.where(eq(offlinePaymentMethods.status, 1))
		.orderBy(asc(offlinePaymentMethods.id));
	return rows.length > 0 ? rows.map(toMethod) : null;
}

/** The customer's answers in the method's order; every required one present (403 per field). */
export function offlineAnswers(
	method: Pick<MethodRow, 'methodInformations'>,
	input: Record<string, unknown>,
): { user_input: string; user_data: string }[] {
	const errors: { code: string; message: string }[] = [];
	const answers = method.methodInformations.map((info) => {
		const raw = input[info.customer_input];
		const value = typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim() : '';
		const label = info.customer_input.replaceAll('_', ' ');
		if (info.is_required && value === '')
			errors.push({ code: info.customer_input, message: OFFLINE_MESSAGES.required(label) });
		else if (value.length > 255)
			errors.push({ code: info.customer_input, message: OFFLINE_MESSAGES.tooLong(label) });
		return { user_input: info.customer_input, user_data: value };
	});
	if (errors.length > 0) throw new ApiError(403, errors);
	return answers;
}

/**
 * PUT customer/order/offline-payment (and -update): stores what the customer sent for their
 * order paid offline, while the store has not confirmed it; sending again replaces it.
 */
export async function submitOfflinePayment(
	db: Database,
	owner: Owner,
	input: {
		orderId: number;
		methodId: number;
		note: string | undefined;
		fields: Record<string, unknown>;
	},
	now: Date,
): Promise<void> {
	const order = await findOwnedOrder(db, owner, input.orderId);
	if (!order) throw apiError(404, 'order', OFFLINE_MESSAGES.notFound);
	if (
		order.paymentMethod !== 'offline_payment' ||
		order.paymentStatus !== 'unpaid' ||
		order.orderStatus !== 'pending'
	)
		throw apiError(403, 'order_id', OFFLINE_MESSAGES.notOffline);
	const [method] = await db
		.select()
		.from(offlinePaymentMethods)
		.where(and(eq(offlinePaymentMethods.id, input.methodId), eq(offlinePaymentMethods.status, 1)));
	if (!method) throw apiError(404, 'method_id', OFFLINE_MESSAGES.noMethod);
	const values = {
		orderId: order.id,
		methodId: method.id,
		methodName: method.methodName,
		paymentInfo: offlineAnswers(method, input.fields),
		customerNote: input.note?.trim() || null,
		status: 'pending',
		createdAt: now,
		updatedAt: now,
	};
	const saved = await db
		.insert(orderOfflinePayments)
		.values(values)
		.onConflictDoUpdate({
			target: orderOfflinePayments.orderId,
			set: { ...values, createdAt: undefined },
			setWhere: eq(orderOfflinePayments.status, 'pending'),
		})
		.returning({ id: orderOfflinePayments.id });
	if (saved.length === 0) throw apiError(403, 'order_id', OFFLINE_MESSAGES.notOffline);
}

/** `offline_payment` of a tracked order (contract §8.3), or null. */
export async function orderOfflinePayment(
	db: Database,
	orderId: number,
): Promise<OrderOfflinePayment> {
	const [row] = await db
		.select({ payment: orderOfflinePayments, fields: offlinePaymentMethods.methodFields })
		.from(orderOfflinePayments)
		.leftJoin(offlinePaymentMethods, eq(offlinePaymentMethods.id, orderOfflinePayments.methodId))
		.where(eq(orderOfflinePayments.orderId, orderId));
	if (!row) return null;
	const p = row.payment;
	return {
		input: p.paymentInfo,
		data: {
			status: p.status as 'pending' | 'verified' | 'denied',
			method_id: p.methodId,
			method_name: p.methodName,
			customer_note: p.customerNote,
			admin_note: p.adminNote,
		},
		method_fields: row.fields ?? [],
	};
}

/**
 * The store confirms an offline payment: the order becomes paid and confirmed in one transaction
 * with the status hook. Conditional updates: a second process (or a cancel) that got there first
 * leaves nothing to do. Answers whether this call confirmed it.
 */
export async function confirmOfflinePayment(
	db: Database,
	orderId: number,
	now: Date,
): Promise<boolean> {
	return db.transaction(async (tx) => {
		const [order] = await tx
			.update(orders)
			.set({ paymentStatus: 'paid', orderStatus: 'confirmed', confirmed: now, updatedAt: now })
			.where(
				and(
					eq(orders.id, orderId),
					eq(orders.orderStatus, 'pending'),
					eq(orders.paymentStatus, 'unpaid'),
					eq(orders.paymentMethod, 'offline_payment'),
				),
			)
			.returning({ id: orders.id, userId: orders.userId, storeId: orders.storeId });
		if (!order) return false;
		const verified = await tx
			.update(orderOfflinePayments)
			.set({ status: 'verified', updatedAt: now })
			.where(
				and(eq(orderOfflinePayments.orderId, orderId), eq(orderOfflinePayments.status, 'pending')),
			)
			.returning({ id: orderOfflinePayments.id });
		if (verified.length === 0) throw new Error(`order ${orderId} has no offline payment to verify`);
		await orderStatusChanged(tx, {
			orderId,
			userId: order.userId,
			storeId: order.storeId,
			from: 'pending',
			to: 'confirmed',
			at: now,
		});
		return true;
	});
}

/** The demo store: confirms each offline payment sent at least `paceMs` ago (dispatcher round). */
export async function confirmDueOfflinePayments(
	db: Database,
	now: Date,
	paceMs: number,
): Promise<number[]> {
	const due = await db
		.select({ orderId: orderOfflinePayments.orderId })
		.from(orderOfflinePayments)
		.innerJoin(orders, eq(orders.id, orderOfflinePayments.orderId))
		.where(
			and(
				eq(orderOfflinePayments.status, 'pending'),
				lte(orderOfflinePayments.updatedAt, new Date(now.getTime() - paceMs)),
				eq(orders.orderStatus, 'pending'),
			),
		)
		.orderBy(asc(orderOfflinePayments.orderId))
		.limit(100);
	const confirmed: number[] = [];
	for (const { orderId } of due)
		if (await confirmOfflinePayment(db, orderId, now)) confirmed.push(orderId);
	return confirmed;
}
