/** Test helpers of the wallet and loyalty ledgers: balances set through the ledgers. Only for tests. */
import { randomUUID } from 'node:crypto';
import type { Database } from '~/server/db/database';
import { creditPoints, creditWallet, readBalances } from '~/server/account/ledger';

/** Credits `amount` (currency units, 2 decimals) to the wallet as an admin top-up. */
export function fundWallet(db: Database, userId: number, amount: number) {
	return db.transaction((tx) =>
		creditWallet(tx, {
			userId,
			cause: `add_fund_by_admin:test:${randomUUID()}`,
			type: 'add_fund_by_admin',
			cents: Math.round(amount * 100),
			at: new Date(),
		}),
	);
}

export function givePoints(db: Database, userId: number, points: number) {
	return db.transaction((tx) =>
		creditPoints(tx, {
			userId,
			cause: `admin_adjustment:test:${randomUUID()}`,
			type: 'admin_adjustment',
			points,
			at: new Date(),
		}),
	);
}

/** The wallet balance in currency units (2 decimals). */
export async function walletOf(db: Database, userId: number): Promise<number> {
	return (await readBalances(db, userId)).walletCents / 100;
}
