import { atom } from 'nanostores';
import type { LatLng } from '~/lib/geo';
import { $overlay, closeOverlay, openOverlay } from '~/state/overlay.state';
import type { LocationCaller } from './location-rules';

/** A location the shopper picked, as stored by setDeliveryLocation. */
export interface PickedPlace {
	zoneId: string;
	latLng: LatLng;
	address: string;
}

/** An opening of the pick-location modal. */
export interface PickerRequest {
	caller: LocationCaller;
	onPicked?: ((place: PickedPlace) => void) | undefined;
	/** A fresh number per opening, so reopening starts from a clean dialog. */
	id: number;
}

export const $pickerRequest = atom<PickerRequest | null>(null);
let openings = 0;

export function showPicker(request: Omit<PickerRequest, 'id'>): void {
	$pickerRequest.set({ ...request, id: ++openings });
	openOverlay('location');
}

export function closePicker(): void {
	$pickerRequest.set(null);
	if ($overlay.get() === 'location') closeOverlay();
}
