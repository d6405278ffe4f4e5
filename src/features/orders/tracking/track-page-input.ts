import { parseOrderId } from './track-form-rules';

/** What /track-order and /track-order/{id} were asked: the form's values as typed. */
export interface TrackPageInput {
	orderId: string;
	contactNumber: string;
	/** Both parts of a guest's lookup are present and the id is a number. */
	lookup: { orderId: number; contactNumber: string } | null;
}

export function readTrackPageInput(url: URL, pathId?: string): TrackPageInput {
	const orderId = (pathId ?? url.searchParams.get('order_id') ?? '').trim().slice(0, 13);
	const contactNumber = (url.searchParams.get('contact_number') ?? '').trim().slice(0, 32);
	const id = parseOrderId(orderId);
	return {
		orderId,
		contactNumber,
		lookup: id !== null && contactNumber ? { orderId: id, contactNumber } : null,
	};
}
