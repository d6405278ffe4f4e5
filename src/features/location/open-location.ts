/**
 * Opens the location UI (spec §2, §4 location picking) from anywhere: the header, cards, the
 * landing page. Only types are imported here; the dialogs, React and Leaflet load on first use.
 */
import { installReactPreambleInDev } from '~/components/ui/react-preamble';
import type { PickedPlace } from './location-dialog.state';
import type { LocationCaller } from './location-rules';

export type { PickedPlace } from './location-dialog.state';
export type { LocationCaller } from './location-rules';

export interface LocationPickerOptions {
	/** Parcel, store and receiver flows only take the point; others go on to the module or reload. */
	caller?: LocationCaller;
	/** Called after the location is stored, before the picker's own next step. */
	onPicked?: (place: PickedPlace) => void;
}

let picker: Promise<typeof import('./mount-location-dialogs')> | null = null;

/** The picker's code (React and the dialogs); fetched once, shared by every opening. */
function loadPicker() {
	picker ??= installReactPreambleInDev().then(() => import('./mount-location-dialogs'));
	picker.catch(() => {
		picker = null; // a failed download can be tried again
	});
	return picker;
}

/** Leaflet and its styles, fetched alongside the picker rather than after it mounts. */
function loadMap(): void {
	import('./load-leaflet').then(({ loadLeaflet }) => loadLeaflet()).catch(() => {});
}

/** The pick-location modal: search, map, current location, saved addresses, Pick Locations. */
export async function openLocationPicker({
	caller = 'header',
	onPicked,
}: LocationPickerOptions = {}): Promise<void> {
	loadMap();
	const { openPickerDialog } = await loadPicker();
	openPickerDialog({ caller, onPicked });
}

async function openPrompt(variant: 'alert' | 'prompt', options: LocationPickerOptions) {
	const { showPickFromMapPrompt } = await import('./pick-from-map-prompt');
	showPickFromMapPrompt(variant, () => void openLocationPicker(options));
	void loadPicker(); // the likely next step
}

/** The alert shown when adding to cart without a location; 'Pick from Map' opens the picker. */
export function openLocationAlert(options: LocationPickerOptions = {}): Promise<void> {
	return openPrompt('alert', options);
}

/**
 * @public The insert-delivery-location prompt offering 'Pick from Map' (spec §2); no page opens it
 * yet, location.spec.ts does.
 */
export function openInsertLocationPrompt(options: LocationPickerOptions = {}): Promise<void> {
	return openPrompt('prompt', options);
}
