/**
 * Loyalty points (contract §9): the ledger page by page, and converting points to wallet money
 * (`point-transfer`): the points leave and the money arrives in one transaction, under one cause,
 * so a retried transfer (same Idempotency-Key) converts once, and twenty at once by a customer
 * holding enough for five convert five times.
 */
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import type { LoyaltyTransactionPage } from '~/contracts/account';
import { getSettings } from '../config/settings';
import type { Database } from '../db/database';
import { loyaltyPointTransactions } from '../db/schema';
import { apiError } from '../http/errors';
import { type Page, pageOf } from '../http/paging';
import { isoTimestamp } from '../http/urls';
import { shopMoney } from '../orders/coupons/coupon.service';
import { pointTransfer } from './account-rules';
import { creditWallet, debitPoints, InsufficientBalance, readBalances } from './ledger';

export const POINT_MESSAGES = {
	transferred: 'Point to wallet transfer successfully.',
	insufficient: 'insufficient point',
	off: 'Loyalty point is not active',
	minimum: (min: number) => `The point must be at least ${min}.`,
	keyReused: 'The idempotency key was used for another request.',
} as const;

/** GET customer/loyalty-point/transactions: newest first. */
export async function listPointTransactions(
	db: Database,
	userId: number,
	page: Page,
): Promise<LoyaltyTransactionPage> {
	const where = eq(loyaltyPointTransactions.userId, userId);
	const { rows, ...envelope } = await pageOf(
		{
			rows: db
				.select()
				.from(loyaltyPointTransactions)
				.where(where)
				.orderBy(desc(loyaltyPointTransactions.id)),
			count: db.select({ n: count() }).from(loyaltyPointTransactions).where(where),
		},
		page,
	);
	return {
		...envelope,
		data: rows.map((r) => ({
			id: r.id,
			user_id: r.userId,
			transaction_id: r.transactionId,
			credit: r.credit,
			debit: r.debit,
			balance: r.balance,
			reference: r.reference,
			transaction_type: r.transactionType,
			created_at: isoTimestamp(r.createdAt),
			updated_at: isoTimestamp(r.updatedAt),
		})),
	};
}

/**
 * POST customer/loyalty-point/point-transfer. 403 `point` when points are off, below the minimum
 * or more than the customer holds (judged again under the balance lock, so concurrent transfers
 * never overdraw).
 */
export async function transferPoints(
	db: Database,
	userId: number,
	input: { points: number; idempotencyKey: string | null; now: Date },
): Promise<{ message: string }> {
	const [settings, { decimals }, balances] = await Promise.all([
		getSettings(db),
		shopMoney(db),
		readBalances(db, userId),
	]);
	const refuse = (reason: 'off' | 'below_minimum' | 'insufficient', minimum: number) =>
		apiError(
			403,
			'point',
			reason === 'off'
				? POINT_MESSAGES.off
				: reason === 'below_minimum'
					? POINT_MESSAGES.minimum(minimum)
					: POINT_MESSAGES.insufficient,
		);
	const cause = `point_to_wallet:${userId}:${input.idempotencyKey ?? randomUUID()}`;
	if (input.idempotencyKey) {
		const [had] = await db
			.select({ debit: loyaltyPointTransactions.debit })
			.from(loyaltyPointTransactions)
			.where(and(eq(loyaltyPointTransactions.cause, cause)));
		if (had) {
			if (had.debit !== input.points)
				throw apiError(422, 'idempotency_key', POINT_MESSAGES.keyReused);
			return { message: POINT_MESSAGES.transferred };
		}
	}
	const check = pointTransfer(settings, input.points, balances.loyaltyPoints, decimals);
	if (!check.ok) throw refuse(check.reason, check.minimum);
	try {
		await db.transaction(async (tx) => {
			const taken = await debitPoints(tx, {
				userId,
				cause,
				type: 'point_to_wallet',
				points: input.points,
				at: input.now,
			});
			if (!taken.applied) return; // the same key, committed meanwhile
			await creditWallet(tx, {
				userId,
				cause,
				type: 'loyalty_point',
				reference: `${input.points} points`,
				cents: check.cents,
				at: input.now,
			});
		});
	} catch (error) {
		if (error instanceof InsufficientBalance) throw refuse('insufficient', 0);
		throw error;
	}
	return { message: POINT_MESSAGES.transferred };
}
