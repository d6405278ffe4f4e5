// spec §5 address form and guest contact form; §3 address entity; §6 guests give an email

import { isEmail } from '~/lib/contact';
import type { LatLng } from '~/lib/geo';

export const ADDRESS_TYPES = ['home', 'office', 'other'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

/** What the shopper typed in the checkout address form (kept as typed, also after a refusal). */
export interface AddressDraft {
	address: string;
	addressType: AddressType;
	/** Label Name: shown only for type other; a filled label overrides the type. */
	label: string;
	contactName: string;
	contactPhone: string;
	/** Guests only. */
	contactEmail: string;
	road: string;
	house: string;
	floor: string;
	note: string;
	/** Where the address is; null until a location is chosen. */
	point: LatLng | null;
	/** 'Save this Address' (signed-in shoppers). */
	save: boolean;
}

/** Guest contact card (spec §5): name, phone and email, all required. */
export interface GuestContact {
	contactName: string;
	contactPhone: string;
	contactEmail: string;
}

export type AddressField = 'address' | 'contactName' | 'contactPhone' | 'contactEmail' | 'point';

/** The spec's validation texts by key: §5 and §8 ('Please add your delivery address' from §2). */
export type FieldError =
	| 'addressRequired'
	| 'nameRequired'
	| 'phoneRequired'
	| 'emailRequired'
	| 'emailInvalid'
	| 'locationRequired';

export type FieldErrors = Partial<Record<AddressField, FieldError>>;

export function emptyAddressDraft(defaults: Partial<AddressDraft> = {}): AddressDraft {
	return {
		address: '',
		addressType: 'home',
		label: '',
		contactName: '',
		contactPhone: '',
		contactEmail: '',
		road: '',
		house: '',
		floor: '',
		note: '',
		point: null,
		save: false,
		...defaults,
	};
}

/** The one email rule (lib/contact), under the name the checkout forms use. */
export const isValidEmail = isEmail;

function emailError(email: string): FieldError | undefined {
	if (!email.trim()) return 'emailRequired';
	return isValidEmail(email) ? undefined : 'emailInvalid';
}

/**
 * spec §5 address form: address, contact person name and number are required; guests also give
 * a valid email (their order reaches them only through these). A point is needed to deliver.
 */
export function validateAddress(draft: AddressDraft, { guest }: { guest: boolean }): FieldErrors {
	const errors: FieldErrors = {};
	if (!draft.address.trim()) errors.address = 'addressRequired';
	if (!draft.point) errors.point = 'locationRequired';
	if (!draft.contactName.trim()) errors.contactName = 'nameRequired';
	if (!draft.contactPhone.trim()) errors.contactPhone = 'phoneRequired';
	const email = guest ? emailError(draft.contactEmail) : undefined;
	if (email) errors.contactEmail = email;
	return errors;
}

/** spec §5 guest contact form: name, phone and email all required, the email valid. */
export function validateGuestContact(contact: GuestContact): FieldErrors {
	const errors: FieldErrors = {};
	if (!contact.contactName.trim()) errors.contactName = 'nameRequired';
	if (!contact.contactPhone.trim()) errors.contactPhone = 'phoneRequired';
	const email = emailError(contact.contactEmail);
	if (email) errors.contactEmail = email;
	return errors;
}

export function hasErrors(errors: FieldErrors): boolean {
	return Object.keys(errors).length > 0;
}

/** spec §5: Label Name shows only for type other, and a filled label overrides address_type. */
export function effectiveAddressType(type: AddressType, label: string): string {
	const trimmed = label.trim();
	return type === 'other' && trimmed ? trimmed : type;
}

/** The fields in the order the form shows them, so focus goes to the first one refused. */
export const FIELD_ORDER: readonly AddressField[] = [
	'point',
	'address',
	'contactName',
	'contactPhone',
	'contactEmail',
];

export function firstErrorField(errors: FieldErrors): AddressField | null {
	return FIELD_ORDER.find((field) => errors[field]) ?? null;
}

/** spec §5 saved addresses: those whose zone_ids include the store's zone, when it is known. */
export function addressesForZone<T extends { zone_ids?: readonly number[] | null }>(
	addresses: readonly T[],
	zoneId: number | null | undefined,
): T[] {
	if (zoneId == null) return [...addresses];
	return addresses.filter((a) => (a.zone_ids ?? []).includes(zoneId));
}
