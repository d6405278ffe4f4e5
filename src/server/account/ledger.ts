/**
 * The wallet and loyalty-point ledgers (ADR 020). Every change of a balance goes through
 * `creditWallet` / `debitWallet` / `creditPoints` / `debitPoints`, inside the caller's
 * transaction: the customer's balance row is locked, the ledger row is written with its unique
 * `cause` (a cause already written changes nothing and answers `{ applied: false }`), and the
 * balance moves by the same amount. A debit larger than the balance throws `InsufficientBalance`
 * and writes nothing; the balance checks in the schema are the last guard. So the balance always
 * equals the sum of its ledger, never goes below zero, and a retried cause counts once.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { customerBalances, loyaltyPointTransactions, walletTransactions } from '../db/schema';

export type WalletTransactionType =
	| 'order_place'
	| 'order_refund'
	| 'partial_payment'
	| 'loyalty_point'
	| 'add_fund'
	| 'add_fund_by_admin'
	| 'referrer'
	| 'CashBack';

export type PointTransactionType = 'order_place' | 'point_to_wallet' | 'admin_adjustment';

export interface LedgerEntry<T extends string> {
	userId: number;
	/** What caused the change, unique per change: `order_place:100123`, `add_fund:<id>`, … */
	cause: string;
	type: T;
	reference?: string | null;
	at: Date;
}

export interface LedgerResult {
	/** False when this cause was already written: nothing changed. */
	applied: boolean;
	/** The balance after the change (or now, when nothing changed). */
	balance: number;
}

export class InsufficientBalance extends Error {
	constructor(readonly ledger: 'wallet' | 'points') {
		super(`insufficient ${ledger}`);
		this.name = 'InsufficientBalance';
	}
}

/** Locks the customer's balance row (made on first use) to the end of the transaction. */
async function lockBalances(tx: Database, userId: number) {
	await tx.insert(customerBalances).values({ userId }).onConflictDoNothing();
	const [row] = await tx
		.select()
		.from(customerBalances)
		.where(eq(customerBalances.userId, userId))
		.for('update');
	if (!row) throw new Error(`no balance row for customer ${userId}`);
	return row;
}

function wholeAmount(value: number, what: string): number {
	if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be ≥ 0`);
	return value;
}

async function changeWallet(
	tx: Database,
	entry: LedgerEntry<WalletTransactionType>,
	amounts: { credit: number; bonus: number; debit: number },
): Promise<LedgerResult> {
	const credit = wholeAmount(amounts.credit, 'credit');
	const bonus = wholeAmount(amounts.bonus, 'bonus');
	const debit = wholeAmount(amounts.debit, 'debit');
	const current = await lockBalances(tx, entry.userId);
	const balance = current.walletCents + credit + bonus - debit;
	if (balance < 0) throw new InsufficientBalance('wallet');
	const [written] = await tx
		.insert(walletTransactions)
		.values({
			userId: entry.userId,
			transactionId: randomUUID(),
			creditCents: credit,
			adminBonusCents: bonus,
			debitCents: debit,
			balanceCents: balance,
			transactionType: entry.type,
			reference: entry.reference ?? null,
			cause: entry.cause,
			createdAt: entry.at,
			updatedAt: entry.at,
		})
		.onConflictDoNothing({ target: walletTransactions.cause })
		.returning({ id: walletTransactions.id });
	if (!written) return { applied: false, balance: current.walletCents };
	await tx
		.update(customerBalances)
		.set({
			walletCents: sql`${customerBalances.walletCents} + ${credit + bonus - debit}::int`,
			updatedAt: entry.at,
		})
		.where(eq(customerBalances.userId, entry.userId));
	return { applied: true, balance };
}

/** Adds money (minor units) to the wallet; `bonus` is an add-fund bonus credited with it. */
export function creditWallet(
	tx: Database,
	entry: LedgerEntry<WalletTransactionType> & { cents: number; bonusCents?: number },
): Promise<LedgerResult> {
	return changeWallet(tx, entry, { credit: entry.cents, bonus: entry.bonusCents ?? 0, debit: 0 });
}

/** Takes money (minor units) from the wallet; throws `InsufficientBalance` when it holds less. */
export function debitWallet(
	tx: Database,
	entry: LedgerEntry<WalletTransactionType> & { cents: number },
): Promise<LedgerResult> {
	return changeWallet(tx, entry, { credit: 0, bonus: 0, debit: entry.cents });
}

async function changePoints(
	tx: Database,
	entry: LedgerEntry<PointTransactionType>,
	amounts: { credit: number; debit: number },
): Promise<LedgerResult> {
	const credit = wholeAmount(amounts.credit, 'credit');
	const debit = wholeAmount(amounts.debit, 'debit');
	const current = await lockBalances(tx, entry.userId);
	const balance = current.loyaltyPoints + credit - debit;
	if (balance < 0) throw new InsufficientBalance('points');
	const [written] = await tx
		.insert(loyaltyPointTransactions)
		.values({
			userId: entry.userId,
			transactionId: randomUUID(),
			credit,
			debit,
			balance,
			transactionType: entry.type,
			reference: entry.reference ?? null,
			cause: entry.cause,
			createdAt: entry.at,
			updatedAt: entry.at,
		})
		.onConflictDoNothing({ target: loyaltyPointTransactions.cause })
		.returning({ id: loyaltyPointTransactions.id });
	if (!written) return { applied: false, balance: current.loyaltyPoints };
	await tx
		.update(customerBalances)
		.set({
			loyaltyPoints: sql`${customerBalances.loyaltyPoints} + ${credit - debit}::int`,
			updatedAt: entry.at,
		})
		.where(eq(customerBalances.userId, entry.userId));
	return { applied: true, balance };
}

export function creditPoints(
	tx: Database,
	entry: LedgerEntry<PointTransactionType> & { points: number },
): Promise<LedgerResult> {
	return changePoints(tx, entry, { credit: entry.points, debit: 0 });
}

export function debitPoints(
	tx: Database,
	entry: LedgerEntry<PointTransactionType> & { points: number },
): Promise<LedgerResult> {
	return changePoints(tx, entry, { credit: 0, debit: entry.points });
}

/** The customer's balances now (zero before their first change). */
export async function readBalances(
	db: Database,
	userId: number,
): Promise<{ walletCents: number; loyaltyPoints: number }> {
	const [row] = await db
		.select({ walletCents: customerBalances.walletCents, points: customerBalances.loyaltyPoints })
		.from(customerBalances)
		.where(eq(customerBalances.userId, userId));
	return { walletCents: row?.walletCents ?? 0, loyaltyPoints: row?.points ?? 0 };
}
