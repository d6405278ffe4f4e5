import { describe, expect, test } from 'vitest';
import { emptyAddressDraft } from '../address/address-rules';
import { addressSaveBody, buildOrderBody, checkoutPage, type OrderInput } from './order-payload';

// contract §8.1 customer/order/place body; spec §2 /checkout, §5 address form, §6 guests

const store = { lat: 1.2803, lng: 103.8448 };
const orchard = { lat: 1.3048, lng: 103.8318 };

const base: OrderInput = {
	page: 'cart',
	storeId: 1,
	storePoint: store,
	orderType: 'delivery',
	scheduleAt: null,
	paymentMethod: 'cash_on_delivery',
	couponCode: null,
	tips: 0,
	deliverTo: null,
	here: { point: orchard, address: 'Orchard Road, Singapore' },
	guest: null,
	buyNowLine: null,
	orderNote: '',
	cutlery: false,
	orderAmount: null,
};

const draft = emptyAddressDraft({
	address: ' Orchard Road, Singapore ',
	point: orchard,
	addressType: 'other',
	label: 'Gym',
	contactName: 'Siti',
	contactPhone: '+6591234567',
	contactEmail: 'siti@example.com',
	road: 'Orchard Rd',
	house: '391',
	floor: '',
	note: 'Ring twice',
});

describe('checkoutPage', () => {
	test.each([
		['cart', 'cart'],
		['buy_now', 'buy_now'],
		['campaign', 'campaign'],
		['prescription', 'prescription'],
		['other', 'cart'],
		[null, 'cart'],
	])('%j → %j', (raw, page) => {
		expect(checkoutPage(raw)).toBe(page);
	});
});

describe('buildOrderBody', () => {
	test('a guest delivery to a new address sends the address, contact and email', () => {
		const body = buildOrderBody({
			...base,
			deliverTo: { kind: 'new', draft },
			guest: { guestId: 'g-1', contact: null },
			tips: 2,
		});
		expect(body).toEqual({
			payment_method: 'cash_on_delivery',
			order_type: 'delivery',
			store_id: 1,
			distance: 3.084,
			dm_tips: 2,
			cutlery: 0,
			guest_id: 'g-1',
			address: 'Orchard Road, Singapore',
			latitude: orchard.lat,
			longitude: orchard.lng,
			address_type: 'Gym',
			road: 'Orchard Rd',
			house: '391',
			delivery_instruction: 'Ring twice',
			contact_person_name: 'Siti',
			contact_person_number: '+6591234567',
			contact_person_email: 'siti@example.com',
		});
	});

	test('a signed-in shopper’s saved address sends address_id and no email', () => {
		const body = buildOrderBody({
			...base,
			deliverTo: {
				kind: 'saved',
				id: 7,
				address: 'Tampines',
				point: { lat: 1.3526, lng: 103.9448 },
			},
			couponCode: 'SEGAR8',
			paymentMethod: 'wallet',
			orderAmount: 42.5,
		});
		expect(body).toMatchObject({ address_id: 7, coupon_code: 'SEGAR8', payment_method: 'wallet' });
		expect(body.order_amount).toBe(42.5);
		expect(body.distance).toBeGreaterThan(13);
		expect(body).not.toHaveProperty('contact_person_email');
		expect(body).not.toHaveProperty('guest_id');
	});

	test('a signed-in shopper’s new address sends the contact but not the email', () => {
		const body = buildOrderBody({ ...base, deliverTo: { kind: 'new', draft } });
		expect(body.contact_person_name).toBe('Siti');
		expect(body).not.toHaveProperty('contact_person_email');
	});

	test('take-away sends no tips and no address parts, but the header point and the guest card', () => {
		const body = buildOrderBody({
			...base,
			orderType: 'take_away',
			tips: 5,
			deliverTo: { kind: 'new', draft },
			guest: {
				guestId: 'g-2',
				contact: { contactName: 'Ali', contactPhone: '+6580000000', contactEmail: 'ali@x.sg' },
			},
		});
		expect(body).toMatchObject({
			order_type: 'take_away',
			dm_tips: 0,
			distance: 0,
			latitude: orchard.lat,
			longitude: orchard.lng,
			address: 'Orchard Road, Singapore',
			contact_person_name: 'Ali',
			contact_person_number: '+6580000000',
			contact_person_email: 'ali@x.sg',
		});
		expect(body).not.toHaveProperty('address_type');
		expect(body).not.toHaveProperty('road');
	});

	test('digital payment names the gateway; a schedule and a note are sent when given', () => {
		const body = buildOrderBody({
			...base,
			paymentMethod: 'digital_payment',
			scheduleAt: '2026-11-22 10:00:00',
			orderNote: ' no chilli ',
			cutlery: true,
		});
		expect(body).toMatchObject({
			payment_gateway: 'demo_pay',
			schedule_at: '2026-11-22 10:00:00',
			order_note: 'no chilli',
			cutlery: 1,
		});
	});

	test('buy-now and campaign orders carry their line as cart JSON text', () => {
		const line = {
			item_id: 5,
			item_type: 'ItemCampaign' as const,
			quantity: 2,
			variation: [],
			add_on_ids: [1],
			add_on_qtys: [1],
		};
		const body = buildOrderBody({ ...base, page: 'campaign', buyNowLine: line });
		expect(body.is_buy_now).toBe(1);
		expect(JSON.parse(String(body.cart))).toEqual([line]);
		expect(buildOrderBody({ ...base, page: 'cart', buyNowLine: line })).not.toHaveProperty('cart');
	});

	test('a prescription-only order says so, and carries no line', () => {
		const line = {
			item_id: 5,
			item_type: 'Item' as const,
			quantity: 1,
			variation: [],
			add_on_ids: [],
			add_on_qtys: [],
		};
		const body = buildOrderBody({ ...base, page: 'prescription', buyNowLine: line });
		expect(body.prescription_order).toBe(1);
		expect(body).not.toHaveProperty('cart');
		expect(buildOrderBody(base)).not.toHaveProperty('prescription_order');
	});

	test('negative tips are sent as zero', () => {
		expect(buildOrderBody({ ...base, tips: -3 }).dm_tips).toBe(0);
	});
});

describe('addressSaveBody', () => {
	test('saves the form as typed, the label as its type', () => {
		expect(addressSaveBody(draft)).toEqual({
			contact_person_name: 'Siti',
			contact_person_number: '+6591234567',
			address_type: 'Gym',
			address: 'Orchard Road, Singapore',
			latitude: orchard.lat,
			longitude: orchard.lng,
			road: 'Orchard Rd',
			house: '391',
			additional_information: 'Ring twice',
		});
	});
	test('an address without a point cannot be saved', () => {
		expect(addressSaveBody({ ...draft, point: null })).toBeNull();
	});
});
