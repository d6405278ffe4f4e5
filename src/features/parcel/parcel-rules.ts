// spec §2 /parcel-delivery-info (sender, receiver, details, who pays), §5 address form messages,
// contract §8.1 (order_type=parcel body)
import { distanceKm } from '~/features/checkout/address/distance';
import type { OrderBody } from '~/features/checkout/placement/order-payload';
import type { LatLng } from '~/lib/geo';

/** One end of a parcel: who and where. */
export interface PartyDraft {
	name: string;
	phone: string;
	address: string;
	point: LatLng | null;
	house: string;
	floor: string;
	road: string;
	note: string;
}

export const emptyParty = (): PartyDraft => ({
	name: '',
	phone: '',
	address: '',
	point: null,
	house: '',
	floor: '',
	road: '',
	note: '',
});

export type PartyField = 'name' | 'phone' | 'address';
export type PartyErrors = Partial<Record<PartyField, true>>;

/** spec §5: address, name and phone are required ('Address is required', …). */
export function partyErrors(party: PartyDraft): PartyErrors {
	const errors: PartyErrors = {};
	if (!party.name.trim()) errors.name = true;
	if (!party.phone.trim()) errors.phone = true;
	if (!party.address.trim() || !party.point) errors.address = true;
	return errors;
}

/** Closer than this (km) the two ends are one place; the server refuses it too. */
export const SAME_PLACE_KM = 0.02;

export type ParcelProblem = 'samePlace' | null;

export function routeProblem(sender: LatLng | null, receiver: LatLng | null): ParcelProblem {
	if (!sender || !receiver) return null;
	return distanceKm(sender, receiver) < SAME_PLACE_KM ? 'samePlace' : null;
}

/** `<input type="datetime-local">` (2026-11-21T14:30) as the API's `Y-m-d H:i:s`. */
export function scheduleAtText(local: string): string | null {
	const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(local.trim());
	return match ? `${match[1]} ${match[2]}:00` : null;
}

export type ChargePayer = 'sender' | 'receiver';

export interface ParcelBodyInput {
	categoryId: number;
	sender: PartyDraft;
	receiver: PartyDraft;
	payer: ChargePayer;
	payment: 'cash_on_delivery' | 'digital_payment' | null;
	tips: number;
	instruction: string;
	scheduleAt: string | null;
	guestId: string | null;
}

const put = (body: OrderBody, key: string, value: string) => {
	const text = value.trim();
	if (text) body[key] = text;
};

/**
 * The body of `customer/order/preview|place` for a parcel; null until both points are known. The
 * sender is the order's own address and contact; the receiver goes as JSON text, as the original
 * client sends it. The distance is the straight line: the server charges at least that.
 */
export function parcelOrderBody(input: ParcelBodyInput): OrderBody | null {
	const { sender, receiver } = input;
	if (!sender.point || !receiver.point) return null;
	const body: OrderBody = {
		order_type: 'parcel',
		parcel_category_id: input.categoryId,
		charge_payer: input.payer,
		latitude: sender.point.lat,
		longitude: sender.point.lng,
		distance: distanceKm(sender.point, receiver.point),
		dm_tips: input.tips,
		receiver_details: JSON.stringify({
			contact_person_name: receiver.name.trim(),
			contact_person_number: receiver.phone.trim(),
			address: receiver.address.trim(),
			latitude: receiver.point.lat,
			longitude: receiver.point.lng,
			address_type: 'others',
			house: receiver.house.trim(),
			floor: receiver.floor.trim(),
			road: receiver.road.trim(),
		}),
	};
	put(body, 'address', sender.address);
	put(body, 'contact_person_name', sender.name);
	put(body, 'contact_person_number', sender.phone);
	put(body, 'house', sender.house);
	put(body, 'floor', sender.floor);
	put(body, 'road', sender.road);
	put(body, 'order_note', [sender.note, receiver.note].filter((n) => n.trim()).join(' / '));
	put(body, 'delivery_instruction', input.instruction);
	if (input.payment) body.payment_method = input.payment;
	if (input.scheduleAt) body.schedule_at = input.scheduleAt;
	if (input.guestId) body.guest_id = input.guestId;
	return body;
}
