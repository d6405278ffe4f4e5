import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { cartItems } from '../db/schema';
import type { Owner } from '../http/owner';

export type CartRow = typeof cartItems.$inferSelect;
export type NewCartRow = Omit<typeof cartItems.$inferInsert, 'id' | 'userId' | 'guestId'>;

function ownedBy(owner: Owner): SQL {
	return owner.kind === 'user'
		? eq(cartItems.userId, owner.userId)
		: eq(cartItems.guestId, owner.guestId);
}

/**
 * Serialises one owner's cart changes until the transaction ends, so the one-store, duplicate
 * and limit checks cannot race (PostgreSQL and PGlite alike).
 */
export async function lockOwnerCart(tx: Database, owner: Owner): Promise<void> {
	const key = owner.kind === 'user' ? `cart:user:${owner.userId}` : `cart:guest:${owner.guestId}`;
	await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

export function findLines(db: Database, owner: Owner, moduleId: number): Promise<CartRow[]> {
	return db
		.select()
		.from(cartItems)
		.where(and(ownedBy(owner), eq(cartItems.moduleId, moduleId)))
		.orderBy(asc(cartItems.id));
}

export async function findLine(db: Database, owner: Owner, id: number): Promise<CartRow | null> {
	const [row] = await db
		.select()
		.from(cartItems)
		.where(and(ownedBy(owner), eq(cartItems.id, id)));
	return row ?? null;
}

export async function insertLine(db: Database, owner: Owner, values: NewCartRow): Promise<void> {
	await db.insert(cartItems).values({
		...values,
		userId: owner.kind === 'user' ? owner.userId : null,
		guestId: owner.kind === 'guest' ? owner.guestId : null,
	});
}

export async function updateLine(
	db: Database,
	id: number,
	values: Pick<
		CartRow,
		'variation' | 'variationKey' | 'addOnIds' | 'addOnQtys' | 'price' | 'quantity' | 'updatedAt'
	>,
): Promise<void> {
	await db.update(cartItems).set(values).where(eq(cartItems.id, id));
}

export async function deleteLine(db: Database, owner: Owner, id: number): Promise<boolean> {
	const gone = await db
		.delete(cartItems)
		.where(and(ownedBy(owner), eq(cartItems.id, id)))
		.returning({ id: cartItems.id });
	return gone.length > 0;
}

export async function deleteLines(db: Database, owner: Owner, moduleId: number): Promise<void> {
	await db.delete(cartItems).where(and(ownedBy(owner), eq(cartItems.moduleId, moduleId)));
}

export async function deleteLinesById(db: Database, ids: number[]): Promise<void> {
	if (ids.length > 0) await db.delete(cartItems).where(inArray(cartItems.id, ids));
}

/**
 * Contract §5.2: on sign-in with a guest id the guest's lines become the customer's; in each
 * module where the guest had lines, the customer's own lines there are dropped first.
 */
export async function moveGuestLines(db: Database, guestId: number, userId: number): Promise<void> {
	await db.transaction(async (tx) => {
		const guest: Owner = { kind: 'guest', guestId };
		const user: Owner = { kind: 'user', userId };
		await lockOwnerCart(tx, user);
		await lockOwnerCart(tx, guest);
		const modules = await tx
			.selectDistinct({ id: cartItems.moduleId })
			.from(cartItems)
			.where(ownedBy(guest));
		if (modules.length === 0) return;
		await tx.delete(cartItems).where(
			and(
				ownedBy(user),
				inArray(
					cartItems.moduleId,
					modules.map((m) => m.id),
				),
			),
		);
		await tx.update(cartItems).set({ userId, guestId: null }).where(ownedBy(guest));
	});
}
