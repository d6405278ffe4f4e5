/** contract §8.4 `order/cancel`: a customer cancels a pending (or payment-failed) order. */
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { isModuleType, MODULE_CAPABILITIES } from '~/config/modules';
import type { Owner } from '../../http/owner';
import type { Database } from '../../db/database';
import {
	flashSaleItems,
	flashSales,
	itemCampaigns,
	items,
	modules,
	orderDetails,
	orders,
} from '../../db/schema';
import { apiError } from '../../http/errors';
import type { OrderRow } from '../views/order-format';
import { ownedBy } from '../views/order-queries';
import { customerMayCancel } from '../views/order-view-rules';
import { orderStatusChanged } from './status-change';

export const CANCEL_MESSAGES = {
	canceled: 'Order canceled successfully',
	notFound: 'Order not found',
	afterConfirm: 'You can not cancel after confirm',
} as const;

/** Adds units back to an item or campaign: its stock and, when the line named one, its variation's. */
async function restock(
	tx: Database,
	table: typeof items | typeof itemCampaigns,
	id: number,
	quantity: number,
	variant: string,
): Promise<void> {
	const variations = variant
		? sql`coalesce((select jsonb_agg(case when v->>'type' = ${variant}
				then jsonb_set(v, '{stock}', to_jsonb(coalesce((v->>'stock')::int, 0) + ${quantity}::int))
				else v end order by n)
			from jsonb_array_elements(${table.variations}) with ordinality as t(v, n)), '[]'::jsonb)`
		: table.variations;
	await tx
		.update(table)
		.set({ stock: sql`${table.stock} + ${quantity}::int`, variations })
		.where(eq(table.id, id));
}

/** The running flash-sale entry an item sold in when the order was placed, if any. */
async function flashEntryAt(tx: Database, itemId: number, placedAt: string) {
	const [entry] = await tx
		.select({ id: flashSaleItems.id })
		.from(flashSaleItems)
		.innerJoin(flashSales, eq(flashSales.id, flashSaleItems.flashSaleId))
		.where(
			and(
				eq(flashSaleItems.itemId, itemId),
				lte(flashSales.startDate, placedAt),
				gt(flashSales.endDate, placedAt),
				gt(flashSaleItems.sold, 0),
			),
		)
		.limit(1);
	return entry?.id ?? null;
}

/**
 * Gives back what an order took (contract §8.4, §11.8), as placement took it: item and variation
 * stock (the campaign's own stock for campaign lines) in modules that keep stock, and for an item
 * sold in a flash sale running when the order was placed, the sale's sold and available counts
 * (those count in every module). Rows are updated in placement's order (items, campaigns, sales;
 * by id) so a cancel and a placement never wait on each other's locks.
 */
export async function restoreOrderStock(tx: Database, order: OrderRow): Promise<void> {
	const [module] = await tx
		.select({ type: modules.moduleType })
		.from(modules)
		.where(eq(modules.id, order.moduleId));
	const keepsStock = Boolean(
		module && isModuleType(module.type) && MODULE_CAPABILITIES[module.type].stock,
	);
	const lines = await tx.select().from(orderDetails).where(eq(orderDetails.orderId, order.id));
	const placedAt = order.createdAt.toISOString();
	const sorted = [...lines].sort(
		(a, b) =>
			Number(a.itemCampaignId !== null) - Number(b.itemCampaignId !== null) ||
			(a.itemCampaignId ?? a.itemId ?? 0) - (b.itemCampaignId ?? b.itemId ?? 0) ||
			a.variant.localeCompare(b.variant),
	);
	const sales: { id: number; quantity: number }[] = [];
	for (const line of sorted) {
		if (line.itemCampaignId) {
			// Placement takes a campaign's own stock only, never its variations' (stockTakes).
			if (keepsStock) await restock(tx, itemCampaigns, line.itemCampaignId, line.quantity, '');
			continue;
		}
		if (!line.itemId) continue;
		if (keepsStock) await restock(tx, items, line.itemId, line.quantity, line.variant);
		const entry = await flashEntryAt(tx, line.itemId, placedAt);
		if (entry) sales.push({ id: entry, quantity: line.quantity });
	}
	for (const sale of sales.sort((a, b) => a.id - b.id))
		await tx
			.update(flashSaleItems)
			.set({
				sold: sql`greatest(${flashSaleItems.sold} - ${sale.quantity}::int, 0)`,
				availableStock: sql`least(${flashSaleItems.availableStock} + ${sale.quantity}::int, ${flashSaleItems.stock})`,
			})
			.where(eq(flashSaleItems.id, sale.id));
}

/**
 * Cancels the owner's order while it is pending or its payment failed: status `canceled`,
 * `canceled_by` customer, the reason kept and the stock given back, in one transaction. Any
 * other status answers 403 'You can not cancel after confirm'; an unknown order 403 too.
 */
export async function cancelOrder(
	db: Database,
	owner: Owner,
	input: { orderId: number; reason: string },
	now: Date,
): Promise<void> {
	await db.transaction(async (tx) => {
		const [order] = await tx
			.select()
			.from(orders)
			.where(and(eq(orders.id, input.orderId), ownedBy(owner)))
			.for('update');
		if (!order) throw apiError(403, 'order', CANCEL_MESSAGES.notFound);
		if (!customerMayCancel(order.orderStatus))
			throw apiError(403, 'order', CANCEL_MESSAGES.afterConfirm);
		const changed = await tx
			.update(orders)
			.set({
				orderStatus: 'canceled',
				canceled: now,
				canceledBy: 'customer',
				cancellationReason: input.reason,
				updatedAt: now,
			})
			.where(and(eq(orders.id, order.id), inArray(orders.orderStatus, ['pending', 'failed'])))
			.returning({ id: orders.id });
		if (changed.length === 0) throw apiError(403, 'order', CANCEL_MESSAGES.afterConfirm);
		await restoreOrderStock(tx, order);
		await orderStatusChanged(tx, {
			orderId: order.id,
			userId: order.userId,
			storeId: order.storeId,
			from: order.orderStatus,
			to: 'canceled',
			at: now,
		});
	});
}
