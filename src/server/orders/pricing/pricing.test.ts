import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { priceItems } from './line-pricing';
import { priceOrder } from './pricing';

const D = 2;
const noDiscount = { discount: 0, discountType: 'percent' };

describe('priceOrder', () => {
	// contract §8.1 steps 7-10
	const items = priceItems(
		[
			{ unitPrice: 12, quantity: 2, discount: { discount: 10, discountType: 'percent' } },
			{ unitPrice: 6.5, quantity: 1, addOns: [{ price: 1, quantity: 2 }], discount: noDiscount },
		],
		null,
		D,
	);
	const delivery = {
		orderType: 'delivery' as const,
		distanceKm: 5,
		rates: { perKm: 0.8, minimum: 2.5, maximum: 12 },
		storeFreeDelivery: false,
		adminFreeDelivery: { toAllStores: false, over: 50 },
	};
	const percentCoupon = {
		code: 'SAVE10',
		title: '10% off',
		couponType: 'default',
		discountType: 'percent',
		discount: 10,
		maxDiscount: 0,
		minPurchase: 15,
		createdBy: 'admin',
	};

	test('adds discounted items, excluded tax, delivery, tips and the service charge', () => {
		const pricing = priceOrder({
			decimals: D,
			items,
			coupon: percentCoupon,
			tax: { percent: 8, included: false },
			delivery,
			dmTips: 2,
			tipsEnabled: true,
			additionalCharge: 0.5,
		});
		// items 24 + 6.5 + add-ons 2 = 32.5; product discount 2.4 → 30.1; coupon 3.01 → 27.09
		expect(pricing).toEqual({
			items_subtotal: 30.5,
			add_ons_subtotal: 2,
			product_discount_amount: 2.4,
			store_discount_amount: 0,
			flash_sale_discount_amount: 0,
			item_total: 30.1,
			coupon_discount_amount: 3.01,
			coupon_code: 'SAVE10',
			coupon_discount_title: '10% off',
			ref_bonus_amount: 0,
			tax_status: 'excluded',
			tax_percentage: 8,
			total_tax_amount: 2.17,
			original_delivery_charge: 4,
			delivery_charge: 4,
			free_delivery_by: null,
			dm_tips: 2,
			additional_charge: 0.5,
			extra_packaging_amount: 0,
			order_amount: 35.76,
		});
	});

	test('included tax is reported, not added', () => {
		const pricing = priceOrder({
			decimals: D,
			items,
			coupon: null,
			tax: { percent: 8, included: true },
			delivery,
		});
		expect(pricing.total_tax_amount).toBe(2.23);
		expect(pricing.order_amount).toBe(34.1);
	});

	test('a free-delivery coupon waives the delivery charge', () => {
		const pricing = priceOrder({
			decimals: D,
			items,
			coupon: { ...percentCoupon, couponType: 'free_delivery', discount: 0, createdBy: 'admin' },
			tax: { percent: 0, included: false },
			delivery,
		});
		expect(pricing).toMatchObject({
			coupon_discount_amount: 0,
			original_delivery_charge: 4,
			delivery_charge: 0,
			free_delivery_by: 'admin',
			order_amount: 30.1,
		});
	});

	test('a coupon whose minimum purchase is not met gives nothing', () => {
		const pricing = priceOrder({
			decimals: D,
			items,
			coupon: { ...percentCoupon, minPurchase: 100 },
			tax: { percent: 0, included: false },
			delivery,
		});
		expect(pricing).toMatchObject({ coupon_discount_amount: 0, coupon_code: null });
	});

	test('the admin threshold counts the items after the coupon', () => {
		const big = priceItems([{ unitPrice: 52, quantity: 1, discount: noDiscount }], null, D);
		const coupon = { ...percentCoupon, discountType: 'amount', discount: 5 };
		const without = priceOrder({
			decimals: D,
			items: big,
			coupon: null,
			tax: { percent: 0, included: false },
			delivery,
		});
		const withCoupon = priceOrder({
			decimals: D,
			items: big,
			coupon,
			tax: { percent: 0, included: false },
			delivery,
		});
		expect(without.delivery_charge).toBe(0);
		expect(without.free_delivery_by).toBe('admin');
		expect(withCoupon.delivery_charge).toBe(4);
	});

	test('tips count only on delivery orders with tips enabled', () => {
		const tax = { percent: 0, included: false };
		const off = priceOrder({
			decimals: D,
			items,
			coupon: null,
			tax,
			delivery,
			dmTips: 3,
			tipsEnabled: false,
		});
		const takeAway = priceOrder({
			decimals: D,
			items,
			coupon: null,
			tax,
			delivery: { ...delivery, orderType: 'take_away' },
			dmTips: 3,
			tipsEnabled: true,
		});
		expect(off.dm_tips).toBe(0);
		expect(takeAway).toMatchObject({ dm_tips: 0, delivery_charge: 0, order_amount: 30.1 });
		expect(() =>
			priceOrder({
				decimals: D,
				items,
				coupon: null,
				tax,
				delivery,
				dmTips: -1,
				tipsEnabled: true,
			}),
		).toThrow(RangeError);
	});

	test('the total is the sum of its parts, never negative, for any order', () => {
		const money = fc.integer({ min: 0, max: 50_000 }).map((cents) => cents / 100);
		const line = fc.record({
			unitPrice: money,
			quantity: fc.integer({ min: 1, max: 20 }),
			addOns: fc.array(fc.record({ price: money, quantity: fc.integer({ min: 0, max: 3 }) }), {
				maxLength: 3,
			}),
			discount: fc.record({
				discount: fc.integer({ min: 0, max: 120 }),
				discountType: fc.constantFrom('percent', 'amount'),
				storeDiscountPercent: fc.constantFrom(0, 0, 10),
			}),
		});
		fc.assert(
			fc.property(
				fc.array(line, { minLength: 1, maxLength: 6 }),
				fc.option(
					fc.record({
						discountType: fc.constantFrom('percent', 'amount'),
						discount: fc.integer({ min: 0, max: 100 }),
						maxDiscount: fc.integer({ min: 0, max: 30 }),
					}),
				),
				fc.integer({ min: 0, max: 30 }),
				fc.boolean(),
				(lines, c, taxPercent, included) => {
					const it = priceItems(lines, { minPurchase: 20, maxDiscount: 15 }, D);
					const coupon = c ? { ...percentCoupon, ...c, minPurchase: 0 } : null;
					const p = priceOrder({
						decimals: D,
						items: it,
						coupon,
						tax: { percent: taxPercent, included },
						delivery,
						dmTips: 1.25,
						tipsEnabled: true,
						additionalCharge: 0.5,
					});
					const cents = (n: number) => Math.round(n * 100);
					expect(cents(it.item_total)).toBe(
						cents(it.items_subtotal) +
							cents(it.add_ons_subtotal) -
							cents(it.product_discount_amount),
					);
					expect(p.coupon_discount_amount).toBeLessThanOrEqual(p.item_total);
					expect(cents(p.order_amount)).toBe(
						cents(p.item_total) -
							cents(p.coupon_discount_amount) +
							(included ? 0 : cents(p.total_tax_amount)) +
							cents(p.delivery_charge) +
							cents(p.dm_tips) +
							cents(p.additional_charge),
					);
					for (const value of [p.order_amount, p.item_total, p.total_tax_amount]) {
						expect(value).toBeGreaterThanOrEqual(0);
						expect(cents(value) / 100).toBe(value);
					}
				},
			),
		);
	});
});
