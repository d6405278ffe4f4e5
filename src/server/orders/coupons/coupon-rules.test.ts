import { describe, expect, test } from 'vitest';
import { type CouponContext, type CouponRule, checkCoupon, couponDiscount } from './coupon-rules';

const D = 2;

describe('couponDiscount', () => {
	// contract §8.1 step 7
	const coupon = (over: Partial<Parameters<typeof couponDiscount>[0]>) => ({
		code: 'X',
		title: 'X',
		couponType: 'default',
		discountType: 'percent',
		discount: 10,
		maxDiscount: 0,
		minPurchase: 0,
		createdBy: 'admin',
		...over,
	});
	test.each([
		['percent of the base', {}, 45, 4.5],
		['percent capped by max_discount', { maxDiscount: 3 }, 45, 3],
		['percent rounds once', { discount: 12.5 }, 10.1, 1.26],
		['a fixed amount', { discountType: 'amount', discount: 5 }, 45, 5],
		['a fixed amount never above the base', { discountType: 'amount', discount: 5 }, 4, 4],
		['free delivery gives no item discount', { couponType: 'free_delivery', discount: 10 }, 45, 0],
		['nothing on an empty base', {}, 0, 0],
	])('%s', (_name, over, base, expected) => {
		expect(couponDiscount(coupon(over), base, D)).toBe(expected);
	});
});

describe('checkCoupon', () => {
	// contract §4.6 coupon/apply, §8.1 step 5, §10.4 guests
	const base: CouponRule = {
		code: 'SAVE',
		title: 'Save',
		couponType: 'default',
		discountType: 'percent',
		discount: 10,
		maxDiscount: 0,
		minPurchase: 20,
		createdBy: 'admin',
		status: 1,
		moduleId: 1,
		startDate: '2026-01-01',
		expireDate: '2026-12-31',
		limit: null,
		data: [],
		storeId: null,
		customerIds: ['all'],
	};
	const customer = { kind: 'customer' as const, id: 7, orderCount: 0, usesOfCode: 0 };
	const ctx: CouponContext = {
		today: '2026-11-21',
		moduleId: 1,
		store: { id: 3, zoneId: 2 },
		customer,
		itemTotal: null,
		decimals: D,
	};

	test.each<[string, Partial<CouponRule>, Partial<CouponContext>, string]>([
		['a running coupon', {}, {}, 'ok'],
		['an inactive coupon', { status: 0 }, {}, 'not_found:404'],
		['another module', {}, { moduleId: 2 }, 'not_found:404'],
		['on its first day', { startDate: '2026-11-21' }, {}, 'ok'],
		['on its last day', { expireDate: '2026-11-21' }, {}, 'ok'],
		['after its last day', { expireDate: '2026-11-20' }, {}, 'expired:407'],
		['before its first day', { startDate: '2026-11-22' }, {}, 'not_started:407'],
		['store-wise at its store', { couponType: 'store_wise', data: [3] }, {}, 'ok'],
		['store-wise elsewhere', { couponType: 'store_wise', data: [4] }, {}, 'not_found:404'],
		[
			'store-wise without a store',
			{ couponType: 'store_wise', data: [3] },
			{ store: null },
			'not_found:404',
		],
		['a vendor coupon at its store', { createdBy: 'vendor', storeId: 3 }, {}, 'ok'],
		['a vendor coupon elsewhere', { createdBy: 'vendor', storeId: 9 }, {}, 'not_found:404'],
		['addressed to this customer', { customerIds: ['7'] }, {}, 'ok'],
		['addressed to someone else', { customerIds: [8] }, {}, 'not_eligible:403'],
		[
			'addressed to customers, asked by a guest',
			{ customerIds: [7] },
			{ customer: { kind: 'guest' } },
			'not_eligible:403',
		],
		['zone-wise in its zone', { couponType: 'zone_wise', data: [1, 2] }, {}, 'ok'],
		['zone-wise in another zone', { couponType: 'zone_wise', data: [1] }, {}, 'wrong_zone:403'],
		[
			'zone-wise without a store',
			{ couponType: 'zone_wise', data: [2] },
			{ store: null },
			'wrong_zone:403',
		],
		['first order for a new customer', { couponType: 'first_order', limit: 1 }, {}, 'ok'],
		[
			'first order after an order',
			{ couponType: 'first_order', limit: 1 },
			{ customer: { ...customer, orderCount: 1 } },
			'limit_reached:406',
		],
		[
			'first order ignores uses of the code',
			{ couponType: 'first_order', limit: 2 },
			{ customer: { ...customer, orderCount: 1, usesOfCode: 5 } },
			'ok',
		],
		[
			'first order for a guest',
			{ couponType: 'first_order', limit: 1 },
			{ customer: { kind: 'guest' } },
			'not_found:404',
		],
		[
			'per-user limit not reached',
			{ limit: 2 },
			{ customer: { ...customer, usesOfCode: 1 } },
			'ok',
		],
		[
			'per-user limit reached',
			{ limit: 2 },
			{ customer: { ...customer, usesOfCode: 2 } },
			'limit_reached:406',
		],
		['per-user limit for a guest', { limit: 2 }, { customer: { kind: 'guest' } }, 'not_found:404'],
		['unlimited for a guest', {}, { customer: { kind: 'guest' } }, 'ok'],
		['a limit of 0 is no limit', { limit: 0 }, { customer: { ...customer, usesOfCode: 9 } }, 'ok'],
		[
			'first order without a limit: the first order only',
			{ couponType: 'first_order', limit: null },
			{ customer: { ...customer, orderCount: 1 } },
			'limit_reached:406',
		],
		['min purchase met', {}, { itemTotal: 20 }, 'ok'],
		['min purchase missed', {}, { itemTotal: 19.99 }, 'min_purchase:403'],
		['min purchase without drift', { minPurchase: 0.3 }, { itemTotal: 0.1 + 0.2 }, 'ok'],
		[
			'expiry is checked before the store',
			{ expireDate: '2026-01-02', couponType: 'store_wise', data: [] },
			{},
			'expired:407',
		],
	])('%s', (_name, over, ctxOver, expected) => {
		const result = checkCoupon({ ...base, ...over }, { ...ctx, ...ctxOver });
		expect(result.ok ? 'ok' : `${result.reason}:${result.status}`).toBe(expected);
	});
});
