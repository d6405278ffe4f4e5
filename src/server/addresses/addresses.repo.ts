import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { customerAddresses } from '../db/schema';

export type AddressRow = typeof customerAddresses.$inferSelect;
export type AddressValues = Omit<
	typeof customerAddresses.$inferInsert,
	'id' | 'userId' | 'createdAt'
>;

const ownedBy = (userId: number, id: number) =>
	and(eq(customerAddresses.userId, userId), eq(customerAddresses.id, id));

/**
 * Serialises one customer's address changes until the transaction ends, so two adds at once
 * cannot both pass the limit (PostgreSQL and PGlite alike).
 */
export async function lockCustomerAddresses(tx: Database, userId: number): Promise<void> {
	await tx.execute(
		sql`select pg_advisory_xact_lock(hashtextextended(${`addresses:user:${userId}`}, 0))`,
	);
}

/** One page of the customer's addresses, newest first, and how many there are. */
export async function findAddressPage(
	db: Database,
	userId: number,
	page: { limit: number; skip: number },
): Promise<{ rows: AddressRow[]; total: number }> {
	const [rows, [total]] = await Promise.all([
		db
			.select()
			.from(customerAddresses)
			.where(eq(customerAddresses.userId, userId))
			.orderBy(desc(customerAddresses.createdAt), desc(customerAddresses.id))
			.limit(page.limit)
			.offset(page.skip),
		db.select({ n: count() }).from(customerAddresses).where(eq(customerAddresses.userId, userId)),
	]);
	return { rows, total: total?.n ?? 0 };
}

export async function countAddresses(db: Database, userId: number): Promise<number> {
	const [row] = await db
		.select({ n: count() })
		.from(customerAddresses)
		.where(eq(customerAddresses.userId, userId));
	return row?.n ?? 0;
}

export async function insertAddress(
	db: Database,
	userId: number,
	values: AddressValues & { createdAt: Date },
): Promise<AddressRow> {
	const [row] = await db
		.insert(customerAddresses)
		.values({ ...values, userId })
		.returning();
	if (!row) throw new Error('The address was not saved');
	return row;
}

/** Changes one of the customer's addresses; false when they have none with that id. */
export async function updateAddress(
	db: Database,
	userId: number,
	id: number,
	values: AddressValues,
): Promise<boolean> {
	const changed = await db
		.update(customerAddresses)
		.set(values)
		.where(ownedBy(userId, id))
		.returning({ id: customerAddresses.id });
	return changed.length > 0;
}

/** Deletes one of the customer's addresses; false when they have none with that id. */
export async function deleteAddress(db: Database, userId: number, id: number): Promise<boolean> {
	const gone = await db
		.delete(customerAddresses)
		.where(ownedBy(userId, id))
		.returning({ id: customerAddresses.id });
	return gone.length > 0;
}
