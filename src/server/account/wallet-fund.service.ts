/**
 * A wallet top-up on the built-in payment page (`/payment-mobile?payment_id=…`, contract §9
 * add-fund): the page checks the signed link, and Pay / Fail / Cancel records the outcome. A paid
 * top-up credits the wallet, with the best running bonus, in the same transaction that marks it
 * paid (ledger cause `add_fund:<id>`); a failed or cancelled one adds nothing.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { walletFunds } from '../db/schema';
import { shopMoney } from '../orders/coupons/coupon.service';
import { newTransactionReference } from '../orders/payment/order-payment';
import { paymentPageSecret } from '../orders/payment/payment-page';
import {
	callbackRedirect,
	PAYMENT_FLAGS,
	PAYMENT_GATEWAYS,
	PAYMENT_PAGE_STATUS,
	type PaymentFlag,
	type PaymentPageProblem,
	sameOriginCallback,
} from '../orders/payment/payment-page-rules';
import { shopToday } from './shop-today';
import { bestBonus } from './account-rules';
import { creditWallet } from './ledger';
import { runningBonusRows } from './wallet.service';

const sign = (secret: string, id: string, purpose: string) =>
	createHmac('sha256', secret).update(`wallet-fund:${purpose}:${id}`).digest('base64url');

/** The signature a top-up's payment link carries. */
export async function fundLinkToken(db: Database, id: string): Promise<string> {
	return sign(await paymentPageSecret(db), id, 'link');
}

function same(a: string, b: string | null | undefined): boolean {
	if (!b) return false;
	const x = Buffer.from(a);
	const y = Buffer.from(b);
	return x.length === y.length && timingSafeEqual(x, y);
}

export interface FundPageParams {
	payment_id?: string | null;
	customer_id?: string | null;
	payment_method?: string | null;
	payment_platform?: string | null;
	callback?: string | null;
	payment_token?: string | null;
}

type Failure = { ok: false; problem: PaymentPageProblem; status: number };
const fail = (problem: PaymentPageProblem): Failure => ({
	ok: false,
	problem,
	status: PAYMENT_PAGE_STATUS[problem],
});

async function check(db: Database, params: FundPageParams, origins: readonly string[]) {
	const id = params.payment_id?.trim() ?? '';
	const customerId = params.customer_id?.trim() ?? '';
	if (!/^[0-9a-f-]{36}$/.test(id) || !/^\d{1,9}$/.test(customerId)) return fail('bad_request');
	const gateway = params.payment_method?.trim() || 'demo_pay';
	if (!(PAYMENT_GATEWAYS as readonly string[]).includes(gateway)) return fail('unknown_gateway');
	const rawCallback = params.callback?.trim() ?? '';
	const callback = sameOriginCallback(rawCallback, origins);
	if (!callback) return fail('bad_callback');
	const secret = await paymentPageSecret(db);
	const [fund] = await db.select().from(walletFunds).where(eq(walletFunds.id, id));
	if (!fund || String(fund.userId) !== customerId) return fail('not_found');
	if (!same(sign(secret, id, 'link'), params.payment_token?.trim())) return fail('not_found');
	if (fund.status === 'paid') return fail('already_paid');
	if (fund.status !== 'pending') return fail('closed');
	return {
		ok: true as const,
		fund,
		gateway,
		callback,
		callbackIsPath: rawCallback.startsWith('/'),
		secret,
		fields: {
			payment_id: id,
			customer_id: customerId,
			payment_method: gateway,
			payment_platform: params.payment_platform?.trim() === 'app' ? 'app' : 'web',
			callback: rawCallback,
			payment_token: params.payment_token?.trim() ?? '',
		},
	};
}

export type FundPageOpen =
	| { ok: true; fields: Record<string, string>; amount: number; bonus: number }
	| Failure;

/** GET /payment-mobile?payment_id=: the amount, the bonus it would earn now, the forms' fields. */
export async function openFundPage(
	db: Database,
	params: FundPageParams,
	origins: readonly string[],
	now: Date,
): Promise<FundPageOpen> {
	const checked = await check(db, params, origins);
	if (!checked.ok) return checked;
	const { decimals } = await shopMoney(db);
	const offers = await runningBonusRows(db, await shopToday(db, now));
	const bonus = bestBonus(offers, checked.fund.amountCents, decimals);
	return {
		ok: true,
		fields: { ...checked.fields, form_token: sign(checked.secret, checked.fund.id, 'form') },
		amount: checked.fund.amountCents / 10 ** decimals,
		bonus: (bonus?.cents ?? 0) / 10 ** decimals,
	};
}

/**
 * Marks a pending top-up paid (crediting the wallet and its bonus), failed or cancelled; null
 * when it was no longer pending (paid in another tab).
 */
export async function recordFundPayment(
	db: Database,
	id: string,
	input: { outcome: PaymentFlag; now: Date },
): Promise<{ transactionReference: string | null } | null> {
	const { decimals } = await shopMoney(db);
	const offers = await runningBonusRows(db, await shopToday(db, input.now));
	return db.transaction(async (tx) => {
		const [fund] = await tx
			.select()
			.from(walletFunds)
			.where(and(eq(walletFunds.id, id), eq(walletFunds.status, 'pending')))
			.for('update');
		if (!fund) return null;
		const paid = input.outcome === 'success';
		const reference = paid ? newTransactionReference() : null;
		await tx
			.update(walletFunds)
			.set({
				status: paid ? 'paid' : input.outcome === 'fail' ? 'failed' : 'canceled',
				transactionReference: reference,
				updatedAt: input.now,
			})
			.where(eq(walletFunds.id, id));
		if (paid)
			await creditWallet(tx, {
				userId: fund.userId,
				cause: `add_fund:${fund.id}`,
				type: 'add_fund',
				reference,
				cents: fund.amountCents,
				bonusCents: bestBonus(offers, fund.amountCents, decimals)?.cents ?? 0,
				at: input.now,
			});
		return { transactionReference: reference };
	});
}

export type FundPageSubmit = { ok: true; redirect: string } | Failure;

/** POST /payment-mobile with payment_id: the form token must be this top-up's. */
export async function submitFundPage(
	db: Database,
	form: FundPageParams & { form_token?: string | null; flag?: string | null },
	input: { origins: readonly string[]; now: Date },
): Promise<FundPageSubmit> {
	const flag = form.flag?.trim() ?? '';
	if (!(PAYMENT_FLAGS as readonly string[]).includes(flag)) return fail('bad_request');
	const checked = await check(db, form, input.origins);
	if (!checked.ok) return checked;
	if (!same(sign(checked.secret, checked.fund.id, 'form'), form.form_token?.trim()))
		return fail('bad_token');
	const recorded = await recordFundPayment(db, checked.fund.id, {
		outcome: flag as PaymentFlag,
		now: input.now,
	});
	if (!recorded) return fail('closed');
	return {
		ok: true,
		redirect: callbackRedirect(checked.callback, checked.callbackIsPath, {
			flag: flag as PaymentFlag,
			gateway: checked.gateway,
			orderId: checked.fund.id,
			transactionReference: recorded.transactionReference,
		}),
	};
}
