// spec §5 parcel track order: Order ID required ('Need a order id'); the contact number is
// required for guests ('Need a contact number'); signed-in users need no phone.

export interface TrackFormInput {
	orderId: string;
	contactNumber: string;
}

export interface TrackFormErrors {
	orderId?: 'required' | 'invalid';
	contactNumber?: 'required';
}

/** Order ids are whole numbers (from 100001); a leading '#' is forgiven. */
export function parseOrderId(text: string): number | null {
	const trimmed = text.trim().replace(/^#/, '');
	if (!/^\d{1,12}$/.test(trimmed)) return null;
	const id = Number(trimmed);
	return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function validateTrackForm(input: TrackFormInput, signedIn: boolean): TrackFormErrors {
	const errors: TrackFormErrors = {};
	if (!input.orderId.trim()) errors.orderId = 'required';
	else if (parseOrderId(input.orderId) === null) errors.orderId = 'invalid';
	if (!signedIn && !input.contactNumber.trim()) errors.contactNumber = 'required';
	return errors;
}
