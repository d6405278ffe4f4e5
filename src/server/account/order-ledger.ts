/**
 * What the ledgers (ADR 020) say about orders, for the order views: the wallet's part of a
 * partial payment (`partially_paid_amount`) and the loyalty points a delivered order earned.
 * Both are the rows written under the order's cause `order_place:<id>`, never recomputed.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { loyaltyPointTransactions, walletTransactions } from '../db/schema';

export interface OrderLedgerFacts {
	/** Minor units the wallet paid of a partial payment; 0 otherwise. */
	partialWalletCents: number;
	/** Points credited when the order was delivered; null before (or without) any. */
	pointsEarned: number | null;
}

export async function orderLedgerFacts(
	db: Database,
	orderIds: number[],
): Promise<Map<number, OrderLedgerFacts>> {
	const facts = new Map<number, OrderLedgerFacts>();
	if (orderIds.length === 0) return facts;
	const causes = orderIds.map((id) => `order_place:${id}`);
	const [wallet, points] = await Promise.all([
		db
			.select({ cause: walletTransactions.cause, cents: walletTransactions.debitCents })
			.from(walletTransactions)
			.where(
				and(
					inArray(walletTransactions.cause, causes),
					eq(walletTransactions.transactionType, 'partial_payment'),
				),
			),
		db
			.select({ cause: loyaltyPointTransactions.cause, points: loyaltyPointTransactions.credit })
			.from(loyaltyPointTransactions)
			.where(inArray(loyaltyPointTransactions.cause, causes)),
	]);
	const entry = (cause: string) => {
		const id = Number(cause.slice('order_place:'.length));
		const found = facts.get(id) ?? { partialWalletCents: 0, pointsEarned: null };
		facts.set(id, found);
		return found;
	};
	for (const row of wallet) entry(row.cause).partialWalletCents = row.cents;
	for (const row of points) entry(row.cause).pointsEarned = row.points;
	return facts;
}
