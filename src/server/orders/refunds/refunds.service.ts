/**
 * Refunds (contract §8.4 `refund-request`, §10.1): a customer asks once per delivered, paid order
 * within the shop's window (`refund_request_window_days`), with a reason, a note and up to three
 * photos checked like prescription images. The order moves to `refund_requested` through the
 * status hook. A decision moves it on: approved → `refunded` (the `creditRefund` listener puts
 * the money in the wallet, cause `order_refund:<id>`, once), rejected → `refund_request_canceled`.
 * In the demo the shop approves after one dispatcher step (`approveDueRefunds`).
 */
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Locale } from '~/config/locales';
import type { OrderRefund, RefundReasons } from '~/contracts/refund';
import { getSettings } from '../../config/settings';
import type { Database } from '../../db/database';
import { orders, refundReasons, refundRequests } from '../../db/schema';
import { ApiError, apiError } from '../../http/errors';
import { isoTimestamp } from '../../http/urls';
import { shopMoney } from '../coupons/coupon.service';
import {
	attachmentUrl,
	type PreparedAttachment,
	prepareAttachments,
} from '../attachments/order-attachments';
import { insertOrderAttachments } from '../attachments/order-attachments.repo';
import { findOwnedOrder } from '../views/order-queries';
import { fromMinor, toMinor } from '../pricing/money-cents';
import { isOn } from '../../config/settings-switch';
import { orderStatusChanged } from '../status/status-change';

export const REFUND_MESSAGES = {
	requested: 'Refund request submitted successfully',
	off: 'Refund is not available',
	notFound: 'Order not found',
	notDelivered: 'You can request a refund only for a delivered and paid order.',
	windowClosed: 'The refund period for this order is over.',
	already: 'A refund has already been requested for this order.',
} as const;

export const DEFAULT_REFUND_WINDOW_DAYS = 7;

/** Days after delivery a refund may be asked (setting `refund_request_window_days`). */
export function refundWindowDays(settings: Record<string, unknown>): number {
	const days = Number(settings.refund_request_window_days);
	return Number.isFinite(days) && days >= 0 ? days : DEFAULT_REFUND_WINDOW_DAYS;
}

/** GET customer/order/refund-reasons: the active reasons. */
export async function listRefundReasons(db: Database): Promise<RefundReasons> {
	const rows = await db
		.select()
		.from(refundReasons)
		.where(eq(refundReasons.status, 1))
		.orderBy(asc(refundReasons.id));
	return {
		refund_reasons: rows.map((r) => ({
			id: r.id,
			reason: r.reason,
			status: r.status,
			created_at: isoTimestamp(r.createdAt),
			updated_at: isoTimestamp(r.updatedAt),
		})),
	};
}

/** The images checked like prescriptions; their refusals name the `image` field. */
async function refundImages(files: readonly File[], locale: Locale): Promise<PreparedAttachment[]> {
	try {
		return await prepareAttachments(files, locale);
	} catch (error) {
		if (error instanceof ApiError)
			throw new ApiError(
				error.status,
				error.errors.map((e) => ({ ...e, code: 'image' })),
			);
		throw error;
	}
}

export interface RefundAsk {
	orderId: number;
	reason: string;
	note: string | undefined;
	method: string | undefined;
}

