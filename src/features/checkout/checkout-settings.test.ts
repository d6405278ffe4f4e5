import { describe, expect, test } from 'vitest';
import { checkoutSettings, orderTypesOffered } from './checkout-settings';

// contract §1.1 config switches; spec §2 /checkout delivery or take-away

const input = {
	page: 'cart' as const,
	storeId: null,
	money: { symbol: 'S$', position: 'left' as const, decimals: 2 },
	timeZone: 'Asia/Singapore',
};

describe('checkoutSettings', () => {
	test('reads booleans and 0/1 switches alike', () => {
		const settings = checkoutSettings(
			{
				guest_checkout_status: 1,
				home_delivery_status: 1,
				takeaway_status: 0,
				schedule_order: true,
				schedule_order_slot_duration: 45,
				dm_tips_status: 1,
				customer_wallet_status: '1',
				cash_on_delivery: true,
				digital_payment: false,
				additional_charge_status: 1,
				additional_charge_name: 'Service Charge',
				prescription_order_status: true,
				offline_payment_status: 1,
			},
			input,
		);
		expect(settings).toEqual({
			...input,
			guestCheckout: true,
			prescriptionOrder: true,
			homeDelivery: true,
			takeAway: false,
			scheduleOrder: true,
			slotMinutes: 45,
			tips: true,
			wallet: true,
			cashOnDelivery: true,
			digitalPayment: false,
			offlinePayment: true,
			partialPayment: false,
			serviceChargeName: 'Service Charge',
		});
	});

	test.each([
		[1, 'both', true],
		[1, 'cod', true],
		// The rest of a partial payment is paid in cash (ADR 020): a digital-only rest is not offered.
		[1, 'digital_payment', false],
		[0, 'both', false],
	])('partial payment %s with method %s → %s', (status, method, offered) => {
		const settings = checkoutSettings(
			{ partial_payment_status: status, partial_payment_method: method },
			input,
		);
		expect(settings.partialPayment).toBe(offered);
	});

	test('missing switches are off and the slot length defaults to 30 minutes', () => {
		const settings = checkoutSettings({}, input);
		expect(settings.slotMinutes).toBe(30);
		expect(settings.homeDelivery).toBe(false);
		expect(settings.serviceChargeName).toBeNull();
	});
});

describe('orderTypesOffered', () => {
	test.each([
		[true, true, true, true, ['delivery', 'take_away']],
		[true, true, true, false, ['delivery']],
		[true, false, true, true, ['delivery']],
		[false, true, true, true, ['take_away']],
		[true, true, false, false, []],
	] as const)('config %s/%s, store %s/%s → %j', (home, take, delivery, takeAway, types) => {
		expect(
			orderTypesOffered({ homeDelivery: home, takeAway: take }, { delivery, take_away: takeAway }),
		).toEqual(types);
	});
});
