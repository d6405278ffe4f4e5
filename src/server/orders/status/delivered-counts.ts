/** contract §10.1 delivered: each item's, the store's and the customer's order counts go up. */
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { items, orderDetails, stores, users } from '../../db/schema';
import type { OrderStatusListener } from './status-change';

/**
 * Items come first and by id, as order placement takes them (items, then the customer's wallet
 * and zone), so a delivery and a placement of the same customer never wait on each other's locks.
 */
export const countDelivered: OrderStatusListener = async (tx, change) => {
	if (change.to !== 'delivered') return;
	const lines = await tx
		.select({ itemId: orderDetails.itemId, quantity: orderDetails.quantity })
		.from(orderDetails)
		.where(and(eq(orderDetails.orderId, change.orderId), isNotNull(orderDetails.itemId)))
		.orderBy(asc(orderDetails.itemId));
	for (const line of lines)
		if (line.itemId)
			await tx
				.update(items)
				.set({ orderCount: sql`${items.orderCount} + ${line.quantity}::int` })
				.where(eq(items.id, line.itemId));
	if (change.storeId !== null)
		await tx
			.update(stores)
			.set({ orderCount: sql`${stores.orderCount} + 1` })
			.where(eq(stores.id, change.storeId));
	if (change.userId)
		await tx
			.update(users)
			.set({ orderCount: sql`${users.orderCount} + 1` })
			.where(eq(users.id, change.userId));
};
