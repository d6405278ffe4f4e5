// contract §8.1 customer/order/place body (the preview takes the same body); spec §2 /checkout
import type { LatLng } from '~/lib/geo';
import type { BuyNowLine } from '~/state/buy-now.state';
import {
	type AddressDraft,
	effectiveAddressType,
	type GuestContact,
} from '../address/address-rules';
import { distanceKm } from '../address/distance';

/** What is bought: the cart, one line now, a campaign item, or only a prescription (§8.2). */
export const CHECKOUT_PAGES = ['cart', 'buy_now', 'campaign', 'prescription'] as const;
export type CheckoutPage = (typeof CHECKOUT_PAGES)[number];
export type CheckoutOrderType = 'delivery' | 'take_away';
export type CheckoutPayment = 'cash_on_delivery' | 'digital_payment' | 'wallet' | 'offline_payment';

/** The digital payment gateway of this server (contract, decided semantics). */
export const DEFAULT_GATEWAY = 'demo_pay';

export function checkoutPage(raw: string | null | undefined): CheckoutPage {
	return CHECKOUT_PAGES.find((p) => p === raw) ?? 'cart';
}

/** A buy-now or campaign line (contract §8.1 `cart` JSON text), as Buy Now keeps it. */
export type { BuyNowLine } from '~/state/buy-now.state';

/** Where a delivery goes: a saved address (the server copies it) or the form. */
export type DeliverTo =
	| { kind: 'saved'; id: number; address: string; point: LatLng }
	| { kind: 'new'; draft: AddressDraft };

export interface OrderInput {
	page: CheckoutPage;
	storeId: number;
	storePoint: LatLng | null;
	orderType: CheckoutOrderType;
	/** 'YYYY-MM-DD HH:mm:ss' in store time, or null for now. */
	scheduleAt: string | null;
	paymentMethod: CheckoutPayment;
	couponCode: string | null;
	tips: number;
	/** Delivery only. */
	deliverTo: DeliverTo | null;
	/** The header's location: take-away orders still send a point in the store's zone (§11.12). */
	here: { point: LatLng | null; address: string };
	/** Guests: their id, and (take-away) the contact card. */
	guest: { guestId: string; contact: GuestContact | null } | null;
	buyNowLine: BuyNowLine | null;
	orderNote: string;
	cutlery: boolean;
	/** The last preview's total; the server recomputes it (contract §8.1). */
	orderAmount: number | null;
}

export type OrderBody = Record<string, string | number>;

function setText(body: OrderBody, key: string, value: string | null | undefined): void {
	const text = value?.trim();
	if (text) body[key] = text;
}

function pointFields(body: OrderBody, point: LatLng | null, storePoint: LatLng | null): void {
	if (!point) return;
	body.latitude = point.lat;
	body.longitude = point.lng;
	body.distance = storePoint ? distanceKm(storePoint, point) : 0;
}

/**
 * The body of order/place and order/preview (contract §8.1). Only what applies is sent: no
 * address parts for take-away, contact fields for guests and new addresses, the buy-now line
 * as `cart` JSON text, `payment_gateway` for digital payment.
 */
export function buildOrderBody(input: OrderInput): OrderBody {
	const body: OrderBody = {
		payment_method: input.paymentMethod,
		order_type: input.orderType,
		store_id: input.storeId,
		distance: 0,
		dm_tips: input.orderType === 'delivery' ? Math.max(0, input.tips) : 0,
		cutlery: input.cutlery ? 1 : 0,
	};
	if (input.orderAmount !== null) body.order_amount = input.orderAmount;
	if (input.paymentMethod === 'digital_payment') body.payment_gateway = DEFAULT_GATEWAY;
	setText(body, 'schedule_at', input.scheduleAt);
	setText(body, 'coupon_code', input.couponCode);
	setText(body, 'order_note', input.orderNote);
	if (input.guest) setText(body, 'guest_id', input.guest.guestId);

	const to = input.orderType === 'delivery' ? input.deliverTo : null;
	if (to?.kind === 'saved') {
		body.address_id = to.id;
		setText(body, 'address', to.address);
		pointFields(body, to.point, input.storePoint);
	} else if (to?.kind === 'new') {
		const d = to.draft;
		setText(body, 'address', d.address);
		pointFields(body, d.point, input.storePoint);
		body.address_type = effectiveAddressType(d.addressType, d.label);
		setText(body, 'road', d.road);
		setText(body, 'house', d.house);
		setText(body, 'floor', d.floor);
		setText(body, 'delivery_instruction', d.note);
		setText(body, 'contact_person_name', d.contactName);
		setText(body, 'contact_person_number', d.contactPhone);
		if (input.guest) setText(body, 'contact_person_email', d.contactEmail);
	} else {
		setText(body, 'address', input.here.address);
		if (input.here.point) {
			body.latitude = input.here.point.lat;
			body.longitude = input.here.point.lng;
		}
	}
	const contact = input.orderType === 'take_away' ? input.guest?.contact : null;
	if (contact) {
		setText(body, 'contact_person_name', contact.contactName);
		setText(body, 'contact_person_number', contact.contactPhone);
		setText(body, 'contact_person_email', contact.contactEmail);
	}
	if (input.page === 'prescription') body.prescription_order = 1;
	if ((input.page === 'buy_now' || input.page === 'campaign') && input.buyNowLine) {
		body.is_buy_now = 1;
		body.cart = JSON.stringify([input.buyNowLine]);
	}
	return body;
}

/** POST customer/address/add for 'Save this Address' (contract §6, spec §7 address). */
export function addressSaveBody(draft: AddressDraft): Record<string, string | number> | null {
	if (!draft.point) return null;
	const body: Record<string, string | number> = {
		contact_person_name: draft.contactName.trim(),
		contact_person_number: draft.contactPhone.trim(),
		address_type: effectiveAddressType(draft.addressType, draft.label),
		address: draft.address.trim(),
		latitude: draft.point.lat,
		longitude: draft.point.lng,
	};
	setText(body, 'road', draft.road);
	setText(body, 'house', draft.house);
	setText(body, 'floor', draft.floor);
	setText(body, 'additional_information', draft.note);
	return body;
}
