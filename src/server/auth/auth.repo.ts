import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '../db/database';
import { accessTokens, guests, users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;
type NewUser = typeof users.$inferInsert;

/** A phone as stored and as typed without its `+`, so `6591234567` finds `+6591234567`. */
export function phoneVariants(phone: string): string[] {
	const bare = phone.replace(/^\+/, '');
	return [...new Set([phone, bare, `+${bare}`])];
}

export async function findUserByPhone(db: Database, phone: string): Promise<UserRow | null> {
	const rows = await db
		.select()
		.from(users)
		.where(inArray(users.phone, phoneVariants(phone)))
		.limit(2);
	// An exact match first, should both spellings exist.
	return rows.find((u) => u.phone === phone) ?? rows[0] ?? null;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
	const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
	return row ?? null;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | null> {
	const [row] = await db.select().from(users).where(eq(users.id, id));
	return row ?? null;
}

export async function findUserByRefCode(db: Database, code: string): Promise<UserRow | null> {
	const [row] = await db.select().from(users).where(eq(users.refCode, code.toUpperCase()));
	return row ?? null;
}

export async function takenFields(
	db: Database,
	phone: string,
	email: string | undefined,
): Promise<{ phone: boolean; email: boolean }> {
	const rows = await db
		.select({ phone: users.phone, email: users.email })
		.from(users)
		.where(
			or(
				inArray(users.phone, phoneVariants(phone)),
				email === undefined ? undefined : eq(users.email, email),
			),
		);
	return {
		phone: rows.some((r) => phoneVariants(phone).includes(r.phone)),
		email: email !== undefined && rows.some((r) => r.email === email),
	};
}

export async function insertUser(db: Database, values: NewUser): Promise<UserRow> {
	const [row] = await db.insert(users).values(values).returning();
	if (!row) throw new Error('The user was not inserted');
	return row;
}

export async function insertToken(
	db: Database,
	values: { userId: number; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
	await db.insert(accessTokens).values(values);
}

export interface Session {
	tokenId: number;
	userId: number;
}

/** The live session behind a token hash: not revoked, not expired, its customer not blocked. */
export async function findSession(
	db: Database,
	tokenHash: string,
	now: Date,
): Promise<Session | null> {
	const [row] = await db
		.select({ tokenId: accessTokens.id, userId: accessTokens.userId })
		.from(accessTokens)
		.innerJoin(users, eq(users.id, accessTokens.userId))
		.where(
			and(
				eq(accessTokens.tokenHash, tokenHash),
				isNull(accessTokens.revokedAt),
				gt(accessTokens.expiresAt, now),
				eq(users.status, 1),
			),
		);
	return row ?? null;
}

export async function revokeToken(db: Database, tokenId: number, now: Date): Promise<void> {
	await db
		.update(accessTokens)
		.set({ revokedAt: now })
		.where(and(eq(accessTokens.id, tokenId), isNull(accessTokens.revokedAt)));
}

export async function insertGuest(
	db: Database,
	values: { id: number; fcmToken: string | null; createdAt: Date },
): Promise<void> {
	await db.insert(guests).values({ ...values, updatedAt: values.createdAt });
}

export async function guestExists(db: Database, id: number): Promise<boolean> {
	const [row] = await db.select({ id: guests.id }).from(guests).where(eq(guests.id, id));
	return Boolean(row);
}
