/**
 * Database access of order placement (contract §8.1): what an order reads (store, zone, rates,
 * address, customer, flash sales, an earlier order under the same Idempotency-Key) and the writes
 * of its one transaction (the order, its lines, stock, wallet, coupon uses).
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import { sellingFlashEntry } from '../../catalog/item-lookups';
import type { Owner } from '../../http/owner';
import type { Database } from '../../db/database';
import {
	coupons,
	customerBalances,
	customerAddresses,
	flashSaleItems,
	flashSales,
	itemCampaigns,
	items,
	moduleZones,
	orderDetails,
	orders,
	stores,
	users,
	type zones,
} from '../../db/schema';

export type StoreRow = typeof stores.$inferSelect;
export type ZoneRow = typeof zones.$inferSelect;
export type ModuleZoneRow = typeof moduleZones.$inferSelect;
export type AddressRow = typeof customerAddresses.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderDetail = typeof orderDetails.$inferInsert;

/** An active store by id. */
export async function findStore(db: Database, id: number): Promise<StoreRow | null> {
	const [row] = await db
		.select()
		.from(stores)
		.where(and(eq(stores.id, id), eq(stores.status, 1)));
	return row ?? null;
}

/** The module × zone rates and cash-on-delivery cap (contract §10.3). */
export async function findModuleZone(
	db: Database,
	moduleId: number,
	zoneId: number,
): Promise<ModuleZoneRow | null> {
	const [row] = await db
		.select()
		.from(moduleZones)
		.where(and(eq(moduleZones.moduleId, moduleId), eq(moduleZones.zoneId, zoneId)));
	return row ?? null;
}

/** A saved address, only when it is the customer's own. */
export async function findOwnAddress(
	db: Database,
	userId: number,
	addressId: number,
): Promise<AddressRow | null> {
	const [row] = await db
		.select()
		.from(customerAddresses)
		.where(and(eq(customerAddresses.id, addressId), eq(customerAddresses.userId, userId)));
	return row ?? null;
}

export async function findCustomer(db: Database, userId: number) {
	const [row] = await db
		.select({
			fName: users.fName,
			lName: users.lName,
			phone: users.phone,
			email: users.email,
			createdAt: users.createdAt,
			walletCents: sql<number>`coalesce(${customerBalances.walletCents}, 0)::int`,
			// Orders that still count against the first-order discount (ADR 030).
			liveOrders: sql<number>`(select count(*)::int from ${orders} where ${orders.userId} = ${users.id} and ${orders.orderStatus} not in ('canceled', 'failed'))`,
		})
		.from(users)
		.leftJoin(customerBalances, eq(customerBalances.userId, users.id))
		.where(eq(users.id, userId));
	return row ?? null;
}

/** A running flash-sale entry: its id and the admin's share of its discount (0–1). */
export interface FlashEntry {
	id: number;
	adminShare: number;
}

/** The running flash-sale entries of these items with stock left, by item id. */
export async function findFlashEntries(
	db: Database,
	itemIds: number[],
	nowIso: string,
): Promise<Map<number, FlashEntry>> {
	if (itemIds.length === 0) return new Map();
	const rows = await db
		.select({
			id: flashSaleItems.id,
			itemId: flashSaleItems.itemId,
			admin: flashSales.adminDiscountPercentage,
			vendor: flashSales.vendorDiscountPercentage,
		})
		.from(flashSaleItems)
		.innerJoin(flashSales, eq(flashSales.id, flashSaleItems.flashSaleId))
		.where(sellingFlashEntry(itemIds, nowIso));
	return new Map(
		rows.map((r) => {
			const total = r.admin + r.vendor;
			return [r.itemId, { id: r.id, adminShare: total > 0 ? r.admin / total : 0 }];
		}),
	);
}

const ownedBy = (owner: Owner) =>
	owner.kind === 'user' ? eq(orders.userId, owner.userId) : eq(orders.guestId, owner.guestId);

