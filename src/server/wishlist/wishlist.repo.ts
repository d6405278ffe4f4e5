import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { items, stores, wishlists } from '../db/schema';

/** An entry of the wishlist: an item or a store. */
export type WishlistTarget = { itemId: number } | { storeId: number };

function targetIs(target: WishlistTarget): SQL {
	return 'itemId' in target
		? eq(wishlists.itemId, target.itemId)
		: eq(wishlists.storeId, target.storeId);
}

/** Whether the item or store exists and is listed (an inactive one cannot be added). */
export async function targetExists(db: Database, target: WishlistTarget): Promise<boolean> {
	const [found] =
		'itemId' in target
			? await db
					.select({ id: items.id })
					.from(items)
					.where(and(eq(items.id, target.itemId), eq(items.status, 1)))
			: await db
					.select({ id: stores.id })
					.from(stores)
					.where(and(eq(stores.id, target.storeId), eq(stores.status, 1)));
	return found !== undefined;
}

/** Adds the entry; false when the customer already has it (the unique indexes decide). */
export async function insertEntry(
	db: Database,
	userId: number,
	target: WishlistTarget,
	now: Date,
): Promise<boolean> {
	const added = await db
		.insert(wishlists)
		.values({
			userId,
			itemId: 'itemId' in target ? target.itemId : null,
			storeId: 'storeId' in target ? target.storeId : null,
			createdAt: now,
			updatedAt: now,
		})
		.onConflictDoNothing()
		.returning({ id: wishlists.id });
	return added.length > 0;
}

/** Removes the entry; false when the customer does not have it. */
export async function deleteEntry(
	db: Database,
	userId: number,
	target: WishlistTarget,
): Promise<boolean> {
	const removed = await db
		.delete(wishlists)
		.where(and(eq(wishlists.userId, userId), targetIs(target)))
		.returning({ id: wishlists.id });
	return removed.length > 0;
}

/** The customer's entries, newest first, with the module of each item or store. */
export async function findEntries(db: Database, userId: number) {
	const [itemRows, storeRows] = await Promise.all([
		db
			.select({ id: items.id, moduleId: items.moduleId })
			.from(wishlists)
			.innerJoin(items, eq(items.id, wishlists.itemId))
			.where(eq(wishlists.userId, userId))
			.orderBy(desc(wishlists.id)),
		db
			.select({ id: stores.id, moduleId: stores.moduleId })
			.from(wishlists)
			.innerJoin(stores, eq(stores.id, wishlists.storeId))
			.where(eq(wishlists.userId, userId))
			.orderBy(desc(wishlists.id)),
	]);
	return { items: itemRows, stores: storeRows };
}
