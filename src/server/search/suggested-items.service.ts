import { desc, eq, inArray, isNotNull, and } from 'drizzle-orm';
import { findItemPage } from '../catalog/items.repo';
import { formatItems } from '../catalog/items.service';
import type { CatalogScope } from '../catalog/scope';
import { items, orderDetails, orders, users } from '../db/schema';

/** contract §5: at most 5 suggested items. */
export const SUGGESTED_ITEMS = 5;
/** Past orders read for the customer's taste (the most recent ones). */
const ORDERS_READ = 20;

/**
 * The categories a customer cares about: the ones they said they are interested in
 * (customer/update-interest), then the top categories of what they ordered lately.
 */
async function tasteCategories(scope: CatalogScope, userId: number): Promise<number[]> {
	const [user] = await scope.db
		.select({ interest: users.interest })
		.from(users)
		.where(eq(users.id, userId));
	const recent = scope.db
		.select({ id: orders.id })
		.from(orders)
		.where(eq(orders.userId, userId))
		.orderBy(desc(orders.id))
		.limit(ORDERS_READ);
	const ordered = await scope.db
		.select({ categoryIds: items.categoryIds })
		.from(orderDetails)
		.innerJoin(items, eq(items.id, orderDetails.itemId))
		.where(and(inArray(orderDetails.orderId, recent), isNotNull(orderDetails.itemId)));
	const fromOrders = ordered.flatMap((r) =>
		r.categoryIds.filter((c) => c.position === 1).map((c) => c.id),
	);
	return [...new Set([...(user?.interest ?? []), ...fromOrders])].slice(0, 50);
}

/**
 * GET customer/suggested-items (contract §5, 6amMart shape: a bare array of formatted items):
 * the most popular items of the customer's interest and ordered categories in the request's
 * module and zones, topped up with the most popular items when those are fewer than 5.
 */
export async function suggestedItems(scope: CatalogScope, userId: number) {
	const categoryIds = await tasteCategories(scope, userId);
	const base = { moduleId: scope.moduleId, zoneIds: scope.zoneIds, today: scope.today };
	const page = { limit: SUGGESTED_ITEMS, skip: 0 };
	const liked = categoryIds.length
		? (await findItemPage(scope.db, { ...base, categoryIds }, 'popular', page)).rows
		: [];
	const rows = [...liked];
	if (rows.length < SUGGESTED_ITEMS) {
		const popular = await findItemPage(scope.db, base, 'popular', {
			limit: SUGGESTED_ITEMS * 2,
			skip: 0,
		});
		for (const row of popular.rows) {
			if (rows.length >= SUGGESTED_ITEMS) break;
			if (!rows.some((r) => r.id === row.id)) rows.push(row);
		}
	}
	return formatItems(scope.db, rows, scope);
}
