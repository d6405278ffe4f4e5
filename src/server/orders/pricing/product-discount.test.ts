import { describe, expect, test } from 'vitest';
import { unitDiscount } from './product-discount';

const D = 2;
const noDiscount = { discount: 0, discountType: 'percent' };

describe('unitDiscount', () => {
	// contract §8.1 step 7, §11.10: flash sale > store-wide percent > item discount
	test.each([
		['no discount', 10, { ...noDiscount }, 0, 'none'],
		['item percent', 10, { discount: 15, discountType: 'percent' }, 1.5, 'item'],
		['item amount', 10, { discount: 2.25, discountType: 'amount' }, 2.25, 'item'],
		[
			'item amount above the price stops at the price',
			3,
			{ discount: 5, discountType: 'amount' },
			3,
			'item',
		],
		[
			'percent above 100 stops at the price',
			3,
			{ discount: 150, discountType: 'percent' },
			3,
			'item',
		],
		[
			'store-wide percent beats the item discount',
			10,
			{ discount: 50, discountType: 'percent', storeDiscountPercent: 10 },
			1,
			'store',
		],
		[
			'a flash sale beats both',
			10,
			{
				discount: 50,
				discountType: 'percent',
				storeDiscountPercent: 10,
				flashSale: { discount: 20, discountType: 'percent' },
			},
			2,
			'flash_sale',
		],
		[
			'a flash sale amount',
			10,
			{ ...noDiscount, flashSale: { discount: 1.2, discountType: 'amount' } },
			1.2,
			'flash_sale',
		],
		['a percent rounds per unit', 3.33, { discount: 15, discountType: 'percent' }, 0.5, 'item'],
	])('%s', (_name, price, discount, amount, source) => {
		expect(unitDiscount(price, discount, D)).toEqual({ amount, source });
	});
});
