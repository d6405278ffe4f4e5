/**
 * The wallet (contract §9): its ledger page by page, the running add-fund bonuses, and starting a
 * top-up through the payment page (wallet-fund.service.ts records its outcome).
 */
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { WalletBonus, WalletTransactionPage } from '~/contracts/account';
import { getSettings } from '../config/settings';
import type { Database } from '../db/database';
import { walletBonuses, walletFunds, walletTransactions } from '../db/schema';
import { apiError } from '../http/errors';
import { type Page, pageOf } from '../http/paging';
import { isoTimestamp } from '../http/urls';
import { isUniqueViolation } from '../orders/placement/idempotency';
import { shopMoney } from '../orders/coupons/coupon.service';
import { toMinor } from '../orders/pricing/money-cents';
import { PAYMENT_GATEWAYS } from '../orders/payment/payment-page-rules';
import { isOn } from '../config/settings-switch';
import { WALLET_TYPE_FILTER } from './account-rules';
import { fundLinkToken } from './wallet-fund.service';

export const WALLET_MESSAGES = {
	walletOff: 'Customer wallet is disabled',
	addFundOff: 'Add fund to wallet is not active',
	gateway: 'The selected payment method is invalid.',
} as const;

/** GET customer/wallet/transactions: newest first, in currency units. */
export async function listWalletTransactions(
	db: Database,
	userId: number,
	page: Page,
	type: string | undefined,
): Promise<WalletTransactionPage> {
	const { decimals } = await shopMoney(db);
	const types = type ? WALLET_TYPE_FILTER[type] : undefined;
	const where = and(
		eq(walletTransactions.userId, userId),
		types ? inArray(walletTransactions.transactionType, [...types]) : undefined,
	);
	const { rows, ...envelope } = await pageOf(
		{
			rows: db.select().from(walletTransactions).where(where).orderBy(desc(walletTransactions.id)),
			count: db.select({ n: count() }).from(walletTransactions).where(where),
		},
		page,
	);
	const money = (cents: number) => cents / 10 ** decimals;
	return {
		...envelope,
		data: rows.map((r) => ({
			id: r.id,
			user_id: r.userId,
			transaction_id: r.transactionId,
			credit: money(r.creditCents),
			debit: money(r.debitCents),
			admin_bonus: money(r.adminBonusCents),
			balance: money(r.balanceCents),
			transaction_type: r.transactionType,
			reference: r.reference,
			created_at: isoTimestamp(r.createdAt),
			updated_at: isoTimestamp(r.updatedAt),
		})),
	};
}

/** The bonus offers running on `today` (YYYY-MM-DD in the shop's time zone). */
export async function runningBonusRows(db: Database, today: string) {
	return db
		.select()
		.from(walletBonuses)
		.where(
			and(
				eq(walletBonuses.status, 1),
				lte(walletBonuses.startDate, today),
				gte(walletBonuses.endDate, today),
			),
		)
		.orderBy(desc(walletBonuses.id));
}

/** GET customer/wallet/bonuses (contract §9). */
export async function listBonuses(db: Database, today: string): Promise<WalletBonus[]> {
	const rows = await runningBonusRows(db, today);
	return rows.map((b) => ({
		id: b.id,
		title: b.title,
		description: b.description,
		bonus_type: b.bonusType === 'amount' ? 'amount' : 'percentage',
		bonus_amount: b.bonusAmount,
		minimum_add_amount: b.minimumAddAmount,
		maximum_bonus_amount: b.maximumBonusAmount,
		start_date: b.startDate,
		end_date: b.endDate,
		status: b.status,
		created_at: isoTimestamp(b.createdAt),
		updated_at: isoTimestamp(b.updatedAt),
	}));
}

export interface AddFundInput {
	amount: number;
	paymentMethod: string;
	platform: 'web' | 'app';
	callback: string;
	idempotencyKey: string | null;
	/** The shop's public origin, for the absolute link. */
	baseUrl: string;
	now: Date;
}

/**
 * POST customer/wallet/add-fund: a pending top-up and the link to its payment page. The same
 * Idempotency-Key answers the same top-up's link again; nothing reaches the wallet until the
 * payment page records a successful payment.
 */
export async function startAddFund(
	db: Database,
	userId: number,
	input: AddFundInput,
): Promise<{ redirect_link: string }> {
	const settings = await getSettings(db);
	if (!isOn(settings.customer_wallet_status))
		throw apiError(403, 'wallet', WALLET_MESSAGES.walletOff);
	if (!isOn(settings.add_fund_status)) throw apiError(403, 'add_fund', WALLET_MESSAGES.addFundOff);
	if (!(PAYMENT_GATEWAYS as readonly string[]).includes(input.paymentMethod))
		throw apiError(403, 'payment_method', WALLET_MESSAGES.gateway);
	const { decimals } = await shopMoney(db);
	const amountCents = toMinor(input.amount, decimals);
	let id: string = randomUUID();
	try {
		await db.insert(walletFunds).values({
			id,
			userId,
			amountCents,
			gateway: input.paymentMethod,
			idempotencyKey: input.idempotencyKey,
			createdAt: input.now,
			updatedAt: input.now,
		});
	} catch (error) {
		if (!input.idempotencyKey || !isUniqueViolation(error)) throw error;
		const [had] = await db
			.select({ id: walletFunds.id, amountCents: walletFunds.amountCents })
			.from(walletFunds)
			.where(
				and(eq(walletFunds.userId, userId), eq(walletFunds.idempotencyKey, input.idempotencyKey)),
			);
		if (!had || had.amountCents !== amountCents)
			throw apiError(422, 'idempotency_key', 'The idempotency key was used for another request.');
		id = had.id;
	}
	const params = new URLSearchParams({
		payment_id: id,
		customer_id: String(userId),
		payment_method: input.paymentMethod,
		payment_platform: input.platform,
		callback: input.callback,
		payment_token: await fundLinkToken(db, id),
	});
	return { redirect_link: `${input.baseUrl}/payment-mobile?${params}` };
}