/** The order an owner placed under an Idempotency-Key, if any. */
export async function findOrderByKey(db: Database, owner: Owner, key: string) {
	const [row] = await db
		.select({
			id: orders.id,
			requestHash: orders.requestHash,
			orderAmount: orders.orderAmount,
			paymentMethod: orders.paymentMethod,
			userId: orders.userId,
			guestId: orders.guestId,
			createdAt: orders.createdAt,
		})
		.from(orders)
		.where(and(ownedBy(owner), eq(orders.idempotencyKey, key)));
	return row ?? null;
}

export type KeyedOrder = NonNullable<Awaited<ReturnType<typeof findOrderByKey>>>;

export async function insertOrder(
	tx: Database,
	values: NewOrder,
): Promise<{ id: number; createdAt: Date }> {
	const [row] = await tx
		.insert(orders)
		.values(values)
		.returning({ id: orders.id, createdAt: orders.createdAt });
	if (!row) throw new Error('The order was not inserted');
	return row;
}

export async function insertOrderDetails(tx: Database, rows: NewOrderDetail[]): Promise<void> {
	if (rows.length > 0) await tx.insert(orderDetails).values(rows);
}

/**
 * Takes `quantity` units of an item, and of its variation when one is named, in one statement
 * that fails (false) instead of going below zero (ARCHITECTURE §1.12). While a flash sale sells
 * the item, the sale's own stock is the limit (contract §11.10): the item's count then only goes
 * down, never below zero, and the variation's still guards.
 */
export async function takeItemStock(
	tx: Database,
	itemId: number,
	quantity: number,
	variant: string,
	itemStockGuards = true,
): Promise<boolean> {
	const stock = itemStockGuards
		? sql`${items.stock} - ${quantity}::int`
		: sql`greatest(${items.stock} - ${quantity}::int, 0)`;
	const enough = itemStockGuards
		? and(eq(items.id, itemId), gte(items.stock, quantity))
		: eq(items.id, itemId);
	if (variant === '') {
		const rows = await tx.update(items).set({ stock }).where(enough).returning({ id: items.id });
		return rows.length > 0;
	}
	const rows = await tx
		.update(items)
		.set({
			stock,
			variations: sql`(
				select jsonb_agg(
					case when v->>'type' = ${variant}::text
						then jsonb_set(v, '{stock}', to_jsonb((v->>'stock')::int - ${quantity}::int))
						else v end
					order by ord)
				from jsonb_array_elements(${items.variations}) with ordinality as t(v, ord)
			)`,
		})
		.where(
			and(
				enough,
				sql`exists (
					select 1 from jsonb_array_elements(${items.variations}) as w(v)
					where v->>'type' = ${variant}::text and (v->>'stock')::int >= ${quantity}::int
				)`,
			),
		)
		.returning({ id: items.id });
	return rows.length > 0;
}

export async function takeCampaignStock(
	tx: Database,
	campaignId: number,
	quantity: number,
): Promise<boolean> {
	const rows = await tx
		.update(itemCampaigns)
		.set({ stock: sql`${itemCampaigns.stock} - ${quantity}` })
		.where(and(eq(itemCampaigns.id, campaignId), gte(itemCampaigns.stock, quantity)))
		.returning({ id: itemCampaigns.id });
	return rows.length > 0;
}

/** Counts units sold in a flash sale; false when it has fewer left. */
export async function takeFlashStock(
	tx: Database,
	entryId: number,
	quantity: number,
): Promise<boolean> {
	const rows = await tx
		.update(flashSaleItems)
		.set({
			sold: sql`${flashSaleItems.sold} + ${quantity}`,
			availableStock: sql`${flashSaleItems.availableStock} - ${quantity}`,
		})
		.where(and(eq(flashSaleItems.id, entryId), gte(flashSaleItems.availableStock, quantity)))
		.returning({ id: flashSaleItems.id });
	return rows.length > 0;
}

export async function countCouponUse(tx: Database, couponId: number): Promise<void> {
	await tx
		.update(coupons)
		.set({ totalUses: sql`${coupons.totalUses} + 1` })
		.where(eq(coupons.id, couponId));
}

/** contract §8.1 step 12: the customer's zone becomes the order's. */
export async function setCustomerZone(tx: Database, userId: number, zoneId: number): Promise<void> {
	await tx.update(users).set({ zoneId }).where(eq(users.id, userId));
}
