// @vitest-environment happy-dom
// issue 14 item 10: the summary hides a zero tax line and calls the service charge by one name.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import type { OrderPricing } from '~/contracts/order';
import { m } from '~/i18n/messages';
import { OrderSummary } from './OrderSummary';

const pricing = (changes: Partial<OrderPricing>): OrderPricing => ({
	items_subtotal: 12,
	add_ons_subtotal: 0,
	product_discount_amount: 0,
	store_discount_amount: 0,
	flash_sale_discount_amount: 0,
	item_total: 12,
	coupon_discount_amount: 0,
	coupon_code: null,
	coupon_discount_title: null,
	ref_bonus_amount: 0,
	tax_status: 'excluded',
	tax_percentage: 0,
	total_tax_amount: 0,
	original_delivery_charge: 3,
	delivery_charge: 3,
	free_delivery_by: null,
	dm_tips: 0,
	additional_charge: 0.5,
	extra_packaging_amount: 0,
	order_amount: 15.5,
	...changes,
});

function summary(p: OrderPricing) {
	render(
		<OrderSummary
			locale="en"
			money={{ symbol: 'S$', position: 'left', decimals: 2 }}
			storeName="Ah Seng Kopitiam"
			lines={[]}
			prescriptionOnly={false}
			pricing={p}
			delivery
			updating={false}
			notices={[]}
			serviceChargeName="Service Charge"
		>
			{null}
		</OrderSummary>,
	);
	return [...document.querySelectorAll('dt')].map((dt) => dt.textContent);
}

afterEach(cleanup);

describe('OrderSummary', () => {
	test('a food order without tax shows no VAT/Tax line', () => {
		expect(summary(pricing({})).some((label) => label?.startsWith('VAT/Tax'))).toBe(false);
		expect(screen.queryByText(/0%/)).toBeNull();
	});

	test('a taxed order shows its tax', () => {
		const labels = summary(pricing({ tax_percentage: 7, total_tax_amount: 0.84 }));
		expect(labels).toContain('VAT/Tax (7%)');
	});

	test('the service charge has the order details’ wording', () => {
		expect(summary(pricing({}))).toContain(m['orders.details.otherCharges']({}, { locale: 'en' }));
		expect(m['checkout.summary.serviceCharge']({}, { locale: 'en' })).toBe(
			m['orders.details.otherCharges']({}, { locale: 'en' }),
		);
	});
});