/** POST customer/order/refund-request for the signed-in customer `userId`. */
export async function requestRefund(
	db: Database,
	userId: number,
	ask: RefundAsk,
	files: readonly File[],
	ctx: { locale: Locale; now: Date },
): Promise<void> {
	const settings = await getSettings(db);
	if (!isOn(settings.refund_active_status)) throw apiError(403, 'refund', REFUND_MESSAGES.off);
	const order = await findOwnedOrder(db, { kind: 'user', userId }, ask.orderId);
	if (!order) throw apiError(404, 'order', REFUND_MESSAGES.notFound);
	const [earlier] = await db
		.select({ id: refundRequests.id })
		.from(refundRequests)
		.where(eq(refundRequests.orderId, order.id));
	if (earlier) throw apiError(403, 'order_id', REFUND_MESSAGES.already);
	if (order.orderStatus !== 'delivered' || order.paymentStatus !== 'paid' || !order.delivered)
		throw apiError(403, 'order_id', REFUND_MESSAGES.notDelivered);
	const closes = order.delivered.getTime() + refundWindowDays(settings) * 86_400_000;
	if (ctx.now.getTime() > closes) throw apiError(403, 'order_id', REFUND_MESSAGES.windowClosed);
	const images = await refundImages(files, ctx.locale);
	const { decimals } = await shopMoney(db);
	const cents =
		toMinor(order.orderAmount, decimals) -
		toMinor(order.deliveryCharge, decimals) -
		toMinor(order.dmTips, decimals);
	await db.transaction(async (tx) => {
		const [refund] = await tx
			.insert(refundRequests)
			.values({
				orderId: order.id,
				userId,
				customerReason: ask.reason,
				customerNote: ask.note || null,
				refundMethod: ask.method || 'wallet',
				image: images.map((i) => i.name),
				refundAmount: fromMinor(Math.max(0, cents), decimals),
				createdAt: ctx.now,
				updatedAt: ctx.now,
			})
			.onConflictDoNothing({ target: refundRequests.orderId })
			.returning({ id: refundRequests.id });
		// Two requests at once: the unique index lets one in.
		if (!refund) throw apiError(403, 'order_id', REFUND_MESSAGES.already);
		await insertOrderAttachments(tx, order.id, images);
		const moved = await tx
			.update(orders)
			.set({ orderStatus: 'refund_requested', refundRequested: ctx.now, updatedAt: ctx.now })
			.where(and(eq(orders.id, order.id), eq(orders.orderStatus, 'delivered')))
			.returning({ id: orders.id });
		if (moved.length === 0) throw apiError(403, 'order_id', REFUND_MESSAGES.notDelivered);
		await orderStatusChanged(tx, {
			orderId: order.id,
			userId,
			storeId: order.storeId,
			from: 'delivered',
			to: 'refund_requested',
			at: ctx.now,
		});
	});
}

/**
 * The shop decides a pending refund: approved → the order is `refunded` (and the wallet credited
 * by the status hook's listener), rejected → `refund_request_canceled`. One transaction with
 * conditional updates: a decision already taken (another process, a retry) changes nothing.
 */
export async function decideRefund(
	db: Database,
	orderId: number,
	decision: 'approved' | 'rejected',
	now: Date,
	note: string | null = null,
): Promise<boolean> {
	return db.transaction(async (tx) => {
		const [refund] = await tx
			.update(refundRequests)
			.set({ refundStatus: decision, adminNote: note, decidedAt: now, updatedAt: now })
			.where(and(eq(refundRequests.orderId, orderId), eq(refundRequests.refundStatus, 'pending')))
			.returning({ userId: refundRequests.userId });
		if (!refund) return false;
		const to = decision === 'approved' ? 'refunded' : 'refund_request_canceled';
		const [order] = await tx
			.update(orders)
			.set({
				orderStatus: to,
				...(decision === 'approved' ? { refunded: now } : {}),
				updatedAt: now,
			})
			.where(and(eq(orders.id, orderId), eq(orders.orderStatus, 'refund_requested')))
			.returning({ storeId: orders.storeId });
		if (!order) throw new Error(`order ${orderId} is not waiting for its refund`);
		await orderStatusChanged(tx, {
			orderId,
			userId: refund.userId,
			storeId: order.storeId,
			from: 'refund_requested',
			to,
			at: now,
		});
		return true;
	});
}

/** The demo shop: approves each refund asked at least `paceMs` ago (dispatcher round). */
export async function approveDueRefunds(
	db: Database,
	now: Date,
	paceMs: number,
): Promise<number[]> {
	const due = await db
		.select({ orderId: refundRequests.orderId })
		.from(refundRequests)
		.where(
			and(
				eq(refundRequests.refundStatus, 'pending'),
				lte(refundRequests.createdAt, new Date(now.getTime() - paceMs)),
			),
		)
		.orderBy(asc(refundRequests.orderId))
		.limit(100);
	const approved: number[] = [];
	for (const { orderId } of due)
		if (await decideRefund(db, orderId, 'approved', now)) approved.push(orderId);
	return approved;
}

/** `refund` of a tracked order (contract §8.3), or null. */
export async function orderRefund(
	db: Database,
	orderId: number,
	baseUrl: string,
): Promise<OrderRefund> {
	const [row] = await db.select().from(refundRequests).where(eq(refundRequests.orderId, orderId));
	if (!row) return null;
	return {
		id: row.id,
		order_id: row.orderId,
		user_id: row.userId,
		customer_reason: row.customerReason,
		customer_note: row.customerNote,
		admin_note: row.adminNote,
		refund_amount: row.refundAmount,
		refund_status: row.refundStatus as 'pending' | 'approved' | 'rejected',
		refund_method: row.refundMethod,
		image: JSON.stringify(row.image),
		image_full_url: row.image.map((name) => attachmentUrl(baseUrl, name)),
		created_at: isoTimestamp(row.createdAt),
		updated_at: isoTimestamp(row.updatedAt),
	};
}
