// The address book (spec §2 profile area, §5 address form): a saved address as the form's draft,
// and the draft as contract §6's body. Pure.
import type { SavedAddress } from '~/features/checkout/checkout.api';
import {
	ADDRESS_TYPES,
	type AddressDraft,
	emptyAddressDraft,
} from '~/features/checkout/address/address-rules';

export function draftOf(address: SavedAddress): AddressDraft {
	const known = (ADDRESS_TYPES as readonly string[]).includes(address.address_type);
	return emptyAddressDraft({
		address: address.address,
		addressType: known ? (address.address_type as AddressDraft['addressType']) : 'other',
		label: known ? '' : address.address_type,
		contactName: address.contact_person_name,
		contactPhone: address.contact_person_number,
		road: address.road ?? '',
		house: address.house ?? '',
		floor: address.floor ?? '',
		point: { lat: Number(address.latitude), lng: Number(address.longitude) },
	});
}

/** contract §6 address add/update body; a filled custom label overrides the type (spec §5). */
export function addressBody(draft: AddressDraft) {
	return {
		contact_person_name: draft.contactName.trim(),
		contact_person_number: draft.contactPhone.trim(),
		address_type:
			draft.addressType === 'other' && draft.label.trim() ? draft.label.trim() : draft.addressType,
		address: draft.address.trim(),
		latitude: String(draft.point?.lat ?? ''),
		longitude: String(draft.point?.lng ?? ''),
		road: draft.road.trim() || undefined,
		house: draft.house.trim() || undefined,
		floor: draft.floor.trim() || undefined,
	};
}
