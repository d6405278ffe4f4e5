// spec §5 address form and guest contact form, §6 saved addresses for signed-in shoppers
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { queryClient } from '~/api-client/query-client';
import { customerInfoQuery } from '~/features/account/account.api';
import type { LatLng } from '~/lib/geo';
import {
	type AddressDraft,
	emptyAddressDraft,
	type FieldErrors,
	type GuestContact,
	validateAddress,
	validateGuestContact,
} from './address-rules';
import type { SavedAddress } from '../checkout.api';
import { addressSaveBody, type DeliverTo } from '../placement/order-payload';

interface Input {
	token: string;
	delivery: boolean;
	/** The header's location: the new address starts there. */
	here: { point: LatLng | null; address: string };
}

const toDeliverTo = (saved: SavedAddress | null, draft: AddressDraft): DeliverTo =>
	saved
		? {
				kind: 'saved',
				id: saved.id,
				address: saved.address,
				point: { lat: Number(saved.latitude), lng: Number(saved.longitude) },
			}
		: { kind: 'new', draft };

/**
 * Who receives the order and where: a saved address or the address form (delivery), the guest
 * contact card (a guest's take-away). Errors show once the shopper tried to place the order, and
 * then follow what they type; nothing typed is ever cleared.
 */
export function useRecipient({ token, delivery, here }: Input) {
	const guest = !token;
	const [saved, setSaved] = useState<SavedAddress | null>(null);
	const [draft, setDraft] = useState(() =>
		emptyAddressDraft({ address: here.address, point: here.point }),
	);
	const [contact, setContact] = useState<GuestContact>({
		contactName: '',
		contactPhone: '',
		contactEmail: '',
	});
	const [submitted, setSubmitted] = useState(false);

	// A new address starts with the signed-in customer's own name and phone (the account's
	// customer/info query; without it the shopper types them).
	const customer = useQuery(
		{ ...customerInfoQuery(), enabled: Boolean(token), meta: { silent: true } },
		queryClient,
	).data;
	useEffect(() => {
		if (!customer) return;
		setDraft((d) => ({
			...d,
			contactName: d.contactName || `${customer.f_name ?? ''} ${customer.l_name ?? ''}`.trim(),
			contactPhone: d.contactPhone || (customer.phone ?? ''),
		}));
	}, [customer]);

	const validate = (): FieldErrors => {
		if (delivery && !saved) return validateAddress(draft, { guest });
		if (!delivery && guest) return validateGuestContact(contact);
		return {};
	};

	return {
		guest,
		saved,
		setSaved,
		draft,
		patchDraft: (patch: Partial<AddressDraft>) => setDraft((d) => ({ ...d, ...patch })),
		contact,
		patchContact: (patch: Partial<GuestContact>) => setContact((c) => ({ ...c, ...patch })),
		errors: submitted ? validate() : {},
		/** Marks the form as submitted and answers its errors now. */
		check: (): FieldErrors => {
			setSubmitted(true);
			return validate();
		},
		deliverTo: delivery ? toDeliverTo(saved, draft) : null,
		/** A guest's take-away contact (delivery contacts travel with the address). */
		guestContact: guest && !delivery ? contact : null,
		/** The phone a guest tracks the order with. */
		guestPhone: guest ? (delivery ? draft.contactPhone : contact.contactPhone).trim() : null,
		/** 'Save this Address': the address/add body, for a signed-in shopper's new address. */
		addressToSave: !guest && delivery && !saved && draft.save ? addressSaveBody(draft) : null,
	};
}
