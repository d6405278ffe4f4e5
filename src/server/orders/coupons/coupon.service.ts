import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Locale } from '~/config/locales';
import type { Coupon } from '~/contracts/coupon';
import { formatMoney, type MoneyFormat } from '~/lib/money';
import { getSettings } from '../../config/settings';
import type { Owner } from '../../http/owner';
import type { Database } from '../../db/database';
import { coupons, orders, stores } from '../../db/schema';
import { isoTimestamp } from '../../http/urls';
import {
	COUPON_REJECTION_STATUS,
	type CouponCustomer,
	type CouponRejection,
	type CouponRule,
	checkCoupon,
} from './coupon-rules';
import { pricingMessage } from '../pricing/pricing-messages';

type CouponRow = typeof coupons.$inferSelect;

/** Orders that count as placed for first-order coupons and per-customer limits. */
const COUNTED_STATUSES = [
	'pending',
	'accepted',
	'confirmed',
	'processing',
	'handover',
	'picked_up',
	'delivered',
];

/**
 * Who applies a coupon, with the counts its limits need: a customer's orders so far and their
 * uses of this code; a guest cannot use a coupon with a per-customer limit (contract §10.4).
 */
export async function couponCustomerOf(
	db: Database,
	owner: Owner,
	code: string,
): Promise<CouponCustomer> {
	if (owner.kind === 'guest') return { kind: 'guest' };
	const mine = and(eq(orders.userId, owner.userId), inArray(orders.orderStatus, COUNTED_STATUSES));
	const [placed, used] = await Promise.all([
		db.select({ n: count() }).from(orders).where(mine),
		db
			.select({ n: count() })
			.from(orders)
			.where(and(mine, sql`lower(${orders.couponCode}) = lower(${code})`)),
	]);
	return {
		kind: 'customer',
		id: owner.userId,
		orderCount: placed[0]?.n ?? 0,
		usesOfCode: used[0]?.n ?? 0,
	};
}

/** The coupon as `coupon/apply` answers it: the row, JSON columns as strings (contract §11.19). */
export function toCoupon(row: CouponRow): Coupon {
	return {
		id: row.id,
		title: row.title,
		code: row.code,
		start_date: row.startDate,
		expire_date: row.expireDate,
		// The original client's coupon card reads `end_date`; the contract's name stays beside it.
		end_date: row.expireDate,
		min_purchase: row.minPurchase,
		max_discount: row.maxDiscount,
		discount: row.discount,
		discount_type: row.discountType === 'amount' ? 'amount' : 'percent',
		coupon_type: row.couponType,
		limit: row.limit,
		status: row.status,
		data: JSON.stringify(row.data),
		total_uses: row.totalUses,
		module_id: row.moduleId,
		created_by: row.createdBy,
		customer_id: JSON.stringify(row.customerIds),
		store_id: row.storeId,
		created_at: isoTimestamp(row.createdAt),
		updated_at: isoTimestamp(row.updatedAt),
	};
}

export function toCouponRule(row: CouponRow): CouponRule {
	return {
		code: row.code,
		title: row.title,
		couponType: row.couponType,
		discountType: row.discountType,
		discount: row.discount,
		maxDiscount: row.maxDiscount,
		minPurchase: row.minPurchase,
		createdBy: row.createdBy,
		status: row.status,
		moduleId: row.moduleId,
		startDate: row.startDate,
		expireDate: row.expireDate,
		limit: row.limit,
		data: row.data,
		storeId: row.storeId,
		customerIds: row.customerIds,
	};
}

/** A coupon by its code; codes are matched without regard to case, as the original's MySQL did. */
export async function findCouponByCode(db: Database, code: string): Promise<CouponRow | null> {
	const [row] = await db
		.select()
		.from(coupons)
		.where(eq(sql`lower(${coupons.code})`, code.trim().toLowerCase()))
		.limit(1);
	return row ?? null;
}

async function findStore(db: Database, id: number) {
	const [row] = await db
		.select({ id: stores.id, zoneId: stores.zoneId })
		.from(stores)
		.where(eq(stores.id, id))
		.limit(1);
	return row ?? null;
}

/** The shop's money format from the business settings. */
export async function shopMoney(db: Database): Promise<MoneyFormat> {
	const s = await getSettings(db);
	const decimals = Number(s.digit_after_decimal_point);
	return {
		symbol: typeof s.currency_symbol === 'string' ? s.currency_symbol : '$',
		position: s.currency_symbol_direction === 'right' ? 'right' : 'left',
		decimals: Number.isInteger(decimals) && decimals >= 0 && decimals <= 6 ? decimals : 2,
	};
}

export interface ApplyCouponInput {
	code: string;
	storeId: number;
	moduleId: number;
	/** The shop's local date, YYYY-MM-DD. */
	today: string;
	customer: CouponCustomer;
	/** The cart's item total, when the client sends it (`order_amount`); null skips min_purchase. */
	itemTotal: number | null;
	locale: Locale;
}

export type ApplyCouponResult =
	| { ok: true; coupon: Coupon }
	| {
			ok: false;
			status: (typeof COUPON_REJECTION_STATUS)[CouponRejection];
			reason: CouponRejection;
			message: string;
	  };

/**
 * GET coupon/apply (contract §4.6): the coupon when it applies to this store, module, day and
 * customer, else the rejection with its status and a message in the caller's language.
 */
export async function applyCoupon(
	db: Database,
	input: ApplyCouponInput,
): Promise<ApplyCouponResult> {
	const [row, store, money] = await Promise.all([
		findCouponByCode(db, input.code),
		findStore(db, input.storeId),
		shopMoney(db),
	]);
	const reject = (reason: CouponRejection): ApplyCouponResult => ({
		ok: false,
		status: COUPON_REJECTION_STATUS[reason],
		reason,
		message: pricingMessage(reason, input.locale, {
			amount: row ? formatMoney(row.minPurchase, money) : '',
		}),
	});
	if (!row) return reject('not_found');
	const check = checkCoupon(toCouponRule(row), {
		today: input.today,
		moduleId: input.moduleId,
		store,
		customer: input.customer,
		itemTotal: input.itemTotal,
		decimals: money.decimals,
	});
	return check.ok ? { ok: true, coupon: toCoupon(row) } : reject(check.reason);
}
