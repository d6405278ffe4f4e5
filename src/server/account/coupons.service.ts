/**
 * GET customer/coupons (our addition, for `/coupons`): the coupons this customer may still use,
 * in every module: running today, addressed to everyone or to them, and under their per-customer
 * limit (expired and used-up ones are not offered).
 */
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Database } from '../db/database';
import { coupons, modules } from '../db/schema';
import { couponCustomerOf, toCoupon } from '../orders/coupons/coupon.service';
import { customerLimit } from '../orders/coupons/coupon-rules';

export async function customerCoupons(db: Database, userId: number, today: string) {
	const rows = await db
		.select({ coupon: coupons, moduleName: modules.moduleName })
		.from(coupons)
		.innerJoin(modules, eq(modules.id, coupons.moduleId))
		.where(
			and(eq(coupons.status, 1), lte(coupons.startDate, today), gte(coupons.expireDate, today)),
		)
		.orderBy(asc(coupons.id));
	const mine = rows.filter(({ coupon }) =>
		coupon.customerIds.some((c) => c === 'all' || Number(c) === userId),
	);
	const usable = await Promise.all(
		mine.map(async ({ coupon, moduleName }) => {
			const customer = await couponCustomerOf(db, { kind: 'user', userId }, coupon.code);
			return customerLimit(coupon, customer)
				? null
				: { ...toCoupon(coupon), module_name: moduleName };
		}),
	);
	return usable.filter((c) => c !== null);
}
